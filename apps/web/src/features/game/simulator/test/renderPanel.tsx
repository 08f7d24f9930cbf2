import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createServices, ServicesProvider } from '../../../../app/services';
import { createToastNotifier, ToasterHost } from '../../../../app/toaster';
import { createFakeBackend, type FakeBackend } from '../../../../test/fakeBackend';

/** Multipart bodies the panel sent, with the address each went to. */
interface SentForm {
  path: string;
  form: FormData;
}

/**
 * A simulator panel alone with the app's services, talking to a fake backend (paths after /v2/,
 * e.g. 'GET courses/1/admin/assets/images'); the toaster is mounted so toasts can be read.
 */
export function renderPanel(panel: ReactNode, backend: FakeBackend = createFakeBackend()) {
  const forms: SentForm[] = [];
  const toaster = createToastNotifier();
  const services = createServices({
    notifier: toaster.notifier,
    fetch: (input, init) => {
      if (init?.body instanceof FormData)
        forms.push({ path: new URL(String(input), 'http://x').pathname, form: init.body });
      return backend.fetch(input, init);
    },
  });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  render(
    <ServicesProvider services={services}>
      <ToasterHost attach={toaster.attach} />
      {panel}
    </ServicesProvider>,
  );
  return { backend, forms, services, user: userEvent.setup() };
}

/** The calls made to `method path`. */
export const callsTo = (backend: FakeBackend, method: string, path: string) =>
  backend.calls.filter((c) => c.method === method && c.path === path);
