import { screen } from '@testing-library/react';
import { tabGitHubSession } from '../../../lib/github/session';
import { deployment, userResponse } from '../../../test/fakeBackend';
import {
  COURSE_INFO_REPO,
  COURSE_ORG,
  FAKE_PERSONAL_TOKEN,
  FAKE_USER,
  type FakeGitHub,
  type Repository,
  startFakeGitHub,
} from '../../../test/fakeGitHub';
import { renderApp } from '../../../test/renderApp';
import { classroomArea } from '..';

/** The Classroom's tests run against the journeys' fake GitHub (src/test/fakeGitHub.ts). */
export { COURSE_INFO_REPO, COURSE_ORG, FAKE_USER, type FakeGitHub, startFakeGitHub };

export function signInToFakeGitHub() {
  tabGitHubSession().set({
    token: FAKE_PERSONAL_TOKEN,
    user: { login: FAKE_USER.login, name: FAKE_USER.name, email: 'No public email provided' },
  });
}

export function renderClassroom(
  path: string,
  options: { fake?: FakeGitHub; enabled?: boolean; signedOut?: boolean } = {},
) {
  const apiUrl = options.fake ? `${options.fake.origin}/api/v3` : 'https://api.github.com';
  return renderApp({
    path,
    areas: [classroomArea],
    ...(options.signedOut ? {} : { profile: userResponse() }),
    deployment: deployment({
      enableRepositoryAssessments: options.enabled ?? true,
      github: { clientId: 'fake-github-client', url: 'https://github.com', apiUrl },
    }),
  });
}

export function courseRepo(fake: FakeGitHub, name: string): Repository {
  const repo = fake.repositories.find((r) => r.owner === COURSE_ORG && r.name === name);
  if (!repo) throw new Error(`no ${name} in the fake`);
  return repo;
}

/** The area's own bar (not the app's navbar). */
export const classroomBar = () => screen.getByRole('navigation', { name: 'Classroom' });
