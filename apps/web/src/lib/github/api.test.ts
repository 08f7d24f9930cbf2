import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_INFO_REPO,
  COURSE_ORG,
  FAKE_PERSONAL_TOKEN,
  FAKE_USER,
  type FakeGitHub,
  OTHER_ORG,
  startFakeGitHub,
  USER_REPOS_AT_START,
} from '../../test/fakeGitHub';
import { getAuthenticatedUser, listAllOrgRepos, listAllOrgs, listAllRepos, readFile } from './api';
import { githubClient, githubStatus } from './client';

/** The GitHub calls against the journeys' fake GitHub (src/test/fakeGitHub.ts). */
let fake: FakeGitHub;
const client = () => githubClient(FAKE_PERSONAL_TOKEN, `${fake.origin}/api/v3`);

beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

describe('the GitHub calls', () => {
  it("names the signed-in user, with GitHub's wording for a missing public email", async () => {
    expect(await getAuthenticatedUser(await client())).toEqual({
      login: FAKE_USER.login,
      name: FAKE_USER.name,
      email: 'No public email provided',
    });
  });

  it("lists every page of the user's repositories", async () => {
    expect(USER_REPOS_AT_START).toBeGreaterThan(100);
    const repos = await listAllRepos(await client());
    expect(repos).toHaveLength(USER_REPOS_AT_START);
    expect(repos.map((r) => r.fullName)).toContain(`${COURSE_ORG}/rune-trials-${FAKE_USER.login}`);
  });

  it("lists the organisations and, page after page, an organisation's repositories", async () => {
    const orgs = await listAllOrgs(await client());
    expect(orgs.map((o) => o.login).sort()).toEqual([OTHER_ORG, COURSE_ORG].sort());
    // Fewer than a page: ask one per page so that the Link header must be followed.
    const github = await client();
    const onePerPage = await github.paginate(github.rest.repos.listForOrg, { org: COURSE_ORG, per_page: 1 });
    const repos = await listAllOrgRepos(github, COURSE_ORG);
    expect(repos.map((r) => r.name).sort()).toEqual(onePerPage.map((r) => r.name).sort());
    expect(repos.length).toBeGreaterThan(1);
    expect(repos.map((r) => r.name)).toContain(COURSE_INFO_REPO);
    // Another student's private repository stays hidden.
    expect(repos.map((r) => r.name)).not.toContain('rune-trials-grace-hopper');
  });

  it("reads a file's text and sha, and reports a missing one as GitHub's 404", async () => {
    const github = await client();
    const file = await readFile(github, { owner: COURSE_ORG, name: COURSE_INFO_REPO }, 'course-info.json');
    expect(JSON.parse(file.text).types[0].typeName).toBe('Missions');
    expect(file.sha).toMatch(/^[0-9a-f]{40}$/);
    const missing = await readFile(github, { owner: COURSE_ORG, name: COURSE_INFO_REPO }, 'nope.json').catch(
      (error: unknown) => error,
    );
    expect(githubStatus(missing)).toBe(404);
    await expect(readFile(github, { owner: COURSE_ORG, name: 'rune-trials-ada-gh' }, 'Q1')).rejects.toThrow(
      'Q1 is a folder, not a file',
    );
  });
});
