import type { AutograderResult } from '@sa/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, gradingJobs, questions } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  defaultLibrary,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { BLANK_PROGRAM } from './enqueue';
import { GraderService, SYSTEM_ERROR_MESSAGE } from './grader-service';

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const DOUBLING = {
  prepend: '',
  postpend: '',
  public: [{ program: 'f(1);', answer: '2', score: 1 }],
  opaque: [{ program: 'f(7);', answer: '14', score: 1 }],
  secret: [{ program: 'f(10);', answer: '20', score: 2 }],
};

const submit = (assessmentId: number) =>
  s.as(c.users.student).post(`/v2/courses/${c.course.id}/assessments/${assessmentId}/submit`);

/** The submission's answers in question order. */
const answersOf = (submissionId: number) =>
  s.db
    .select({
      answer: answers.answer,
      xp: answers.xp,
      status: answers.autogradingStatus,
      results: answers.autogradingResults,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.submissionId, submissionId))
    .orderBy(asc(questions.displayOrder));

/**
 * The answers once none is processing, however long a busy machine takes: the verdicts matter here,
 * the test's timeout is the bound, and how fast a finalise is graded is bench/grading-burst.ts's figure.
 */
async function untilGraded(submissionId: number) {
  for (;;) {
    const rows = await answersOf(submissionId);
    if (rows.every((r) => r.status !== 'processing')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runner processes start in seconds on a quiet machine, in tens of seconds on a busy one. */
const GRADING_TIMEOUT_MS = 300_000;

describe('autograding on finalise', () => {
  it(
    'grades programming answers on the server, MCQ at once, and fills in unanswered questions',
    async () => {
      const { assessment, questions: qs } = await createAssessment(s.db, {
        courseId: c.course.id,
        configId: c.configId,
        questions: [
          { type: 'programming', data: DOUBLING, maxXp: 100 }, // passes everything
          { type: 'programming', data: DOUBLING, maxXp: 100 }, // passes one testcase of score 1 out of 4
          { type: 'programming', data: DOUBLING, maxXp: 100 }, // runtime error in the student's code
          {
            type: 'programming',
            data: { ...DOUBLING, opaque: [], secret: [] },
            maxXp: 100,
            gradingLibrary: defaultLibrary({ chapter: 3 }),
          }, // never ends
          { type: 'programming', data: { public: [], opaque: [], secret: [] }, maxXp: 100 }, // no testcases
          { type: 'mcq', maxXp: 30 }, // correct
          { type: 'mcq', maxXp: 30 }, // wrong
          { type: 'programming', data: DOUBLING, maxXp: 100 }, // unanswered
          { type: 'mcq', maxXp: 30 }, // unanswered
          { type: 'voting', maxXp: 30 }, // unanswered
        ],
      });
      const submission = await createSubmission(s.db, {
        assessmentId: assessment.id,
        studentId: c.regs.student,
        status: 'attempted',
      });
      const answer = (index: number, value: Parameters<typeof createAnswer>[1]['answer']) =>
        createAnswer(s.db, { submissionId: submission.id, questionId: qs[index]?.id ?? 0, answer: value });
      await answer(0, { code: 'function f(x) { return x * 2; }' });
      await answer(1, { code: 'function f(x) {\n  return x === 1 ? 2 : 0;\n}' });
      await answer(2, { code: 'function f(x) {\n  return x / undefined_name;\n}' });
      await answer(3, { code: 'function f(x) { while (true) {} return x; }' });
      await answer(4, { code: 'function f(x) { return x; }' });
      await answer(5, { choiceId: 1 });
      await answer(6, { choiceId: 2 });

      const res = await submit(assessment.id);
      expect([res.statusCode, res.body]).toEqual([200, 'OK']);

      const right = await answersOf(submission.id);
      // Finished in the finalise itself: no testcases, MCQ, blanks.
      expect(right[4]).toEqual({
        answer: { code: 'function f(x) { return x; }' },
        xp: 0,
        status: 'success',
        results: [],
      });
      expect(right.slice(5)).toEqual([
        { answer: { choiceId: 1 }, xp: 30, status: 'success', results: [] },
        { answer: { choiceId: 2 }, xp: 0, status: 'success', results: [] },
        { answer: { code: BLANK_PROGRAM }, xp: 0, status: 'success', results: [] },
        { answer: { choiceId: 0 }, xp: 0, status: 'success', results: [] },
        { answer: { completed: false }, xp: 0, status: 'success', results: [] },
      ]);
      const jobs = await s.db.select().from(gradingJobs);
      expect(jobs).toHaveLength(4);

      // The API keeps answering while programs (one of them endless) are graded.
      const list = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/assessments`);
      expect(list.statusCode).toBe(200);

      const graded = await untilGraded(submission.id);
      const pass = (score: number): AutograderResult => ({ resultType: 'pass', score });
      expect(graded[0]).toMatchObject({ status: 'success', xp: 100, results: [pass(1), pass(1), pass(2)] });
      expect(graded[1]).toMatchObject({
        status: 'success',
        xp: 25,
        results: [
          pass(1),
          { resultType: 'fail', expected: '14', actual: '0' },
          { resultType: 'fail', expected: '20', actual: '0' },
        ],
      });
      expect(graded[2]?.status).toBe('success');
      expect(graded[2]?.xp).toBe(0);
      expect(graded[2]?.results).toHaveLength(3);
      for (const result of graded[2]?.results ?? []) {
        expect(result).toMatchObject({
          resultType: 'error',
          errors: [{ location: 'student', line: 2, errorLine: 'return x / undefined_name;' }],
        });
      }
      expect(graded[3]).toMatchObject({
        status: 'success',
        xp: 0,
        results: [{ resultType: 'error', errors: [{ errorType: 'timeout' }] }],
      });
      const done = await s.db.select({ status: gradingJobs.status }).from(gradingJobs);
      expect(done.every((j) => j.status === 'done')).toBe(true);
    },
    GRADING_TIMEOUT_MS,
  );
});

describe('the durable queue', () => {
  async function processingAnswer(code: string) {
    const { assessment, questions: qs } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      questions: [{ type: 'programming', data: DOUBLING, maxXp: 40 }],
    });
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: qs[0]?.id ?? 0,
      answer: { code },
      autogradingStatus: 'processing',
    });
    const [row] = await s.db
      .select({ id: answers.id })
      .from(answers)
      .where(eq(answers.submissionId, submission.id));
    return { submissionId: submission.id, answerId: row?.id ?? 0 };
  }

  it(
    'takes over a job left running by a dead process once its lock has expired',
    async () => {
      const { submissionId, answerId } = await processingAnswer('function f(x) { return 2 * x; }');
      await s.db.insert(gradingJobs).values({
        answerId,
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
      });
      const [graded] = await untilGraded(submissionId);
      expect(graded).toMatchObject({ status: 'success', xp: 40 });
      const [job] = await s.db.select().from(gradingJobs).where(eq(gradingJobs.answerId, answerId));
      expect(job).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
    },
    GRADING_TIMEOUT_MS,
  );

  it(
    'on the embedded database, queues again at start what the last run left running, without waiting for its lock',
    async () => {
      const { submissionId, answerId } = await processingAnswer('function f(x) { return 2 * x; }');
      // As a server killed in the middle of grading leaves it: running, locked for another minute.
      await s.db.insert(gradingJobs).values({
        answerId,
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() + 60_000),
      });
      const restarted = new GraderService({ db: s.db, listen: s.listen, log: s.app.log, soleProcess: true });
      await restarted.start();
      try {
        const [graded] = await untilGraded(submissionId);
        expect(graded).toMatchObject({ status: 'success', xp: 40 });
      } finally {
        await restarted.stop();
      }
    },
    GRADING_TIMEOUT_MS,
  );

  it('leaves a job whose lock is still held alone', async () => {
    const { answerId } = await processingAnswer('function f(x) { return 2 * x; }');
    await s.db.insert(gradingJobs).values({
      answerId,
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() + 60_000),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // more than one poll
    const [job] = await s.db.select().from(gradingJobs).where(eq(gradingJobs.answerId, answerId));
    expect(job).toMatchObject({ status: 'running', attempts: 1 });
    const [row] = await s.db.select().from(answers).where(eq(answers.id, answerId));
    expect(row?.autogradingStatus).toBe('processing');
  });

  it(
    'stores a system error after three attempts that never finished',
    async () => {
      const { submissionId, answerId } = await processingAnswer('function f(x) { return 2 * x; }');
      await s.db.insert(gradingJobs).values({
        answerId,
        status: 'running',
        attempts: 3,
        lockedUntil: new Date(Date.now() - 1000),
      });
      const [graded] = await untilGraded(submissionId);
      expect(graded).toMatchObject({
        status: 'failed',
        xp: 0,
        results: [
          { resultType: 'error', errors: [{ errorType: 'systemError', errorMessage: SYSTEM_ERROR_MESSAGE }] },
        ],
      });
    },
    GRADING_TIMEOUT_MS,
  );
});
