import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { createRouteCaller, type RouteCaller } from '../api/call';
import { type ApiClient, createApiClient } from '../api/client';
import { type ShellEndpoints, shellEndpoints } from '../api/endpoints';
import { clearApiCache } from './serviceWorker/api-cache';
import { SessionContext } from './session/hooks';
import { createSessionStore, type SessionStore } from './session/store';
import { type Notifier, NotifierContext } from './toaster';

/** Everything with a lifetime of the page, built once in main.tsx (and per test). */
export interface Services {
  session: SessionStore;
  notifier: Notifier;
  api: ApiClient;
  /** Calls a route of the contracts' route table. */
  call: RouteCaller;
  endpoints: ShellEndpoints;
  queryClient: QueryClient;
  /** Revokes the refresh token (best effort) and forgets the session. */
  logout(): Promise<void>;
}

export interface ServiceOptions {
  notifier: Notifier;
  storage?: Storage | undefined;
  fetch?: typeof fetch;
  backend?: string;
}

export function createServices(options: ServiceOptions): Services {
  const { notifier } = options;
  const session = createSessionStore({
    storage: options.storage,
    onCorrupt: () => notifier.show('Error loading from local storage'),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const api = createApiClient({
    backend: options.backend ?? '',
    session,
    notifier,
    fetch: options.fetch,
    // However the session ends, its data goes: loaded queries and the offline copies of answers.
    onSessionExpired: () => {
      queryClient.clear();
      void clearApiCache();
    },
  });
  const endpoints = shellEndpoints(api);
  return {
    session,
    notifier,
    api,
    call: createRouteCaller(api),
    endpoints,
    queryClient,
    async logout() {
      const refreshToken = session.getSnapshot().tokens?.refreshToken;
      session.clear();
      queryClient.clear();
      if (refreshToken) await endpoints.logout(refreshToken).catch(() => undefined);
    },
  };
}

const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app providers');
  return services;
}

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <SessionContext.Provider value={services.session}>
        <NotifierContext.Provider value={services.notifier}>
          <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
        </NotifierContext.Provider>
      </SessionContext.Provider>
    </ServicesContext.Provider>
  );
}
