import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradingJobs } from '../../db/schema';
import { createAnswer, createAssessment, createSubmission } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  answerRows,
  CLOSE,
  DOUBLING,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  OPEN,
  RIGHT,
  submissionRow,
  untilSettled,
} from '../submissions/lifecycle-fixture';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

const reautograde = async (user: UserRow, path: string, courseId = c.course.id) => {
  const res = await s.as(user).post(`/v2/courses/${courseId}/admin/grading/${path}/autograde`);
  return [res.statusCode, res.body];
};

/**
 * A finalised submission of [programming with testcases, mcq, programming without testcases],
 * graded by hand earlier: every answer has XP and an adjustment the reautograde must overwrite.
 */
async function gradedSubmission(
  course: LifecycleCourse = c,
  status: 'submitted' | 'attempted' = 'submitted',
) {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: course.course.id,
    configId: course.configId,
    openAt: OPEN,
    closeAt: CLOSE,
    questions: [
      { type: 'programming', data: DOUBLING, maxXp: 100 },
      { type: 'mcq', maxXp: 30 },
      { type: 'programming', data: { public: [], opaque: [], secret: [] }, maxXp: 50 },
    ],
  });
  const submission = await createSubmission(s.db, {
    assessmentId: assessment.id,
    studentId: course.groupStudentReg,
    status,
  });
  const answers = [{ code: RIGHT }, { choiceId: 1 }, { code: RIGHT }];
  for (const [index, answer] of answers.entries()) {
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: questions[index]?.id ?? 0,
      answer,
      xp: 7,
      xpAdjustment: 3,
      graderId: course.leaderReg,
      autogradingStatus: 'success',
    });
  }
  return { submissionId: submission.id, questionIds: questions.map((q) => q.id) };
}

const grades = async (submissionId: number) =>
  (await answerRows(s, submissionId)).map((a) => [a.xp, a.xpAdjustment, a.autogradingStatus]);

describe('POST courses/:id/admin/grading/:sid/autograde', () => {
  it('regrades every answer in overwrite mode: MCQ and no-testcase answers at once, programming through the queue', async () => {
    const { submissionId } = await gradedSubmission();
    expect(await reautograde(c.users.staff, `${submissionId}`)).toEqual([204, '']);
    // In the request itself: the MCQ is right (30), no testcases gives 0, the adjustments are gone.
    const now = await grades(submissionId);
    expect(now[1]).toEqual([30, 0, 'success']);
    expect(now[2]).toEqual([0, 0, 'success']);
    expect((await answerRows(s, submissionId))[0]?.xpAdjustment).toBe(0);
    expect((await untilSettled(s, submissionId))[0]).toMatchObject({
      xp: 100,
      xpAdjustment: 0,
      autogradingStatus: 'success',
      autogradingResults: [
        { resultType: 'pass', score: 1 },
        { resultType: 'pass', score: 1 },
        { resultType: 'pass', score: 2 },
      ],
    });
    // Grader and comments are the grader's; the reautograde leaves them.
    expect((await answerRows(s, submissionId)).every((a) => a.graderId === c.leaderReg)).toBe(true);
  });

  it('queues a job again even when the answer was graded by a job before', async () => {
    const { submissionId } = await gradedSubmission();
    expect(await reautograde(c.users.admin, `${submissionId}`)).toEqual([204, '']);
    await untilSettled(s, submissionId);
    const [first] = await answerRows(s, submissionId);
    const jobOf = async () =>
      (
        await s.db
          .select()
          .from(gradingJobs)
          .where(eq(gradingJobs.answerId, first?.id ?? 0))
      )[0];
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 1 });
    expect(await reautograde(c.users.admin, `${submissionId}`)).toEqual([204, '']);
    expect((await answerRows(s, submissionId))[0]?.autogradingStatus).toBe('processing');
    expect((await untilSettled(s, submissionId))[0]).toMatchObject({ xp: 100, autogradingStatus: 'success' });
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it("answers 404 'Submission not found' for a missing id or another course's submission", async () => {
    expect(await reautograde(c.users.admin, '987654321')).toEqual([404, 'Submission not found']);
    const other = await lifecycleCourse(s);
    const foreign = await gradedSubmission(other);
    expect(await reautograde(c.users.admin, `${foreign.submissionId}`)).toEqual([
      404,
      'Submission not found',
    ]);
    expect(await grades(foreign.submissionId)).toEqual([
      [7, 3, 'success'],
      [7, 3, 'success'],
      [7, 3, 'success'],
    ]);
  });

  it("answers 400 'Cannot reautograde non-submitted submission.' before the finalise", async () => {
    const { submissionId } = await gradedSubmission(c, 'attempted');
    expect(await reautograde(c.users.admin, `${submissionId}`)).toEqual([
      400,
      'Cannot reautograde non-submitted submission.',
    ]);
    expect((await grades(submissionId))[1]).toEqual([7, 3, 'success']);
  });

  it('is for staff and admins of the course, not students (even their own submission)', async () => {
    const { submissionId } = await gradedSubmission();
    expect(await reautograde(c.groupStudent, `${submissionId}`)).toEqual([403, 'Forbidden']);
    expect(await reautograde(c.users.student, `${submissionId}`)).toEqual([403, 'Forbidden']);
    expect((await grades(submissionId))[1]).toEqual([7, 3, 'success']);
    expect(await reautograde(c.users.admin, 'abc')).toEqual([400, expect.any(String)]);
  });
});

describe('POST courses/:id/admin/grading/:sid/:qid/autograde', () => {
  it("regrades that question's answer only", async () => {
    const { submissionId, questionIds } = await gradedSubmission();
    expect(await reautograde(c.users.staff, `${submissionId}/${questionIds[1]}`)).toEqual([204, '']);
    expect(await grades(submissionId)).toEqual([
      [7, 3, 'success'],
      [30, 0, 'success'],
      [7, 3, 'success'],
    ]);
    // The programming answer was not queued.
    const [programming] = await answerRows(s, submissionId);
    expect(
      await s.db
        .select()
        .from(gradingJobs)
        .where(eq(gradingJobs.answerId, programming?.id ?? 0)),
    ).toEqual([]);
  });

  it("answers 404 'Question not found' for a question of another assessment", async () => {
    const { submissionId } = await gradedSubmission();
    const elsewhere = await gradedSubmission();
    expect(await reautograde(c.users.admin, `${submissionId}/${elsewhere.questionIds[1]}`)).toEqual([
      404,
      'Question not found',
    ]);
    expect(await reautograde(c.users.admin, `${submissionId}/987654321`)).toEqual([
      404,
      'Question not found',
    ]);
    expect(await reautograde(c.users.admin, `987654321/${elsewhere.questionIds[1]}`)).toEqual([
      404,
      'Submission not found',
    ]);
    expect((await grades(elsewhere.submissionId))[1]).toEqual([7, 3, 'success']);
  });

  it('needs a finalised submission and a staff caller', async () => {
    const { submissionId, questionIds } = await gradedSubmission(c, 'attempted');
    expect(await reautograde(c.users.admin, `${submissionId}/${questionIds[0]}`)).toEqual([
      400,
      'Cannot reautograde non-submitted submission.',
    ]);
    const submitted = await gradedSubmission();
    expect(
      await reautograde(c.groupStudent, `${submitted.submissionId}/${submitted.questionIds[0]}`),
    ).toEqual([403, 'Forbidden']);
    expect((await submissionRow(s, submitted.submissionId)).status).toBe('submitted');
  });
});
