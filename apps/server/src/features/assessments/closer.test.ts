import { CourseConfigResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessments, gradingJobs } from '../../db/schema';
import { createAnswer, createAssessment, createSubmission } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  AFTER,
  answerRows,
  CLOSE,
  DOUBLING,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  OPEN,
  RIGHT,
  submissionRow,
  untilSettled,
} from '../submissions/lifecycle-fixture';
import { AssessmentCloser } from './closer-service';

let clock = DURING;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
});
beforeEach(() => {
  clock = DURING;
});
afterAll(() => s?.close());

/** A closer of its own, as another process would run one; ticked by the test, not by a timer. */
const closer = () => new AssessmentCloser({ db: s.db, log: s.app.log, now: () => new Date(clock) });

async function setAutoSubmit(c: LifecycleCourse, on: boolean) {
  const res = await s
    .as(c.users.admin)
    .put(`/v2/courses/${c.course.id}/admin/config`, { enableAutoSubmitOnClose: on });
  expect([res.statusCode, res.body]).toEqual([200, 'OK']);
}

/**
 * An assessment (programming, mcq) of the course closing at CLOSE with: the group student's
 * attempted submission (both answered), the course student's 'attempting' one (mcq only), a
 * finalised one and the staff member's own attempt.
 */
async function closingAssessment(c: LifecycleCourse) {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    openAt: OPEN,
    closeAt: CLOSE,
    questions: [
      { type: 'programming', data: DOUBLING, maxXp: 100 },
      { type: 'mcq', maxXp: 30 },
    ],
  });
  const [programming, mcq] = questions.map((q) => q.id);
  const submission = async (studentId: number, status: 'attempting' | 'attempted' | 'submitted') => {
    const row = await createSubmission(s.db, { assessmentId: assessment.id, studentId, status });
    return row.id;
  };
  const attempted = await submission(c.groupStudentReg, 'attempted');
  await createAnswer(s.db, {
    submissionId: attempted,
    questionId: programming ?? 0,
    answer: { code: RIGHT },
  });
  await createAnswer(s.db, { submissionId: attempted, questionId: mcq ?? 0, answer: { choiceId: 1 } });
  const attempting = await submission(c.regs.student, 'attempting');
  await createAnswer(s.db, { submissionId: attempting, questionId: mcq ?? 0, answer: { choiceId: 2 } });
  const other = await s.createUser();
  const finalised = await submission(await s.enrol(other, c.course, 'student'), 'submitted');
  const staffOwn = await submission(c.regs.staff, 'attempted');
  return { assessmentId: assessment.id, attempted, attempting, finalised, staffOwn };
}

const statusOf = async (submissionId: number) => (await submissionRow(s, submissionId)).status;
const autoClosedAt = async (assessmentId: number) =>
  (await s.db.select().from(assessments).where(eq(assessments.id, assessmentId)))[0]?.autoClosedAt;

describe('submitting open attempts when an assessment closes', () => {
  it('is off by default: the assessment is marked closed and nothing is submitted', async () => {
    const c = await lifecycleCourse(s);
    const config = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/config`);
    expect(CourseConfigResponse.parse(config.json()).config.enableAutoSubmitOnClose).toBe(false);
    const a = await closingAssessment(c);
    clock = AFTER;
    expect(await closer().tick()).toBeGreaterThanOrEqual(1);
    expect(await autoClosedAt(a.assessmentId)).toEqual(new Date(AFTER));
    expect(await statusOf(a.attempted)).toBe('attempted');
    expect(await statusOf(a.attempting)).toBe('attempting');
    expect(await answerRows(s, a.attempting)).toHaveLength(1);
    expect(await notificationsOf(s, c.leaderReg, a.assessmentId)).toEqual([]);
    const invalid = await s
      .as(c.users.admin)
      .put(`/v2/courses/${c.course.id}/admin/config`, { enableAutoSubmitOnClose: 'yes' });
    expect(invalid.statusCode).toBe(400);
    // Turning the setting on afterwards does not reach back to assessments already closed.
    await setAutoSubmit(c, true);
    await closer().tick();
    expect(await statusOf(a.attempted)).toBe('attempted');
  });

  it("when on, finalises the students' open attempts at close_at as their own submit would, once", async () => {
    const c = await lifecycleCourse(s);
    await setAutoSubmit(c, true);
    const config = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/config`);
    expect(CourseConfigResponse.parse(config.json()).config.enableAutoSubmitOnClose).toBe(true);
    const a = await closingAssessment(c);

    // Not closed yet: nothing happens.
    await closer().tick();
    expect(await statusOf(a.attempted)).toBe('attempted');
    expect(await autoClosedAt(a.assessmentId)).toBeNull();

    clock = AFTER;
    // Two processes' closers at once: the assessment is closed by one of them.
    const [first, second] = await Promise.all([closer().tick(), closer().tick()]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    for (const id of [a.attempted, a.attempting]) {
      expect(await submissionRow(s, id)).toMatchObject({ status: 'submitted', submittedAt: CLOSE });
    }
    // Left alone: the finalised submission and the staff member's own attempt.
    expect(await submissionRow(s, a.finalised)).toMatchObject({ status: 'submitted', submittedAt: null });
    expect(await statusOf(a.staffOwn)).toBe('attempted');

    // The finalise path: the leader's 'submitted' notification (a manually graded type), a blank
    // answer for the unanswered question, MCQ at once, programming through the grader.
    expect(await notificationsOf(s, c.leaderReg, a.assessmentId)).toEqual(['submitted:unread']);
    const attempting = await answerRows(s, a.attempting);
    expect(attempting.map((r) => [r.xp, r.autogradingStatus])).toEqual([
      [0, 'success'],
      [0, 'success'],
    ]);
    const graded = await untilSettled(s, a.attempted);
    expect(graded.map((r) => [r.xp, r.autogradingStatus])).toEqual([
      [100, 'success'],
      [30, 'success'],
    ]);
    // Submitted at the close: no early bonus is left by then.
    expect((await submissionRow(s, a.attempted)).xpBonus).toBe(0);
    const jobs = await s.db.select().from(gradingJobs);
    expect(jobs.filter((j) => j.answerId === graded[0]?.id)).toHaveLength(1);

    // Runs once: an attempt reopened by hand stays so at the next ticks.
    const reopened = await createSubmission(s.db, {
      assessmentId: a.assessmentId,
      studentId: await s.enrol(await s.createUser(), c.course, 'student'),
      status: 'attempted',
    });
    expect(await closer().tick()).toBe(0);
    expect(await statusOf(reopened.id)).toBe('attempted');
    expect(await notificationsOf(s, c.leaderReg, a.assessmentId)).toEqual(['submitted:unread']);
  });

  it('closes again when the close was moved later, and not for unpublished assessments', async () => {
    const c = await lifecycleCourse(s);
    await setAutoSubmit(c, true);
    const a = await closingAssessment(c);
    clock = AFTER;
    await closer().tick();
    const later = new Date('2030-03-20T00:00:00.000Z');
    await s.db.update(assessments).set({ closeAt: later }).where(eq(assessments.id, a.assessmentId));
    const late = await createSubmission(s.db, {
      assessmentId: a.assessmentId,
      studentId: await s.enrol(await s.createUser(), c.course, 'student'),
      status: 'attempted',
    });
    await closer().tick();
    expect(await statusOf(late.id)).toBe('attempted');
    clock = Date.parse('2030-03-21T00:00:00.000Z');
    await closer().tick();
    expect(await submissionRow(s, late.id)).toMatchObject({ status: 'submitted', submittedAt: later });

    const { assessment: hidden } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      openAt: OPEN,
      closeAt: CLOSE,
      published: false,
    });
    const draft = await createSubmission(s.db, {
      assessmentId: hidden.id,
      studentId: c.groupStudentReg,
      status: 'attempted',
    });
    await closer().tick();
    expect(await statusOf(draft.id)).toBe('attempted');
    expect(await autoClosedAt(hidden.id)).toBeNull();
  });
});
