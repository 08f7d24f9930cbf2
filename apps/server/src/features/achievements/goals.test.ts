import { randomUUID } from 'node:crypto';
import {
  type GoalDefinition,
  GoalDefinitionsResponse,
  MAX_GOALS_PER_PUT,
  OwnGoalsResponse,
} from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalProgress } from '../../db/schema';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  type Api,
  achievement,
  courseApi,
  eventGoal,
  manualGoal,
  progress,
  publish,
} from './achievements-fixture';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function fresh(): Promise<{ c: CourseWithMembers; api: Api }> {
  const c = await courseWithMembers(s);
  return { c, api: courseApi(s, c.course.id) };
}

async function definitions(api: Api, user: UserRow) {
  const res = await api.get(user, 'admin/goals');
  expect(res.statusCode).toBe(200);
  return GoalDefinitionsResponse.parse(res.json());
}

async function ownGoals(api: Api, user: UserRow, path = 'self/goals') {
  const res = await api.get(user, path);
  expect(res.statusCode).toBe(200);
  return OwnGoalsResponse.parse(res.json());
}

describe('GET and PUT admin/goals', () => {
  it('stores Manual and Event goals and keeps the unsupported kinds as they came', async () => {
    const { c, api } = await fresh();
    const manual = manualGoal(3, 'Attend a studio');
    const event: GoalDefinition = {
      uuid: randomUUID(),
      text: 'Run code ten times in week 1',
      targetCount: 10,
      type: 'Event',
      meta: {
        type: 'Event',
        eventNames: ['Run Code', 'Run Testcase'],
        targetCount: 10,
        release: '2030-01-01T00:00:00.000Z',
        deadline: null,
        observeFrom: '2030-01-01T00:00:00.000Z',
        observeTo: '2030-01-08T00:00:00.000Z',
      },
    };
    const assessment: GoalDefinition = {
      uuid: randomUUID(),
      text: 'Legacy',
      targetCount: 1,
      type: 'Assessment',
      meta: { assessmentNumber: 'M1', requiredCompletionFrac: 0.5 },
    };
    const binary: GoalDefinition = {
      uuid: randomUUID(),
      text: 'Legacy binary',
      targetCount: 2,
      type: 'Binary',
      meta: { condition: { type: 'AND', children: [] }, targetCount: 2 },
    };
    await publish(api, c.users.staff, { goals: [manual, event, assessment, binary] });
    // Our editor leaves meta.type out of the legacy kinds; it is answered as the reference client names them.
    expect(await definitions(api, c.users.admin)).toEqual(
      expect.arrayContaining([
        manual,
        event,
        { ...assessment, meta: { ...assessment.meta, type: 'Assessment (unsupported)' } },
        { ...binary, meta: { ...binary.meta, type: 'Binary (unsupported)' } },
      ]),
    );
    expect(await definitions(api, c.users.staff)).toHaveLength(4);
  });

  it('updates a goal in place', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(1);
    await publish(api, c.users.staff, { goals: [goal] });
    const changed: GoalDefinition = {
      ...goal,
      text: 'Changed',
      targetCount: 4,
      meta: { type: 'Manual', targetCount: 4 },
    };
    await publish(api, c.users.admin, { goals: [changed] });
    expect(await definitions(api, c.users.staff)).toEqual([changed]);
  });

  it('is for staff and admins only, and shows no other course', async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    await publish(other.api, other.c.users.staff, { goals: [manualGoal()] });
    expect(await api.get(c.users.student, 'admin/goals')).toMatchObject({
      statusCode: 403,
      body: 'Forbidden',
    });
    const res = await api.send(c.users.student, 'PUT', 'admin/goals', { goals: [manualGoal()] });
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    expect(await definitions(api, c.users.staff)).toEqual([]);
  });

  const goal = manualGoal();
  const invalid: [string, object, RegExp][] = [
    ['no body', {}, /^Invalid parameter\(s\): goals: /],
    ['an unknown type', { goals: [{ ...goal, type: 'Quiz' }] }, /goals.0.type/],
    [
      'an unknown event',
      { goals: [{ ...eventGoal(), meta: { eventNames: ['Jump'], targetCount: 5 } }] },
      /goals.0.meta.eventNames.0/,
    ],
    [
      'a negative target',
      { goals: [{ ...goal, targetCount: -1, meta: { targetCount: -1 } }] },
      /must be at least 0/,
    ],
    [
      'targets that disagree',
      { goals: [{ ...goal, targetCount: 2, meta: { targetCount: 3 } }] },
      /goals.0.meta.targetCount: meta.targetCount must equal targetCount/,
    ],
    ['a long text', { goals: [{ ...goal, text: 'x'.repeat(1001) }] }, /goals.0.text: must be at most 1000/],
    [
      'a bad window date',
      { goals: [{ ...eventGoal(), meta: { ...eventGoal().meta, observeTo: 'soon' } }] },
      /observeTo/,
    ],
    [
      'too many goals',
      { goals: Array.from({ length: MAX_GOALS_PER_PUT + 1 }, () => manualGoal()) },
      /goals: /,
    ],
  ];
  it.each(invalid)('refuses %s with a 400 naming the problem', async (_name, body, message) => {
    const { c, api } = await fresh();
    const res = await api.send(c.users.staff, 'PUT', 'admin/goals', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(await definitions(api, c.users.staff)).toEqual([]);
  });

  it("refuses a uuid another course's goal has, or the same uuid twice", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const theirs = manualGoal(1, 'Theirs');
    await publish(other.api, other.c.users.staff, { goals: [theirs] });
    let res = await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [{ ...theirs, text: 'Mine' }] });
    expect([res.statusCode, res.body]).toEqual([400, `Goal uuid ${theirs.uuid} is already in use`]);
    expect(await definitions(other.api, other.c.users.staff)).toEqual([theirs]);
    const twice = manualGoal();
    res = await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [twice, twice] });
    expect([res.statusCode, res.body]).toEqual([400, `Goal ${twice.uuid} appears more than once`]);
  });
});

describe('PUT and DELETE admin/goals/:uuid', () => {
  it('writes the goal the path names; a differing body uuid is refused', async () => {
    const { c, api } = await fresh();
    const { uuid, ...rest } = eventGoal(5);
    expect((await api.send(c.users.staff, 'PUT', `admin/goals/${uuid}`, { goal: rest })).statusCode).toBe(
      204,
    );
    expect(await definitions(api, c.users.staff)).toEqual([{ uuid, ...rest }]);
    const res = await api.send(c.users.staff, 'PUT', `admin/goals/${uuid}`, {
      goal: { ...rest, uuid: randomUUID() },
    });
    expect([res.statusCode, res.body]).toEqual([
      400,
      'The uuid in the body does not match the one in the path',
    ]);
  });

  it("deletes the goal with its achievement links and everyone's progress", async () => {
    const { c, api } = await fresh();
    const [gone, kept] = [manualGoal(), manualGoal()];
    const a = achievement({ goalUuids: [gone.uuid, kept.uuid] });
    await publish(api, c.users.staff, { goals: [gone, kept], achievements: [a] });
    await api.send(
      c.users.staff,
      'POST',
      `admin/users/${c.regs.student}/goals/${gone.uuid}/progress`,
      progress(1),
    );
    const res = await api.send(c.users.admin, 'DELETE', `admin/goals/${gone.uuid}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await definitions(api, c.users.staff)).toEqual([kept]);
    const achievements = (await api.get(c.users.student, 'achievements')).json();
    expect(achievements).toEqual([{ ...a, goalUuids: [kept.uuid] }]);
    expect(await s.db.select().from(goalProgress).where(eq(goalProgress.goalUuid, gone.uuid))).toEqual([]);
  });

  it("answers 404 'Goal not found' for an unknown goal or another course's", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const theirs = manualGoal();
    await publish(other.api, other.c.users.staff, { goals: [theirs] });
    for (const uuid of [randomUUID(), theirs.uuid]) {
      const res = await api.send(c.users.staff, 'DELETE', `admin/goals/${uuid}`);
      expect([res.statusCode, res.body]).toEqual([404, 'Goal not found']);
    }
    expect(await definitions(other.api, other.c.users.staff)).toEqual([theirs]);
  });

  it('is for staff and admins only', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal();
    await publish(api, c.users.staff, { goals: [goal] });
    for (const [method, body] of [
      ['PUT', { goal }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.send(c.users.student, method, `admin/goals/${goal.uuid}`, body);
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
    expect(await definitions(api, c.users.staff)).toEqual([goal]);
  });
});

describe('GET self/goals', () => {
  it("lists every goal with the caller's progress (0 without any) and its achievements", async () => {
    const { c, api } = await fresh();
    const [manual, event, loose] = [manualGoal(2), eventGoal(5), manualGoal(1, 'Unlinked')];
    const [a, b] = [
      achievement({ goalUuids: [manual.uuid, event.uuid] }),
      achievement({ goalUuids: [manual.uuid] }),
    ];
    await publish(api, c.users.staff, { goals: [manual, event, loose], achievements: [a, b] });
    await api.send(c.users.student, 'POST', `self/goals/${event.uuid}/progress`, progress(3));
    const mine = await ownGoals(api, c.users.student);
    expect(mine).toEqual(
      expect.arrayContaining([
        { ...manual, count: 0, completed: false, achievementUuids: [a.uuid, b.uuid].sort() },
        { ...event, count: 3, completed: false, achievementUuids: [a.uuid] },
        { ...loose, count: 0, completed: false, achievementUuids: [] },
      ]),
    );
    expect(mine).toHaveLength(3);
    // Progress is per user: the staff member's own list is untouched.
    expect((await ownGoals(api, c.users.staff)).every((g) => g.count === 0)).toBe(true);
  });
});
