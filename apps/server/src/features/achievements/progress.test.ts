import { randomUUID } from 'node:crypto';
import { OwnGoalsResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { type Api, courseApi, eventGoal, manualGoal, progress, publish } from './achievements-fixture';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function fresh(): Promise<{ c: CourseWithMembers; api: Api }> {
  const c = await courseWithMembers(s);
  return { c, api: courseApi(s, c.course.id) };
}

/** One goal's count and completion as the user's own list shows it. */
async function progressOf(api: Api, user: UserRow, uuid: string, path = 'self/goals') {
  const res = await api.get(user, path);
  expect(res.statusCode).toBe(200);
  const goal = OwnGoalsResponse.parse(res.json()).find((g) => g.uuid === uuid);
  return goal && { count: goal.count, completed: goal.completed };
}

describe('POST self/goals/:uuid/progress', () => {
  it("stores a student's Event goal count; completion follows the target, not the flag sent", async () => {
    const { c, api } = await fresh();
    const goal = eventGoal(5);
    await publish(api, c.users.staff, { goals: [goal] });
    const post = (body: object) =>
      api.send(c.users.student, 'POST', `self/goals/${goal.uuid}/progress`, body);
    expect(await post(progress(2, true))).toMatchObject({ statusCode: 204, body: '' });
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 2, completed: false });
    await post(progress(5, false));
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 5, completed: true });
  });

  it("caps a student's count at the goal's target", async () => {
    const { c, api } = await fresh();
    const goal = eventGoal(5);
    await publish(api, c.users.staff, { goals: [goal] });
    await api.send(c.users.student, 'POST', `self/goals/${goal.uuid}/progress`, progress(900_000, true));
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 5, completed: true });
  });

  it('lets a student set only Event goals; staff may set their own on any goal', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(2);
    await publish(api, c.users.staff, { goals: [goal] });
    const res = await api.send(
      c.users.student,
      'POST',
      `self/goals/${goal.uuid}/progress`,
      progress(2, true),
    );
    expect([res.statusCode, res.body]).toEqual([403, 'Only staff can update the progress of Manual goals']);
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 0, completed: false });
    const own = await api.send(c.users.staff, 'POST', `self/goals/${goal.uuid}/progress`, progress(3));
    expect(own.statusCode).toBe(204);
    expect(await progressOf(api, c.users.staff, goal.uuid)).toEqual({ count: 3, completed: true });
  });

  it("answers 404 'Goal not found' for an unknown goal or another course's", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const theirs = eventGoal();
    await publish(other.api, other.c.users.staff, { goals: [theirs] });
    for (const uuid of [randomUUID(), theirs.uuid]) {
      const res = await api.send(c.users.student, 'POST', `self/goals/${uuid}/progress`, progress(1));
      expect([res.statusCode, res.body]).toEqual([404, 'Goal not found']);
    }
    expect(await progressOf(other.api, other.c.users.student, theirs.uuid)).toEqual({
      count: 0,
      completed: false,
    });
  });

  const invalid: [string, object, RegExp][] = [
    ['no progress', {}, /^Invalid parameter\(s\): progress: /],
    ['a negative count', progress(-1), /progress.count: must be at least 0/],
    ['a fractional count', progress(1.5), /progress.count: must be a whole number/],
    ['a missing flag', { progress: { count: 1 } }, /progress.completed/],
  ];
  it.each(invalid)('refuses %s with a 400', async (_name, body, message) => {
    const { c, api } = await fresh();
    const goal = eventGoal();
    await publish(api, c.users.staff, { goals: [goal] });
    const res = await api.send(c.users.student, 'POST', `self/goals/${goal.uuid}/progress`, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
  });

  it('refuses callers outside the course', async () => {
    const { c, api } = await fresh();
    const goal = eventGoal();
    await publish(api, c.users.staff, { goals: [goal] });
    const outsider = await s.createUser();
    const res = await api.send(outsider, 'POST', `self/goals/${goal.uuid}/progress`, progress(1));
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });
});

describe("admin/users/:courseRegId/goals: a user's goals and progress", () => {
  it("lets staff and admins read and set a student's progress, counted past the target", async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(3);
    await publish(api, c.users.staff, { goals: [goal] });
    const path = `admin/users/${c.regs.student}/goals`;
    let res = await api.send(c.users.staff, 'POST', `${path}/${goal.uuid}/progress`, progress(2, true));
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await progressOf(api, c.users.admin, goal.uuid, path)).toEqual({ count: 2, completed: false });
    res = await api.send(c.users.admin, 'POST', `${path}/${goal.uuid}/progress`, progress(4));
    expect(res.statusCode).toBe(204);
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 4, completed: true });
  });

  it('refuses students', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal();
    await publish(api, c.users.staff, { goals: [goal] });
    const path = `admin/users/${c.regs.student}/goals`;
    expect(await api.get(c.users.student, path)).toMatchObject({ statusCode: 403, body: 'Forbidden' });
    const res = await api.send(c.users.student, 'POST', `${path}/${goal.uuid}/progress`, progress(1));
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    expect(await progressOf(api, c.users.student, goal.uuid)).toEqual({ count: 0, completed: false });
  });

  it("answers 404 for a registration of another course and for another course's goal", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const [mine, theirs] = [manualGoal(), manualGoal()];
    await publish(api, c.users.staff, { goals: [mine] });
    await publish(other.api, other.c.users.staff, { goals: [theirs] });
    const foreignReg = other.c.regs.student;
    expect(await api.get(c.users.staff, `admin/users/${foreignReg}/goals`)).toMatchObject({
      statusCode: 404,
      body: 'User not found',
    });
    let res = await api.send(
      c.users.staff,
      'POST',
      `admin/users/${foreignReg}/goals/${mine.uuid}/progress`,
      progress(1),
    );
    expect([res.statusCode, res.body]).toEqual([404, 'User not found']);
    res = await api.send(
      c.users.staff,
      'POST',
      `admin/users/${c.regs.student}/goals/${theirs.uuid}/progress`,
      progress(1),
    );
    expect([res.statusCode, res.body]).toEqual([404, 'Goal not found']);
    expect(await progressOf(other.api, other.c.users.student, theirs.uuid)).toEqual({
      count: 0,
      completed: false,
    });
  });

  it('refuses a malformed user id or goal uuid with a 400', async () => {
    const { c, api } = await fresh();
    const read = await api.get(c.users.staff, 'admin/users/abc/goals');
    expect(read.statusCode).toBe(400);
    expect(read.body).toMatch(/^Invalid user id/);
    const res = await api.send(
      c.users.staff,
      'POST',
      `admin/users/${c.regs.student}/goals/xyz/progress`,
      progress(1),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid goal: uuid: must be a uuid/);
  });
});
