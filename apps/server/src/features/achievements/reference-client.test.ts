import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { type Api, courseApi } from './achievements-fixture';

/**
 * Achievements and goals called as the reference web client calls them (issue 16). Its editor
 * sends each goal with its kind in `type` and again in `meta.type` (the legacy kinds by their
 * labels, 'Assessment (unsupported)'), and reads the kind back from `meta.type` only; its delete
 * calls carry a `{uuid}` body; its progress posts send the whole progress object.
 */

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function fresh(): Promise<{ c: CourseWithMembers; api: Api }> {
  const c = await courseWithMembers(s);
  return { c, api: courseApi(s, c.course.id) };
}

/** A goal as the reference client's editor sends it: the target from meta, the kind from meta. */
function referenceGoal(
  meta: { type: string; targetCount?: number } & Record<string, unknown>,
  text = 'A goal',
) {
  return {
    targetCount: meta.type === 'Assessment (unsupported)' ? 1 : (meta.targetCount ?? 0),
    meta,
    text,
    type: meta.type,
    uuid: randomUUID(),
  };
}

const manual = () => referenceGoal({ type: 'Manual', targetCount: 3 }, 'Attend a studio');
const event = () =>
  referenceGoal(
    {
      type: 'Event',
      eventNames: ['Run Code', 'Error'],
      targetCount: 5,
      release: '2030-01-01T00:00:00.000Z',
      observeFrom: '2030-01-01T00:00:00.000Z',
      observeTo: '2030-01-08T00:00:00.000Z',
    },
    'Run code five times',
  );
const assessment = () =>
  referenceGoal({ type: 'Assessment (unsupported)', assessmentNumber: 3, requiredCompletionFrac: 0.5 });
const binary = () =>
  referenceGoal({
    type: 'Binary (unsupported)',
    condition: { type: 'AND', conditions: [{ type: 'GOAL', conditionValue: 'x' }] },
    targetCount: 2,
  });

/** The meta of each goal a route answers, by uuid. */
async function metaByUuid(api: Api, user: Parameters<Api['get']>[0], path: string) {
  const res = await api.get(user, path);
  expect(res.statusCode, res.body).toBe(200);
  const list: unknown = res.json();
  if (!Array.isArray(list)) throw new Error('a list expected');
  return new Map(list.map((goal: { uuid: string; meta: unknown }) => [goal.uuid, goal.meta]));
}

describe('goals from the reference client', () => {
  it('keeps meta whole, meta.type included, on every route that answers goals', async () => {
    const { c, api } = await fresh();
    const goals = [manual(), event(), assessment(), binary()];
    const put = await api.send(c.users.staff, 'PUT', 'admin/goals', { goals });
    expect([put.statusCode, put.body]).toEqual([204, '']);
    for (const [user, path] of [
      [c.users.staff, 'admin/goals'],
      [c.users.student, 'self/goals'],
      [c.users.staff, `admin/users/${c.regs.student}/goals`],
    ] as const) {
      const answered = await metaByUuid(api, user, path);
      for (const goal of goals) expect([path, answered.get(goal.uuid)]).toEqual([path, goal.meta]);
    }
  });

  it('answers the targets and counts the client reads beside meta', async () => {
    const { c, api } = await fresh();
    const goal = event();
    await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [goal] });
    // The client posts its whole progress object, uuid and target included.
    const posted = await api.send(c.users.student, 'POST', `self/goals/${goal.uuid}/progress`, {
      progress: { uuid: goal.uuid, count: 2, targetCount: 5, completed: false },
    });
    expect([posted.statusCode, posted.body]).toEqual([204, '']);
    const res = await api.get(c.users.student, 'self/goals');
    expect(res.json()).toEqual([
      expect.objectContaining({
        uuid: goal.uuid,
        text: goal.text,
        targetCount: 5,
        count: 2,
        completed: false,
      }),
    ]);
  });

  it('keeps keys it does not know through PUT admin/goals/:uuid', async () => {
    const { c, api } = await fresh();
    const goal = manual();
    await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [goal] });
    const { uuid, ...body } = goal;
    const meta = { ...goal.meta, targetCount: 4, note: { by: 'a newer client' } };
    const res = await api.send(c.users.admin, 'PUT', `admin/goals/${uuid}`, {
      goal: { ...body, targetCount: 4, meta },
    });
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await metaByUuid(api, c.users.staff, 'admin/goals')).get(uuid)).toEqual(meta);
  });

  it('gives goals our editor wrote without meta.type the kind the client reads', async () => {
    const { c, api } = await fresh();
    const ours = {
      uuid: randomUUID(),
      text: 'Ours',
      targetCount: 1,
      type: 'Assessment',
      meta: { assessmentNumber: 'M1' },
    };
    await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [ours] });
    expect((await metaByUuid(api, c.users.student, 'self/goals')).get(ours.uuid)).toEqual({
      assessmentNumber: 'M1',
      type: 'Assessment (unsupported)',
    });
  });

  it('refuses a meta.type naming another kind than the goal', async () => {
    const { c, api } = await fresh();
    const goal = { ...manual(), meta: { type: 'Event', targetCount: 3 } };
    const res = await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [goal] });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/goals\.0\.meta\.type: meta\.type must name the goal type/);
  });

  it('deletes goals and achievements with the {uuid} body the client sends', async () => {
    const { c, api } = await fresh();
    const goal = manual();
    const achievementUuid = randomUUID();
    await api.send(c.users.staff, 'PUT', 'admin/goals', { goals: [goal] });
    // The achievement as the client's editor sends it: empty strings for unset images and texts.
    const saved = await api.send(c.users.staff, 'PUT', 'admin/achievements', {
      achievements: [
        {
          uuid: achievementUuid,
          title: 'First steps',
          xp: 100,
          isVariableXp: false,
          deadline: null,
          release: '2030-01-01T00:00:00.000Z',
          isTask: true,
          position: 1,
          prerequisiteUuids: [],
          goalUuids: [goal.uuid],
          cardBackground: '',
          view: { coverImage: '', description: '', completionText: '' },
        },
      ],
    });
    expect([saved.statusCode, saved.body]).toEqual([204, '']);
    const removedAchievement = await api.send(
      c.users.staff,
      'DELETE',
      `admin/achievements/${achievementUuid}`,
      {
        uuid: achievementUuid,
      },
    );
    expect(removedAchievement.statusCode).toBe(204);
    const removedGoal = await api.send(c.users.staff, 'DELETE', `admin/goals/${goal.uuid}`, {
      uuid: goal.uuid,
    });
    expect(removedGoal.statusCode).toBe(204);
    expect((await api.get(c.users.staff, 'admin/goals')).json()).toEqual([]);
  });
});
