import {
  AnswerLastModifiedResponse,
  AssessmentOverview,
  StaffAssessment,
  StudentAssessment,
} from '@sa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, submissions } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  createWindowedAssessment,
  DURING,
  SECRET_PROGRAM,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

/**
 * The learner routes called exactly as the reference web client calls them (issue 16): every
 * answer that is not a vote as text (`{"answer":"0"}`), `{"lastModifiedAt": null}` before the first
 * save, and staff opening a member's assessment from the grading and dashboard screens.
 */

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const call = (user: UserRow, method: 'GET' | 'POST', path: string, payload?: object) =>
  s.as(user).request(method, `/v2/courses/${c.course.id}/${path}`, { body: payload });

/** A fresh assessment (programming, mcq) open OPEN..CLOSE in the test course. */
const make = async (extra: Partial<Parameters<typeof createAssessment>[1]> = {}) => {
  const made = await createWindowedAssessment(s.db, c, extra);
  const [programming, mcq] = made.questions;
  if (!programming || !mcq) throw new Error('two questions expected');
  return { assessment: made.assessment, programming, mcq };
};

const storedAnswers = async (assessmentId: number, studentId: number) =>
  s.db
    .select({ questionId: answers.questionId, answer: answers.answer })
    .from(answers)
    .innerJoin(submissions, eq(submissions.id, answers.submissionId))
    .where(and(eq(submissions.assessmentId, assessmentId), eq(submissions.studentId, studentId)));

describe('POST assessments/question/:qid/answer as the reference client sends it', () => {
  it('takes an MCQ choice sent as text ("0") and shows it back as the choice id', async () => {
    const { assessment, mcq } = await make();
    const res = await call(c.users.student, 'POST', `assessments/question/${mcq.id}/answer`, { answer: '0' });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await storedAnswers(assessment.id, c.regs.student)).toEqual([
      { questionId: mcq.id, answer: { choiceId: 0 } },
    ]);
    const shown = StudentAssessment.parse(
      (await call(c.users.student, 'GET', `assessments/${assessment.id}`)).json(),
    );
    expect(shown.questions.find((q) => q.id === mcq.id)?.answer).toBe(0);
    // Changing the choice, still as text.
    await call(c.users.student, 'POST', `assessments/question/${mcq.id}/answer`, { answer: '2' });
    expect(await storedAnswers(assessment.id, c.regs.student)).toEqual([
      { questionId: mcq.id, answer: { choiceId: 2 } },
    ]);
  });

  it('still refuses text that is no number, and choices the question does not have', async () => {
    const { assessment, mcq } = await make();
    for (const answer of ['two', '', ' 1', '-1', '1.0', '1e0', '3', '99999999999999999999']) {
      const res = await call(c.users.student, 'POST', `assessments/question/${mcq.id}/answer`, { answer });
      expect([answer, res.statusCode, res.body]).toEqual([answer, 400, 'Missing or invalid parameter(s)']);
    }
    expect(await storedAnswers(assessment.id, c.regs.student)).toEqual([]);
  });

  it('keeps a programming answer that looks like a number as a program', async () => {
    const { assessment, programming } = await make();
    const res = await call(c.users.student, 'POST', `assessments/question/${programming.id}/answer`, {
      answer: '0',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await storedAnswers(assessment.id, c.regs.student)).toEqual([
      { questionId: programming.id, answer: { code: '0' } },
    ]);
  });
});

describe('POST assessments/question/:qid/answerLastModified with lastModifiedAt null', () => {
  const ask = (questionId: number, lastModifiedAt: string | null) =>
    call(c.users.student, 'POST', `assessments/question/${questionId}/answerLastModified`, {
      lastModifiedAt,
    });

  it('means "never saved": unchanged while nothing is saved, changed once an answer is', async () => {
    const { assessment, programming } = await make();
    const before = await ask(programming.id, null);
    expect(before.statusCode).toBe(200);
    expect(AnswerLastModifiedResponse.parse(before.json())).toEqual({ lastModified: false });
    // As in the reference, asking creates the submission.
    const [submission] = await s.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(and(eq(submissions.assessmentId, assessment.id), eq(submissions.studentId, c.regs.student)));
    expect(submission?.status).toBe('attempting');

    await call(c.users.student, 'POST', `assessments/question/${programming.id}/answer`, { answer: 'x;' });
    expect((await ask(programming.id, null)).json()).toEqual({ lastModified: true });
    // The time the client got back from the show payload is the saved one.
    const shown = StudentAssessment.parse(
      (await call(c.users.student, 'GET', `assessments/${assessment.id}`)).json(),
    );
    const savedAt = shown.questions.find((q) => q.id === programming.id)?.lastModifiedAt ?? null;
    expect(savedAt).not.toBeNull();
    expect((await ask(programming.id, savedAt)).json()).toEqual({ lastModified: false });
  });

  it('still refuses a time that is not one, and a missing field', async () => {
    const { programming } = await make();
    expect((await ask(programming.id, 'yesterday')).statusCode).toBe(400);
    const missing = await call(
      c.users.student,
      'POST',
      `assessments/question/${programming.id}/answerLastModified`,
      {},
    );
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET admin/users/:courseRegId/assessments/:assessmentId', () => {
  const memberAssessment = (user: UserRow, regId: number, assessmentId: number) =>
    call(user, 'GET', `admin/users/${regId}/assessments/${assessmentId}`);

  /** The student's submitted attempt, graded by staff, its grading not yet published. */
  const gradedAttempt = async () => {
    const made = await make();
    const submission = await createSubmission(s.db, {
      assessmentId: made.assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: made.programming.id,
      answer: { code: 'const mine = 1;' },
      xp: 40,
      xpAdjustment: 5,
      comments: 'Nice work',
      graderId: c.regs.staff,
      gradedAt: new Date(DURING),
      autogradingStatus: 'success',
      autogradingResults: [{ resultType: 'pass', score: 1 }],
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: made.mcq.id,
      answer: { choiceId: 1 },
    });
    return made;
  };

  it("gives staff and admins the student's answers and grading, even before it is published", async () => {
    const { assessment, programming, mcq } = await gradedAttempt();
    for (const role of ['staff', 'admin'] as const) {
      const res = await memberAssessment(c.users[role], c.regs.student, assessment.id);
      expect(res.statusCode).toBe(200);
      const payload = StaffAssessment.parse(res.json());
      expect(payload.id).toBe(assessment.id);
      const coded = payload.questions.find((q) => q.id === programming.id);
      expect(coded).toMatchObject({
        answer: 'const mine = 1;',
        xp: 45,
        comments: 'Nice work',
        grader: { id: c.regs.staff },
        autogradingStatus: 'success',
      });
      expect(payload.questions.find((q) => q.id === mcq.id)?.answer).toBe(1);
    }
    // The student still sees the grading masked in their own view.
    const own = StudentAssessment.parse(
      (await call(c.users.student, 'GET', `assessments/${assessment.id}`)).json(),
    );
    expect(own.questions.find((q) => q.id === programming.id)).toMatchObject({
      answer: 'const mine = 1;',
      xp: 0,
      comments: null,
    });
  });

  it("shows the staff payload: secret testcases included, the caller's own answers not mixed in", async () => {
    const { assessment, programming } = await gradedAttempt();
    await call(c.users.staff, 'POST', `assessments/question/${programming.id}/answer`, {
      answer: 'staff code',
    });
    const payload = StaffAssessment.parse(
      (await memberAssessment(c.users.staff, c.regs.student, assessment.id)).json(),
    );
    const coded = payload.questions.find((q) => q.id === programming.id);
    expect(coded?.answer).toBe('const mine = 1;');
    expect(JSON.stringify(coded)).toContain(SECRET_PROGRAM);
  });

  it('shows a member without a submission with no answers', async () => {
    const { assessment } = await make({ published: false });
    const payload = StaffAssessment.parse(
      (await memberAssessment(c.users.staff, c.regs.admin, assessment.id)).json(),
    );
    expect(payload.questions.map((q) => q.answer)).toEqual([null, null]);
  });

  it('is for staff and admins only', async () => {
    const { assessment } = await make();
    const res = await memberAssessment(c.users.student, c.regs.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });

  it("refuses another course's member or assessment with a 4xx", async () => {
    const other = await courseWithMembers(s);
    const theirs = await createAssessment(s.db, { courseId: other.course.id, configId: other.configId });
    const { assessment } = await make();
    const strangerReg = await memberAssessment(c.users.staff, other.regs.student, assessment.id);
    expect([strangerReg.statusCode, strangerReg.body]).toEqual([404, 'User not found']);
    const strangerAssessment = await memberAssessment(c.users.staff, c.regs.student, theirs.assessment.id);
    expect([strangerAssessment.statusCode, strangerAssessment.body]).toEqual([400, 'Assessment not found']);
    // Nor may the other course's staff read this course's member through their own course.
    const crossed = await s
      .as(other.users.staff)
      .get(`/v2/courses/${other.course.id}/admin/users/${c.regs.student}/assessments/${assessment.id}`);
    expect([crossed.statusCode, crossed.body]).toEqual([404, 'User not found']);
    const bad = await memberAssessment(c.users.staff, c.regs.student, -1);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET assessments: isGradingPublished', () => {
  it('is false with a submission whose grading is unpublished and null without a submission', async () => {
    const { assessment } = await make();
    const untouched = await make();
    await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    const listing = (await call(c.users.student, 'GET', 'assessments')).json();
    const overviews = AssessmentOverview.array().parse(listing);
    expect(overviews.find((o) => o.id === assessment.id)?.isGradingPublished).toBe(false);
    expect(overviews.find((o) => o.id === untouched.assessment.id)?.isGradingPublished).toBeNull();
    // The same for staff reading the student's listing (the reference client's dashboard).
    const theirs = AssessmentOverview.array().parse(
      (await call(c.users.staff, 'GET', `admin/users/${c.regs.student}/assessments`)).json(),
    );
    expect(theirs.find((o) => o.id === assessment.id)?.isGradingPublished).toBe(false);
    expect(theirs.find((o) => o.id === untouched.assessment.id)?.isGradingPublished).toBeNull();
  });
});
