import { randomUUID } from 'node:crypto';
import { AchievementsResponse, MAX_ACHIEVEMENTS_PER_PUT } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementToGoal, goals } from '../../db/schema';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { type Api, achievement, courseApi, manualGoal, publish } from './achievements-fixture';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** A fresh course per test, so each starts with no achievements. */
async function fresh(): Promise<{ c: CourseWithMembers; api: Api }> {
  const c = await courseWithMembers(s);
  return { c, api: courseApi(s, c.course.id) };
}

async function listAs(api: Api, user: CourseWithMembers['users']['student']) {
  const res = await api.get(user, 'achievements');
  expect(res.statusCode).toBe(200);
  return AchievementsResponse.parse(res.json());
}

describe('GET courses/:id/achievements', () => {
  it('answers every member, an empty list for a new course', async () => {
    const { c, api } = await fresh();
    for (const user of Object.values(c.users)) expect(await listAs(api, user)).toEqual([]);
  });

  it('refuses a caller outside the course (403) and one without a token (401)', async () => {
    const { api } = await fresh();
    const outsider = await s.createUser();
    expect(await api.get(outsider, 'achievements')).toMatchObject({ statusCode: 403, body: 'Forbidden' });
    const { c } = await fresh();
    const res = await s.signedOut.get(`/v2/courses/${c.course.id}/achievements`);
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });

  it('returns what staff published, field for field, with hidden and unreleased ones for students too', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(2);
    const first = achievement({ title: 'First steps', position: 1 });
    const full = achievement({
      title: 'Hidden gem',
      xp: 250,
      isVariableXp: true,
      release: '2099-01-01T08:00:00+08:00',
      deadline: '2099-02-01T00:00:00.000Z',
      isTask: false,
      position: 0,
      prerequisiteUuids: [first.uuid, first.uuid],
      cardBackground: 'https://example.org/card.png',
      view: { coverImage: 'https://example.org/cover.png', description: 'Find it', completionText: 'Found!' },
      goalUuids: [goal.uuid, goal.uuid],
    });
    await publish(api, c.users.staff, { goals: [goal], achievements: [first, full] });
    const list = await listAs(api, c.users.student);
    // Hidden (position 0) first, then tasks by position: the dashboard decides what to show.
    expect(list).toEqual([
      {
        ...full,
        release: '2099-01-01T00:00:00.000Z',
        deadline: '2099-02-01T00:00:00.000Z',
        prerequisiteUuids: [first.uuid],
        goalUuids: [goal.uuid],
      },
      first,
    ]);
  });

  it("never shows another course's achievements", async () => {
    const mine = await fresh();
    const theirs = await fresh();
    await publish(theirs.api, theirs.c.users.staff, { achievements: [achievement()] });
    expect(await listAs(mine.api, mine.c.users.staff)).toEqual([]);
  });
});

describe('PUT admin/achievements', () => {
  it('is for staff and admins only', async () => {
    const { c, api } = await fresh();
    const body = { achievements: [achievement()] };
    expect(await api.send(c.users.student, 'PUT', 'admin/achievements', body)).toMatchObject({
      statusCode: 403,
      body: 'Forbidden',
    });
    expect(await listAs(api, c.users.staff)).toEqual([]);
    expect((await api.send(c.users.staff, 'PUT', 'admin/achievements', body)).statusCode).toBe(204);
    const again = { achievements: [achievement()] };
    const res = await api.send(c.users.admin, 'PUT', 'admin/achievements', again);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await listAs(api, c.users.student)).toHaveLength(2);
  });

  it('updates an existing achievement and replaces its prerequisites and goals', async () => {
    const { c, api } = await fresh();
    const [g1, g2] = [manualGoal(), manualGoal()];
    const [a, b, target] = [achievement({ title: 'A' }), achievement({ title: 'B' }), achievement()];
    target.prerequisiteUuids = [a.uuid, b.uuid];
    target.goalUuids = [g1.uuid, g2.uuid];
    await publish(api, c.users.staff, { goals: [g1, g2], achievements: [a, b, target] });
    const changed = { ...target, title: 'Renamed', xp: 5, prerequisiteUuids: [b.uuid], goalUuids: [g2.uuid] };
    await publish(api, c.users.staff, { achievements: [changed] });
    const stored = (await listAs(api, c.users.staff)).find((x) => x.uuid === target.uuid);
    expect(stored).toEqual(changed);
    expect(await listAs(api, c.users.staff)).toHaveLength(3);
  });

  const invalid: [string, (uuid: string) => object, RegExp][] = [
    ['no body', () => ({}), /^Invalid parameter\(s\): achievements: /],
    ['a missing uuid', () => ({ achievements: [{ ...achievement(), uuid: undefined }] }), /uuid/],
    ['a malformed uuid', () => ({ achievements: [achievement({ uuid: 'not-a-uuid' })] }), /must be a uuid/],
    ['a negative xp', () => ({ achievements: [achievement({ xp: -1 })] }), /xp: must be at least 0/],
    ['a fractional xp', () => ({ achievements: [achievement({ xp: 1.5 })] }), /xp: must be a whole number/],
    [
      'a long title',
      () => ({ achievements: [achievement({ title: 'x'.repeat(201) })] }),
      /title: must be at most 200/,
    ],
    [
      'a bad date',
      () => ({ achievements: [achievement({ release: 'tomorrow' })] }),
      /release: must be an ISO-8601/,
    ],
    [
      'a long description',
      () => ({
        achievements: [
          achievement({ view: { coverImage: null, description: 'x'.repeat(5001), completionText: null } }),
        ],
      }),
      /view.description/,
    ],
    [
      'too many achievements',
      () => ({ achievements: Array.from({ length: MAX_ACHIEVEMENTS_PER_PUT + 1 }, () => achievement()) }),
      /achievements: /,
    ],
  ];
  it.each(invalid)('refuses %s with a 400 naming the problem', async (_name, body, message) => {
    const { c, api } = await fresh();
    const res = await api.send(c.users.staff, 'PUT', 'admin/achievements', body(randomUUID()));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(await listAs(api, c.users.staff)).toEqual([]);
  });

  it('refuses an achievement that is its own prerequisite', async () => {
    const { c, api } = await fresh();
    const a = achievement({ title: 'Selfish' });
    a.prerequisiteUuids = [a.uuid];
    const res = await api.send(c.users.staff, 'PUT', 'admin/achievements', { achievements: [a] });
    expect([res.statusCode, res.body]).toEqual([400, 'Achievement Selfish cannot be its own prerequisite']);
  });

  it("refuses a prerequisite or a goal that is not the course's, writing nothing", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const foreign = achievement();
    const foreignGoal = manualGoal();
    await publish(other.api, other.c.users.staff, { goals: [foreignGoal], achievements: [foreign] });
    const ok = achievement({ title: 'Fine' });
    const badPrerequisite = achievement({ title: 'Needs', prerequisiteUuids: [foreign.uuid] });
    let res = await api.send(c.users.staff, 'PUT', 'admin/achievements', {
      achievements: [ok, badPrerequisite],
    });
    expect([res.statusCode, res.body]).toEqual([
      400,
      `Achievement Needs: prerequisite ${foreign.uuid} not found`,
    ]);
    const badGoal = achievement({ title: 'Wants', goalUuids: [foreignGoal.uuid] });
    res = await api.send(c.users.staff, 'PUT', 'admin/achievements', { achievements: [ok, badGoal] });
    expect([res.statusCode, res.body]).toEqual([
      400,
      `Achievement Wants: goal ${foreignGoal.uuid} not found`,
    ]);
    expect(await listAs(api, c.users.staff)).toEqual([]);
  });

  it('accepts prerequisites stored earlier or sent in the same request, in any order', async () => {
    const { c, api } = await fresh();
    const base = achievement({ title: 'Base' });
    await publish(api, c.users.staff, { achievements: [base] });
    const top = achievement({ title: 'Top' });
    const middle = achievement({ title: 'Middle', prerequisiteUuids: [base.uuid] });
    top.prerequisiteUuids = [middle.uuid, base.uuid];
    await publish(api, c.users.staff, { achievements: [top, middle] });
    const byTitle = new Map((await listAs(api, c.users.staff)).map((a) => [a.title, a]));
    expect(byTitle.get('Top')?.prerequisiteUuids.sort()).toEqual([middle.uuid, base.uuid].sort());
  });

  it('refuses a cycle within one request, naming an achievement on it', async () => {
    const { c, api } = await fresh();
    const a = achievement({ title: 'Chicken' });
    const b = achievement({ title: 'Egg', prerequisiteUuids: [a.uuid] });
    a.prerequisiteUuids = [b.uuid];
    const res = await api.send(c.users.staff, 'PUT', 'admin/achievements', { achievements: [a, b] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Circular dependency detected in achievement (Chicken|Egg)$/);
    expect(await listAs(api, c.users.staff)).toEqual([]);
  });

  it('refuses a cycle closed through stored prerequisites and keeps the old ones', async () => {
    const { c, api } = await fresh();
    const a = achievement({ title: 'A' });
    const b = achievement({ title: 'B', prerequisiteUuids: [a.uuid] });
    const cc = achievement({ title: 'C', prerequisiteUuids: [b.uuid] });
    await publish(api, c.users.staff, { achievements: [a, b, cc] });
    const closing = { ...a, title: 'A again', prerequisiteUuids: [cc.uuid] };
    const res = await api.send(c.users.staff, 'PUT', `admin/achievements/${a.uuid}`, {
      achievement: closing,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Circular dependency detected in achievement (A again|B|C)$/);
    const stored = await listAs(api, c.users.staff);
    expect(stored.find((x) => x.uuid === a.uuid)).toEqual(a);
  });

  it("refuses a uuid another course's achievement has, and leaves that one alone", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const theirs = achievement({ title: 'Theirs' });
    await publish(other.api, other.c.users.staff, { achievements: [theirs] });
    const res = await api.send(c.users.staff, 'PUT', 'admin/achievements', {
      achievements: [{ ...theirs, title: 'Hijacked' }],
    });
    expect([res.statusCode, res.body]).toEqual([400, `Achievement uuid ${theirs.uuid} is already in use`]);
    expect(await listAs(other.api, other.c.users.student)).toEqual([theirs]);
    expect(await listAs(api, c.users.staff)).toEqual([]);
  });

  it('refuses the same uuid twice in one request', async () => {
    const { c, api } = await fresh();
    const a = achievement();
    const res = await api.send(c.users.staff, 'PUT', 'admin/achievements', { achievements: [a, a] });
    expect([res.statusCode, res.body]).toEqual([400, `Achievement ${a.uuid} appears more than once`]);
  });
});

describe('PUT admin/achievements/:uuid', () => {
  it('creates or updates the achievement the path names; the body may leave the uuid out', async () => {
    const { c, api } = await fresh();
    const { uuid, ...rest } = achievement({ title: 'Single' });
    expect(
      (await api.send(c.users.staff, 'PUT', `admin/achievements/${uuid}`, { achievement: rest })).statusCode,
    ).toBe(204);
    const update = { achievement: { ...rest, uuid, xp: 7 } };
    expect((await api.send(c.users.admin, 'PUT', `admin/achievements/${uuid}`, update)).statusCode).toBe(204);
    expect(await listAs(api, c.users.student)).toEqual([{ ...rest, uuid, xp: 7 }]);
  });

  it('refuses a body uuid that differs from the path, a bad path uuid, and students', async () => {
    const { c, api } = await fresh();
    const a = achievement();
    let res = await api.send(c.users.staff, 'PUT', `admin/achievements/${randomUUID()}`, { achievement: a });
    expect([res.statusCode, res.body]).toEqual([
      400,
      'The uuid in the body does not match the one in the path',
    ]);
    res = await api.send(c.users.staff, 'PUT', 'admin/achievements/42', { achievement: a });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid achievement: uuid: must be a uuid/);
    res = await api.send(c.users.student, 'PUT', `admin/achievements/${a.uuid}`, { achievement: a });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE admin/achievements/:uuid', () => {
  it("removes it from others' prerequisites and unlinks its goals, which stay", async () => {
    const { c, api } = await fresh();
    const goal = manualGoal();
    const gone = achievement({ title: 'Gone', goalUuids: [goal.uuid] });
    const kept = achievement({ title: 'Kept' });
    const dependent = achievement({ title: 'Dependent', prerequisiteUuids: [gone.uuid, kept.uuid] });
    await publish(api, c.users.staff, { goals: [goal], achievements: [gone, kept, dependent] });
    const res = await api.send(c.users.staff, 'DELETE', `admin/achievements/${gone.uuid}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    const list = await listAs(api, c.users.staff);
    expect(list.map((a) => a.title).sort()).toEqual(['Dependent', 'Kept']);
    expect(list.find((a) => a.title === 'Dependent')?.prerequisiteUuids).toEqual([kept.uuid]);
    expect(await s.db.select().from(goals).where(eq(goals.uuid, goal.uuid))).toHaveLength(1);
    expect(
      await s.db.select().from(achievementToGoal).where(eq(achievementToGoal.goalUuid, goal.uuid)),
    ).toEqual([]);
  });

  it("answers 404 for an unknown achievement or another course's, which stays", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const theirs = achievement();
    await publish(other.api, other.c.users.staff, { achievements: [theirs] });
    for (const uuid of [randomUUID(), theirs.uuid]) {
      const res = await api.send(c.users.admin, 'DELETE', `admin/achievements/${uuid}`);
      expect([res.statusCode, res.body]).toEqual([404, 'Achievement not found']);
    }
    expect(await listAs(other.api, other.c.users.staff)).toEqual([theirs]);
  });

  it('is for staff and admins only', async () => {
    const { c, api } = await fresh();
    const a = achievement();
    await publish(api, c.users.staff, { achievements: [a] });
    const res = await api.send(c.users.student, 'DELETE', `admin/achievements/${a.uuid}`);
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    expect(await listAs(api, c.users.student)).toHaveLength(1);
  });
});
