import type { AssessmentOverview, UserResponse } from '@sa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeBackend, type FakeBackend, json } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { groundControlArea } from '.';

export { draftOverview as overview, memberProfile } from '../../test/assessmentFixtures';

export interface GroundControlBackend extends FakeBackend {
  /** The list GET courses/1/assessments answers; tests may replace it. */
  list: AssessmentOverview[];
  /** Multipart bodies sent, in order (the fake backend itself records JSON bodies only). */
  forms: Array<{ path: string; form: FormData }>;
  /** How many times the list was fetched. */
  listFetches(): number;
}

export function groundControlBackend(
  list: AssessmentOverview[],
  profile: UserResponse,
): GroundControlBackend {
  const inner = createFakeBackend({ 'GET user': () => json(profile) });
  const forms: GroundControlBackend['forms'] = [];
  const backend: GroundControlBackend = {
    ...inner,
    list,
    forms,
    fetch: (input, init) => {
      if (init?.body instanceof FormData)
        forms.push({ path: new URL(String(input), 'http://x').pathname, form: init.body });
      return inner.fetch(input, init);
    },
    listFetches: () =>
      inner.calls.filter((c) => c.method === 'GET' && c.path === 'courses/1/assessments').length,
  };
  inner.on('GET courses/1/assessments', () => json(backend.list));
  return backend;
}

/** Ground Control of course 1, shown once its list (or empty or loading state) is on screen. */
export async function openGroundControl(backend: FakeBackend, profile: UserResponse) {
  const user = userEvent.setup();
  const app = renderApp({ path: '/courses/1/groundcontrol', profile, backend, areas: [groundControlArea] });
  await screen.findByRole('main', { name: 'Ground Control' });
  return { user, ...app };
}

/** The last call made to `method path`, or undefined. */
export const lastCall = (backend: FakeBackend, method: string, path: string) =>
  backend.calls.filter((c) => c.method === method && c.path === path).at(-1);
