import type { DeploymentSettings, UserResponse } from '@sa/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AreasContext } from '../app/area-rules/context';
import type { Area } from '../app/area-rules/types';
import { DeploymentProvider } from '../app/deployment';
import { buildRoutes } from '../app/routes';
import { createServices, ServicesProvider } from '../app/services';
import { createToastNotifier, ToasterHost } from '../app/toaster';
import { createFakeBackend, type FakeBackend, deployment as makeDeployment } from './fakeBackend';

export interface RenderAppOptions {
  path?: string;
  /** Signed in with this GET /v2/user answer; signed out when absent. */
  profile?: UserResponse;
  deployment?: DeploymentSettings;
  areas?: readonly Area[];
  backend?: FakeBackend;
}

/** The whole shell on a memory router, talking to a fake backend. */
export function renderApp(options: RenderAppOptions = {}) {
  const backend = options.backend ?? createFakeBackend();
  const toaster = createToastNotifier();
  const services = createServices({ notifier: toaster.notifier, fetch: backend.fetch });
  if (options.profile) {
    services.session.setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    services.session.setProfile(options.profile);
  }
  const settings = options.deployment ?? makeDeployment();
  const areas = options.areas ?? [];
  const router = createMemoryRouter(buildRoutes({ playgroundOnly: settings.playgroundOnly, areas }), {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <ServicesProvider services={services}>
      <AreasContext.Provider value={areas}>
        <ToasterHost attach={toaster.attach} />
        <DeploymentProvider value={settings}>
          <RouterProvider router={router} />
        </DeploymentProvider>
      </AreasContext.Provider>
    </ServicesProvider>,
  );
  return { ...result, router, services, backend };
}
