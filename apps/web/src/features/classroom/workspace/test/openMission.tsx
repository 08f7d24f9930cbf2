import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COURSE_ORG, OPEN_MISSION } from '../../../../../../../e2e/fixtures/fake-github/classroom-seed';
import type { Repository } from '../../../../../../../e2e/fixtures/fake-github/repositories';
import { FAKE_PERSONAL_TOKEN, FAKE_USER } from '../../../../../../../e2e/fixtures/fake-github/seed';
import { type FakeGitHub, startFakeGitHub } from '../../../../../../../e2e/fixtures/fake-github/server';
import { DeploymentProvider } from '../../../../app/deployment';
import { createServices, ServicesProvider } from '../../../../app/services';
import { createToastNotifier, ToasterHost } from '../../../../app/toaster';
import {
  createGitHubSessionStore,
  GitHubSessionContext,
  NO_PUBLIC_EMAIL,
} from '../../../../lib/github/session';
import { createFakeBackend, deployment } from '../../../../test/fakeBackend';
import { CLASSROOM_PATHS, type EditorRouteState } from '../../routeState';
import WorkspacePage from '../WorkspacePage';

export { COURSE_ORG, FAKE_USER, type FakeGitHub, OPEN_MISSION, startFakeGitHub };

/** The student's mission repository of the seed: owned by the course organisation. */
export const STUDENT_MISSION = { owner: COURSE_ORG, name: `${OPEN_MISSION.repoPrefix}-${FAKE_USER.login}` };

export function repositoryIn(fake: FakeGitHub, repo: { owner: string; name: string }): Repository {
  const found = fake.repositories.find((r) => r.owner === repo.owner && r.name === repo.name);
  if (!found) throw new Error(`no repository ${repo.owner}/${repo.name}`);
  return found;
}

/** A mission repository of the user's own (so the user is its owner), with two tasks. */
export function addOwnMission(fake: FakeGitHub, name = 'my-own-mission') {
  fake.repositories.push({
    owner: FAKE_USER.login,
    name,
    files: new Map(
      Object.entries({
        'README.md': '# My mission\n',
        '.metadata': '{"sourceVersion": 3}\n',
        'Q1/Problem.md': 'Task one text\n',
        'Q1/StarterCode.js': '// one\n',
        'Q1/SavedCode.js': '',
        'Q2/Problem.md': 'Task two text\n',
        'Q2/StarterCode.js': '// two\n',
        'Q2/SavedCode.js': '',
        'Q2/TestPrepend.js': 'const two = 2;\n',
        'Q2/notes.txt': 'not read by the Classroom\n',
      }),
    ),
  });
  return { owner: FAKE_USER.login, name };
}

/**
 * The workspace page at /githubassessments/editor with `state`, signed in to the fake GitHub (or
 * not, with `signedIn: false`); the login page is a stand-in.
 */
export function openMission(
  fake: FakeGitHub,
  state?: EditorRouteState,
  options: { signedIn?: boolean } = {},
) {
  const toaster = createToastNotifier();
  const services = createServices({ notifier: toaster.notifier, fetch: createFakeBackend().fetch });
  const github = createGitHubSessionStore(undefined);
  if (options.signedIn !== false) {
    github.set({
      token: FAKE_PERSONAL_TOKEN,
      user: { login: FAKE_USER.login, name: FAKE_USER.name, email: NO_PUBLIC_EMAIL },
    });
  }
  const settings = deployment({
    github: { clientId: 'cid', url: fake.origin, apiUrl: `${fake.origin}/api/v3` },
  });
  const router = createMemoryRouter(
    [
      { path: CLASSROOM_PATHS.editor, element: <WorkspacePage /> },
      { path: CLASSROOM_PATHS.login, element: <p>GitHub login page</p> },
      { path: CLASSROOM_PATHS.missions, element: <p>Missions page</p> },
    ],
    { initialEntries: [{ pathname: CLASSROOM_PATHS.editor, state: state ?? null }] },
  );
  const user = userEvent.setup();
  render(
    <ServicesProvider services={services}>
      <GitHubSessionContext.Provider value={github}>
        <ToasterHost attach={toaster.attach} />
        <DeploymentProvider value={settings}>
          <RouterProvider router={router} />
        </DeploymentProvider>
      </GitHubSessionContext.Provider>
    </ServicesProvider>,
  );
  return { user, router, github };
}
