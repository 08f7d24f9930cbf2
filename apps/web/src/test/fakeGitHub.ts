/**
 * The journeys' fake GitHub (e2e/fixtures/fake-github), for the web app's tests: started on a
 * loopback port in the test's process, it pages lists with Link headers, wraps base64 and answers
 * errors as GitHub documents, so Octokit talks to it as to GitHub.
 */
export * from '../../../../e2e/fixtures/fake-github/classroom-seed';
export type { Repository } from '../../../../e2e/fixtures/fake-github/repositories';
export {
  FAKE_PERSONAL_TOKEN,
  FAKE_USER,
  USER_REPOS_AT_START,
} from '../../../../e2e/fixtures/fake-github/seed';
export { type FakeGitHub, startFakeGitHub } from '../../../../e2e/fixtures/fake-github/server';
