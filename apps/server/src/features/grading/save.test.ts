import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs } from '../../db/schema';
import { createAssessmentConfig } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  answerRows,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  submissionRow,
  submissionWith,
} from '../submissions/lifecycle-fixture';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

const save = async (user: UserRow, submissionId: number, questionId: number, body: object) => {
  const res = await s
    .as(user)
    .post(`/v2/courses/${c.course.id}/admin/grading/${submissionId}/${questionId}`, body);
  return [res.statusCode, res.body];
};

const ungraded = { answers: [{ xp: 40 }, { xp: 0 }] };

describe('POST courses/:id/admin/grading/:sid/:qid', () => {
  it('stores the adjustment and comments, the grader and the time; the rest stays', async () => {
    const sub = await submissionWith(s, c, ungraded);
    const [programming] = sub.questionIds;
    const comments = '**Good** <script>alert(1)</script>';
    expect(
      await save(c.users.staff, sub.submissionId, programming ?? 0, {
        grading: { xpAdjustment: -15, comments },
      }),
    ).toEqual([200, 'OK']);
    const [row, other] = await answerRows(s, sub.submissionId);
    expect(row).toMatchObject({ xp: 40, xpAdjustment: -15, comments, graderId: c.regs.staff });
    expect(row?.gradedAt?.toISOString()).toBe(new Date(DURING).toISOString());
    expect(other).toMatchObject({ graderId: null, xpAdjustment: 0 });
    // Only the XP this time: the comments are kept.
    expect(await save(c.users.staff, sub.submissionId, programming ?? 0, { grading: { xp: 60 } })).toEqual([
      200,
      'OK',
    ]);
    expect((await answerRows(s, sub.submissionId))[0]).toMatchObject({ xp: 60, xpAdjustment: -15, comments });
  });

  it("refuses a total outside [0, max XP] with the editor's message, and changes nothing", async () => {
    const sub = await submissionWith(s, c, ungraded);
    const qid = sub.questionIds[0] ?? 0;
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: 61 } })).toEqual([
      400,
      'XP 101 is out of bounds. Maximum xp is 100.',
    ]);
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: -41 } })).toEqual([
      400,
      'XP -1 is out of bounds. Maximum xp is 100.',
    ]);
    // The bounds themselves are allowed.
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: -40 } })).toEqual([
      200,
      'OK',
    ]);
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: 60 } })).toEqual([
      200,
      'OK',
    ]);
    const [status, body] = await save(c.users.staff, sub.submissionId, qid, { grading: { xp: -1 } });
    expect([status, body]).toEqual([400, 'Missing parameter: grading.xp: XP cannot be negative']);
    expect((await answerRows(s, sub.submissionId))[0]).toMatchObject({ xp: 40, xpAdjustment: 60 });
  });

  it("answers 400 without 'grading' and for a non-integer adjustment", async () => {
    const sub = await submissionWith(s, c, ungraded);
    const qid = sub.questionIds[0] ?? 0;
    expect((await save(c.users.staff, sub.submissionId, qid, {}))[0]).toBe(400);
    expect((await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: 'x' } }))[0]).toBe(
      400,
    );
  });

  it('refuses students with the spec text, and people outside the course', async () => {
    const sub = await submissionWith(s, c, ungraded);
    const qid = sub.questionIds[0] ?? 0;
    expect(await save(c.groupStudent, sub.submissionId, qid, { grading: { xpAdjustment: 1 } })).toEqual([
      403,
      'Only staff can submit answers.',
    ]);
    const outsider = await s.createUser();
    expect(await save(outsider, sub.submissionId, qid, { grading: { xpAdjustment: 1 } })).toEqual([
      403,
      'Forbidden',
    ]);
    expect((await answerRows(s, sub.submissionId))[0]?.graderId).toBeNull();
  });

  it('answers 404 for another course, a missing answer or question; 405 before submission', async () => {
    const sub = await submissionWith(s, c, { answers: [{ xp: 10 }] });
    const other = await lifecycleCourse(s);
    const elsewhere = await s
      .as(other.users.staff)
      .post(`/v2/courses/${other.course.id}/admin/grading/${sub.submissionId}/${sub.questionIds[0]}`, {
        grading: { xpAdjustment: 1 },
      });
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, 'Submission not found']);
    // The mcq question has no answer in this submission; 999999 is no question at all.
    expect(await save(c.users.staff, sub.submissionId, sub.questionIds[1] ?? 0, { grading: {} })).toEqual([
      404,
      'Answer not found',
    ]);
    expect(await save(c.users.staff, sub.submissionId, 999_999, { grading: {} })).toEqual([
      404,
      'Answer not found',
    ]);
    const attempted = await submissionWith(s, c, { status: 'attempted', ...ungraded });
    expect(
      await save(c.users.staff, attempted.submissionId, attempted.questionIds[0] ?? 0, { grading: {} }),
    ).toEqual([405, 'Submission is not submitted yet.']);
  });

  it("lets staff grade their own attempt before it is submitted, and nobody else's", async () => {
    const own = await submissionWith(s, c, { status: 'attempted', studentReg: c.leaderReg, ...ungraded });
    const qid = own.questionIds[0] ?? 0;
    expect(await save(c.users.staff, own.submissionId, qid, { grading: { xpAdjustment: 1 } })).toEqual([
      405,
      'Submission is not submitted yet.',
    ]);
    expect(await save(c.leader, own.submissionId, qid, { grading: { xpAdjustment: 1 } })).toEqual([
      200,
      'OK',
    ]);
    expect((await answerRows(s, own.submissionId))[0]?.xpAdjustment).toBe(1);
  });

  it('computes the early bonus while it is 0 once there is XP', async () => {
    const sub = await submissionWith(s, c, { answers: [{ xp: 0 }, { xp: 0 }] });
    const qid = sub.questionIds[0] ?? 0;
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: 0 } })).toEqual([
      200,
      'OK',
    ]);
    expect((await submissionRow(s, sub.submissionId)).xpBonus).toBe(0);
    expect(await save(c.users.staff, sub.submissionId, qid, { grading: { xpAdjustment: 10 } })).toEqual([
      200,
      'OK',
    ]);
    // Submitted within the 48 hours after opening: the full 200.
    expect((await submissionRow(s, sub.submissionId)).xpBonus).toBe(200);
  });

  it("tells the student 'graded' only when their grading is already published", async () => {
    const hidden = await submissionWith(s, c, ungraded);
    await save(c.users.staff, hidden.submissionId, hidden.questionIds[0] ?? 0, {
      grading: { xpAdjustment: 1 },
    });
    expect(await notificationsOf(s, c.groupStudentReg, hidden.assessmentId)).toEqual([]);

    const shown = await submissionWith(s, c, { published: true });
    await save(c.users.staff, shown.submissionId, shown.questionIds[0] ?? 0, {
      grading: { xpAdjustment: 1 },
    });
    await save(c.users.staff, shown.submissionId, shown.questionIds[1] ?? 0, { grading: { comments: 'ok' } });
    expect(await notificationsOf(s, c.groupStudentReg, shown.assessmentId)).toEqual(['graded:unread']);
  });

  it('auto-publishes once every answer is graded when the type says so', async () => {
    const auto = await createAssessmentConfig(s.db, c.course.id, { type: 'Auto', isManuallyGraded: true });
    await s.db
      .update(assessmentConfigs)
      .set({ isGradingAutoPublished: true })
      .where(eq(assessmentConfigs.id, auto));
    const sub = await submissionWith(s, c, { configId: auto, ...ungraded });
    const [first, second] = sub.questionIds;
    await save(c.users.staff, sub.submissionId, first ?? 0, { grading: { xpAdjustment: 0 } });
    expect((await submissionRow(s, sub.submissionId)).isGradingPublished).toBe(false);
    await save(c.users.staff, sub.submissionId, second ?? 0, { grading: { xpAdjustment: 0 } });
    expect((await submissionRow(s, sub.submissionId)).isGradingPublished).toBe(true);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'published_grading:unread',
    ]);

    // Without the setting, a fully graded submission waits for a publisher.
    const manual = await submissionWith(s, c, ungraded);
    for (const qid of manual.questionIds) {
      await save(c.users.staff, manual.submissionId, qid, { grading: { xpAdjustment: 0 } });
    }
    expect((await submissionRow(s, manual.submissionId)).isGradingPublished).toBe(false);
  });
});
