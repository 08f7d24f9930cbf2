import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COURSE_ORG,
  NEW_MISSION,
  OPEN_MISSION,
  PAST_MISSION,
} from '../../../../e2e/fixtures/fake-github/classroom-seed';
import {
  FAKE_PERSONAL_TOKEN,
  FAKE_USER,
  USER_REPOS_AT_START,
} from '../../../../e2e/fixtures/fake-github/seed';
import { type FakeGitHub, startFakeGitHub } from '../../../../e2e/fixtures/fake-github/server';
import {
  assessmentCardAction,
  assessmentTypeListings,
  COURSE_INFO_FILE,
  COURSE_INFO_REPO,
  discoverCourses,
  hasRepository,
  missionRepository,
  parseCourseInfo,
} from './course-info';
import { parseMissionMcq } from './mcq';
import { deleteTask, updateTask } from './mission';
import { missionFilePaths, missionFromFiles, taskFoldersIn } from './mission-files';
import {
  isEmptySavePlan,
  type LoadedFile,
  loadedAfterSave,
  newMissionFiles,
  planMissionSave,
} from './mission-save';
import { CLASSROOM_COMMIT_MESSAGE } from './texts';

/**
 * The e2e fake GitHub (e2e/fixtures/fake-github) driven through @octokit/rest, the client the
 * Classroom uses: it must page, refuse and answer as GitHub documents, or the journeys built on it
 * prove nothing. The Classroom's rules are run against it on the way.
 */
/** Octokit logs every failed request; the failures here are the point. */
const quiet = { log: { debug() {}, info() {}, warn() {}, error() {} } };
let fake: FakeGitHub;
let github: Octokit;
const api = () => `${fake.origin}/api/v3`;
const login = FAKE_USER.login;
const status = async (call: Promise<unknown>) => {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status;
  }
};

beforeEach(async () => {
  fake = await startFakeGitHub();
  github = new Octokit({ auth: FAKE_PERSONAL_TOKEN, baseUrl: api(), ...quiet });
});
afterEach(() => fake.close());

const decode = (content: string) => Buffer.from(content, 'base64').toString('utf8');
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function readFile(owner: string, repo: string, path: string): Promise<LoadedFile | undefined> {
  try {
    const { data } = await github.rest.repos.getContent({ owner, repo, path });
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data))
      throw new Error(`${path} is no file`);
    return { text: decode(data.content), sha: data.sha };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

/** Loads a mission repository as the Classroom will: the top folder, then each file. */
async function loadMission(owner: string, repo: string) {
  const { data: top } = await github.rest.repos.getContent({ owner, repo, path: '' });
  if (!Array.isArray(top)) throw new Error('expected a folder');
  const loaded = new Map<string, LoadedFile>();
  for (const path of missionFilePaths(taskFoldersIn(top))) {
    const file = await readFile(owner, repo, path);
    if (file) loaded.set(path, file);
  }
  return { loaded, mission: missionFromFiles(new Map([...loaded].map(([p, f]) => [p, f.text]))) };
}

describe('the fake GitHub through Octokit', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const bad = new Octokit({ auth: 'gho_not-a-token', baseUrl: api(), ...quiet });
    await expect(bad.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 401,
      response: { data: { message: 'Bad credentials' } },
    });
    expect(await status(new Octokit({ baseUrl: api(), ...quiet }).rest.users.getAuthenticated())).toBe(401);
  });

  it('pages /user/repos with a Link header, the course repositories on the second page of 100', async () => {
    const first = await github.rest.repos.listForAuthenticatedUser({ per_page: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain(`${api()}/user/repos?per_page=100&page=2>; rel="next"`);
    const all = await github.paginate(github.rest.repos.listForAuthenticatedUser, { per_page: 100 });
    expect(all).toHaveLength(USER_REPOS_AT_START);
    expect(USER_REPOS_AT_START).toBe(106);
    const second = await github.rest.repos.listForAuthenticatedUser({ per_page: 100, page: 2 });
    expect(second.headers.link).toContain('rel="prev"');
    expect(second.headers.link).not.toContain('rel="next"');
    expect(second.data.map((repo) => repo.full_name)).toContain(`${COURSE_ORG}/rune-trials-${login}`);
    // Another student's private mission repository is not the user's to see.
    expect(all.map((repo) => repo.name)).not.toContain('rune-trials-grace-hopper');
  });

  it('discovers the course, its course-info.json and the cards of its assessments', async () => {
    const orgs = await github.paginate(github.rest.orgs.listForAuthenticatedUser, { per_page: 100 });
    const courses = discoverCourses(orgs);
    expect(courses).toEqual([{ login: COURSE_ORG, courseName: 'demo' }]);
    // An organisation's repositories come newest first unless sorted by name, as GitHub lists them.
    const orgRepos = await github.paginate(github.rest.repos.listForOrg, { org: COURSE_ORG, per_page: 2 });
    expect(orgRepos.map((repo) => repo.name)).toEqual([
      `search-and-rescue-${login}`,
      `rune-trials-${login}`,
      COURSE_INFO_REPO,
    ]);
    const byName = await github.rest.repos.listForOrg({ org: COURSE_ORG, sort: 'full_name', per_page: 2 });
    expect(byName.data.map((repo) => repo.name)).toEqual([COURSE_INFO_REPO, `rune-trials-${login}`]);
    expect(byName.headers.link).toContain('rel="last"');
    await expect(github.rest.repos.listForOrg({ org: 'no-such-org' })).rejects.toMatchObject({ status: 404 });

    const { data } = await github.rest.repos.getContent({
      owner: COURSE_ORG,
      repo: COURSE_INFO_REPO,
      path: COURSE_INFO_FILE,
    });
    if (Array.isArray(data) || !('content' in data)) throw new Error('expected a file');
    // GitHub's base64 comes in lines of 60 characters.
    const lines = data.content.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(0, -1).every((line) => line.length === 60)).toBe(true);
    const parsed = parseCourseInfo(decode(data.content));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const [missions, quests] = assessmentTypeListings(parsed.courseInfo);
    expect(missions?.assessments.map((a) => a.title)).toEqual([
      PAST_MISSION.title,
      OPEN_MISSION.title,
      NEW_MISSION.title,
    ]);
    expect(quests?.slug).toBe('path_quests');

    const repos = (await github.paginate(github.rest.repos.listForAuthenticatedUser, { per_page: 100 })).map(
      (repo) => ({ owner: repo.owner.login, name: repo.name }),
    );
    const now = new Date('2026-11-27T00:00:00Z');
    expect(
      missions?.assessments.map((a) =>
        assessmentCardAction(
          a,
          hasRepository(repos, missionRepository(COURSE_ORG, a.repoPrefix, login)),
          now,
        ),
      ),
    ).toEqual(['Review Answers', 'Open', 'Accept']);
  });

  it('answers 404 JSON for a repository or file that is not there', async () => {
    for (const call of [
      github.rest.repos.get({ owner: COURSE_ORG, repo: `${NEW_MISSION.repoPrefix}-${login}` }),
      github.rest.repos.get({ owner: COURSE_ORG, repo: 'rune-trials-grace-hopper' }),
      github.rest.repos.getContent({ owner: COURSE_ORG, repo: COURSE_INFO_REPO, path: 'nothing.json' }),
    ]) {
      await expect(call).rejects.toMatchObject({ status: 404, response: { data: { message: 'Not Found' } } });
    }
    const { data } = await github.rest.repos.get({ owner: COURSE_ORG, repo: COURSE_INFO_REPO });
    expect(data).toMatchObject({
      full_name: `${COURSE_ORG}/${COURSE_INFO_REPO}`,
      owner: { type: 'Organization' },
      permissions: { admin: false, push: false, pull: true },
    });
    // A student reads course-info but cannot write to it: GitHub answers such a write 404.
    const write = github.rest.repos.createOrUpdateFileContents({
      owner: COURSE_ORG,
      repo: COURSE_INFO_REPO,
      path: 'hack.json',
      message: 'no',
      content: encode('{}'),
    });
    await expect(write).rejects.toMatchObject({ status: 404 });
    const mine = await github.rest.repos.get({
      owner: COURSE_ORG,
      repo: `${OPEN_MISSION.repoPrefix}-${login}`,
    });
    expect(mine.data).toMatchObject({ private: true, permissions: { admin: false, push: true } });
  });

  it('saves only the changed file with its sha, and refuses a missing (422) or stale (409) sha', async () => {
    const owner = COURSE_ORG;
    const repo = `${OPEN_MISSION.repoPrefix}-${login}`;
    const { loaded, mission } = await loadMission(owner, repo);
    expect(mission.metadata.sourceVersion).toBe(2);
    expect(mission.tasks).toHaveLength(2);
    expect(mission.tasks[0]?.savedCode).toBe(mission.tasks[0]?.starterCode);
    expect(parseMissionMcq(mission.tasks[1]?.taskDescription ?? '')).not.toBeNull();

    const edited = updateTask(mission, 0, { savedCode: 'function square(x) { return x * x; }\n' });
    const plan = planMissionSave(loaded, edited);
    expect(plan.writes.map((write) => write.path)).toEqual(['Q1/SavedCode.js']);
    const [write] = plan.writes;
    if (!write?.sha) throw new Error('expected an update');
    const put = (sha?: string, text = write.text) =>
      github.rest.repos.createOrUpdateFileContents({
        owner,
        repo,
        path: write.path,
        message: CLASSROOM_COMMIT_MESSAGE,
        content: encode(text),
        ...(sha ? { sha } : {}),
      });
    expect(await status(put(undefined))).toBe(422);
    const { data, status: saved } = await put(write.sha);
    expect(saved).toBe(200);
    expect(fake.commits.at(-1)).toMatchObject({
      repo: `${owner}/${repo}`,
      path: 'Q1/SavedCode.js',
      message: CLASSROOM_COMMIT_MESSAGE,
    });

    // The old sha is stale now: GitHub refuses to overwrite what it no longer names.
    await expect(put(write.sha, 'overwrite;')).rejects.toMatchObject({ status: 409 });
    expect((await readFile(owner, repo, 'Q1/SavedCode.js'))?.text).toBe(write.text);

    const after = loadedAfterSave(loaded, plan, new Map([[write.path, data.content?.sha ?? '']]));
    expect(isEmptySavePlan(planMissionSave(after, edited))).toBe(true);
    expect((await loadMission(owner, repo)).mission).toEqual(edited);
  });

  it('deletes a removed task folder file by file, each with its sha', async () => {
    const owner = COURSE_ORG;
    const repo = `${PAST_MISSION.repoPrefix}-${login}`;
    const { loaded, mission } = await loadMission(owner, repo);
    const change = deleteTask(mission, 1);
    if (!change.ok) throw new Error(change.message);
    const plan = planMissionSave(loaded, change.mission);
    expect(plan.removedFolders).toEqual(['Q2']);
    expect(plan.writes).toEqual([]);
    const remove = (path: string, sha: string) =>
      github.rest.repos.deleteFile({ owner, repo, path, sha, message: CLASSROOM_COMMIT_MESSAGE });
    const [first] = plan.deletes;
    if (!first) throw new Error('expected deletes');
    expect(await status(remove(first.path, 'f'.repeat(40)))).toBe(409);
    for (const file of plan.deletes) await remove(file.path, file.sha);
    const { data: top } = await github.rest.repos.getContent({ owner, repo, path: '' });
    expect(Array.isArray(top) && top.map((entry) => entry.name)).toEqual(['.metadata', 'Q1', 'README.md']);
    expect((await loadMission(owner, repo)).mission).toEqual(change.mission);
  });

  it('creates a repository for a new mission: empty until its files are written, a second one refused', async () => {
    const { data: created, status: made } = await github.rest.repos.createForAuthenticatedUser({
      name: 'my-mission',
    });
    expect(made).toBe(201);
    expect(created).toMatchObject({ full_name: `${login}/my-mission`, owner: { login } });
    await expect(
      github.rest.repos.getContent({ owner: login, repo: 'my-mission', path: '' }),
    ).rejects.toMatchObject({
      status: 404,
      response: { data: { message: 'This repository is empty.' } },
    });
    const { mission } = await loadMission(COURSE_ORG, `${OPEN_MISSION.repoPrefix}-${login}`);
    for (const file of newMissionFiles(mission)) {
      await github.rest.repos.createOrUpdateFileContents({
        owner: login,
        repo: 'my-mission',
        path: file.path,
        message: CLASSROOM_COMMIT_MESSAGE,
        content: encode(file.text),
      });
    }
    expect((await loadMission(login, 'my-mission')).mission).toEqual(mission);
    expect(await status(github.rest.repos.createForAuthenticatedUser({ name: 'my-mission' }))).toBe(422);
    expect(await status(github.rest.repos.createForAuthenticatedUser({ name: '' }))).toBe(422);
  });

  it('answers a preflight and exposes the Link header to other origins', async () => {
    const preflight = await fetch(`${api()}/user/repos`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:8731', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const res = await fetch(`${api()}/user/repos?per_page=100`, {
      headers: { authorization: `token ${FAKE_PERSONAL_TOKEN}`, origin: 'http://127.0.0.1:8731' },
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('Link');
  });
});
