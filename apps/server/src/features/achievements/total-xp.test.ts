import { TotalXpResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
} from '../../test/assessment-factory';
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

async function totalXp(api: Api, user: UserRow, path = 'user/total_xp'): Promise<number> {
  const res = await api.get(user, path);
  expect(res.statusCode).toBe(200);
  return TotalXpResponse.parse(res.json()).totalXp;
}

/** A submission of the student with two answers worth xp + adjustment each, and a bonus. */
async function gradedSubmission(
  c: CourseWithMembers,
  fields: { published: boolean; xp: [number, number]; adjustment: number; bonus: number },
) {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
  });
  const submission = await createSubmission(s.db, {
    assessmentId: assessment.id,
    studentId: c.regs.student,
    status: 'submitted',
    isGradingPublished: fields.published,
    xpBonus: fields.bonus,
  });
  for (const [i, question] of questions.entries()) {
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: question.id,
      answer: question.type === 'mcq' ? { choiceId: 0 } : { code: 'x;' },
      xp: fields.xp[i] ?? 0,
      xpAdjustment: i === 0 ? fields.adjustment : 0,
    });
  }
}

/** Staff set a student's progress on a goal, as the manual goal editor does. */
async function setProgress(api: Api, c: CourseWithMembers, goalUuid: string, count: number) {
  const res = await api.send(
    c.users.staff,
    'POST',
    `admin/users/${c.regs.student}/goals/${goalUuid}/progress`,
    {
      ...progress(count, true),
    },
  );
  expect(res.statusCode).toBe(204);
}

describe('GET user/total_xp', () => {
  it('is 0 for a new member', async () => {
    const { c, api } = await fresh();
    expect(await totalXp(api, c.users.student)).toBe(0);
  });

  it('counts published submissions (answers, adjustments and bonus) and not unpublished ones', async () => {
    const { c, api } = await fresh();
    await gradedSubmission(c, { published: true, xp: [40, 30], adjustment: -5, bonus: 100 });
    await gradedSubmission(c, { published: false, xp: [90, 90], adjustment: 0, bonus: 50 });
    expect(await totalXp(api, c.users.student)).toBe(40 + 30 - 5 + 100);
  });

  it("adds a fixed-XP achievement's xp once every goal is completed at its target", async () => {
    const { c, api } = await fresh();
    const [g1, g2] = [manualGoal(2), manualGoal(1)];
    const a = achievement({ xp: 250, goalUuids: [g1.uuid, g2.uuid] });
    await publish(api, c.users.staff, { goals: [g1, g2], achievements: [a] });
    await setProgress(api, c, g1.uuid, 2);
    expect(await totalXp(api, c.users.student)).toBe(0);
    await setProgress(api, c, g2.uuid, 1);
    expect(await totalXp(api, c.users.student)).toBe(250);
    // Only the student completed the goals.
    expect(await totalXp(api, c.users.staff)).toBe(0);
  });

  it('adds the sum of goal counts for a variable-XP achievement, with assessment XP', async () => {
    const { c, api } = await fresh();
    await gradedSubmission(c, { published: true, xp: [10, 0], adjustment: 0, bonus: 0 });
    const [g1, g2] = [manualGoal(3), eventGoal(5)];
    const a = achievement({ xp: 999, isVariableXp: true, goalUuids: [g1.uuid, g2.uuid] });
    await publish(api, c.users.staff, { goals: [g1, g2], achievements: [a] });
    await setProgress(api, c, g1.uuid, 4);
    await api.send(c.users.student, 'POST', `self/goals/${g2.uuid}/progress`, progress(5, true));
    expect(await totalXp(api, c.users.student)).toBe(10 + 4 + 5);
  });

  it('counts a goal updated past its target (the reference would not), and drops one whose target rose', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(2);
    const a = achievement({ xp: 40, goalUuids: [goal.uuid] });
    await publish(api, c.users.staff, { goals: [goal], achievements: [a] });
    await setProgress(api, c, goal.uuid, 3);
    expect(await totalXp(api, c.users.student)).toBe(40);
    await publish(api, c.users.staff, { goals: [{ ...goal, targetCount: 5, meta: { targetCount: 5 } }] });
    expect(await totalXp(api, c.users.student)).toBe(0);
  });

  it('gives nothing for an achievement without goals, and sums several achievements', async () => {
    const { c, api } = await fresh();
    const goal = manualGoal(1);
    const [none, one, two] = [
      achievement({ xp: 500 }),
      achievement({ xp: 30, goalUuids: [goal.uuid] }),
      achievement({ xp: 70, goalUuids: [goal.uuid] }),
    ];
    await publish(api, c.users.staff, { goals: [goal], achievements: [none, one, two] });
    await setProgress(api, c, goal.uuid, 1);
    expect(await totalXp(api, c.users.student)).toBe(100);
  });

  it('refuses callers outside the course', async () => {
    const { api } = await fresh();
    const res = await api.get(await s.createUser(), 'user/total_xp');
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });
});

describe('GET admin/users/:courseRegId/total_xp', () => {
  it("gives staff and admins a student's total, and refuses students", async () => {
    const { c, api } = await fresh();
    await gradedSubmission(c, { published: true, xp: [20, 5], adjustment: 0, bonus: 0 });
    const path = `admin/users/${c.regs.student}/total_xp`;
    expect(await totalXp(api, c.users.staff, path)).toBe(25);
    expect(await totalXp(api, c.users.admin, path)).toBe(25);
    expect(await api.get(c.users.student, path)).toMatchObject({ statusCode: 403, body: 'Forbidden' });
  });

  it("answers 404 for another course's registration", async () => {
    const { c, api } = await fresh();
    const other = await fresh();
    const res = await api.get(c.users.staff, `admin/users/${other.c.regs.student}/total_xp`);
    expect([res.statusCode, res.body]).toEqual([404, 'User not found']);
  });
});
