import { AnswerLastModifiedResponse } from '@sa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, submissions } from '../../db/schema';
import {
  AFTER,
  BEFORE,
  CLOSE,
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  createWindowedAssessment,
  DURING,
  OPEN,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { saveIntoSubmission } from './answer-queries';

let clock = DURING;
let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await courseWithMembers(s);
});
beforeEach(() => {
  clock = DURING;
});
afterAll(() => s?.close());

const post = (user: UserRow, path: string, payload: object, courseId = c.course.id) =>
  s.as(user).post(`/v2/courses/${courseId}/assessments/question/${path}`, payload);
const save = (user: UserRow, questionId: number, answer: unknown) =>
  post(user, `${questionId}/answer`, { answer });

/** A fresh assessment (programming, mcq, voting) open OPEN..CLOSE in the test course. */
const make = async (extra: Partial<Parameters<typeof createAssessment>[1]> = {}) => {
  const made = await createWindowedAssessment(s.db, c, {
    questions: [{ type: 'programming' }, { type: 'mcq' }, { type: 'voting' }],
    ...extra,
  });
  const [programming, mcq, voting] = made.questions;
  if (!programming || !mcq || !voting) throw new Error('three questions expected');
  return { assessment: made.assessment, programming, mcq, voting };
};

const submissionOf = async (assessmentId: number, studentId: number) => {
  const rows = await s.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assessmentId, assessmentId), eq(submissions.studentId, studentId)));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
};
const answersOf = (submissionId: number) =>
  s.db.select().from(answers).where(eq(answers.submissionId, submissionId));

describe('POST .../question/:qid/answer', () => {
  it("answers 404 'Question not found' for a missing question and another course's", async () => {
    const other = await courseWithMembers(s);
    const { questions } = await createAssessment(s.db, {
      courseId: other.course.id,
      configId: other.configId,
    });
    for (const role of ['student', 'staff', 'admin'] as const) {
      for (const id of [questions[0]?.id ?? 0, 999_999]) {
        const res = await save(c.users[role], id, 'x');
        expect([res.statusCode, res.body]).toEqual([404, 'Question not found']);
      }
    }
  });

  it("hides an unpublished assessment's questions from students only", async () => {
    const { programming } = await make({ published: false });
    expect((await save(c.users.student, programming.id, 'x')).body).toBe('Question not found');
    expect((await save(c.users.staff, programming.id, 'x')).body).toBe('OK');
  });

  it('saves a programming answer, creating the submission, and replaces it on the next save', async () => {
    const { assessment, programming } = await make();
    const res = await save(c.users.student, programming.id, 'const a = 1;');
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const submission = await submissionOf(assessment.id, c.regs.student);
    expect(submission?.status).toBe('attempting');
    if (!submission) throw new Error('no submission');
    expect(await answersOf(submission.id)).toMatchObject([
      { questionId: programming.id, answer: { code: 'const a = 1;' }, lastModifiedAt: new Date(DURING) },
    ]);

    clock = DURING + 60_000;
    expect((await save(c.users.student, programming.id, 'const a = 2;')).body).toBe('OK');
    expect(await answersOf(submission.id)).toMatchObject([
      {
        questionId: programming.id,
        answer: { code: 'const a = 2;' },
        lastModifiedAt: new Date(DURING + 60_000),
      },
    ]);
  });

  it('checks the answer against the question type', async () => {
    const { mcq, programming, voting, assessment } = await make();
    const invalid = [
      [programming.id, 3],
      [programming.id, []],
      [mcq.id, 'two'],
      [mcq.id, 3],
      [voting.id, 'x'],
      [voting.id, 1],
    ] as const;
    for (const [id, answer] of invalid) {
      const res = await save(c.users.student, id, answer);
      expect([res.statusCode, res.body]).toEqual([400, 'Missing or invalid parameter(s)']);
    }
    const missing = await post(c.users.student, `${programming.id}/answer`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/^Missing or invalid parameter\(s\)/);
    // Nothing was written by the refused saves.
    expect(await submissionOf(assessment.id, c.regs.student)).toBeUndefined();

    expect((await save(c.users.student, mcq.id, 2)).body).toBe('OK');
    // Votes must name the voter's entries; with none handed out, only the empty list does.
    expect((await save(c.users.student, voting.id, [{ submission_id: 1, score: 10 }])).body).toBe(
      'Invalid vote! Vote is not saved.',
    );
    expect((await save(c.users.student, voting.id, [])).body).toBe('OK');
    const submission = await submissionOf(assessment.id, c.regs.student);
    if (!submission) throw new Error('no submission');
    const stored = await answersOf(submission.id);
    expect(stored.map((a) => [a.questionId, a.answer]).sort()).toEqual(
      [
        [mcq.id, { choiceId: 2 }],
        [voting.id, { completed: true }],
      ].sort(),
    );
  });

  it('moves the submission to attempted once every question is answered', async () => {
    const { assessment, programming, mcq, voting } = await make();
    await save(c.users.student, programming.id, 'a');
    await save(c.users.student, programming.id, 'b');
    await save(c.users.student, mcq.id, 0);
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempting');
    await save(c.users.student, voting.id, []);
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempted');
    await save(c.users.student, programming.id, 'c');
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempted');
  });

  it('completes a set whose promotion was lost on the next save, even one that only replaces an answer', async () => {
    const { assessment, programming, mcq, voting } = await make();
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'attempting',
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: programming.id,
      answer: { code: 'a' },
    });
    await createAnswer(s.db, { submissionId: submission.id, questionId: mcq.id, answer: { choiceId: 1 } });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: voting.id,
      answer: { completed: true },
    });
    expect((await save(c.users.student, programming.id, 'b')).body).toBe('OK');
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempted');
  });

  it('creates one submission when the first saves race', async () => {
    const { assessment, programming, mcq, voting } = await make();
    const results = await Promise.all([
      save(c.users.student, programming.id, 'a'),
      save(c.users.student, mcq.id, 1),
      save(c.users.student, voting.id, []),
    ]);
    expect(results.map((r) => r.body)).toEqual(['OK', 'OK', 'OK']);
    const submission = await submissionOf(assessment.id, c.regs.student);
    expect(submission?.status).toBe('attempted');
    expect(await answersOf(submission?.id ?? 0)).toHaveLength(3);
  });

  it('marks the set complete when the last two answers race behind a held lock', async () => {
    const { assessment, programming, mcq, voting } = await make();
    await save(c.users.student, programming.id, 'a');
    const submission = await submissionOf(assessment.id, c.regs.student);
    if (!submission) throw new Error('no submission');
    let racing: Promise<unknown> = Promise.resolve();
    // While another transaction holds the submission, both saves queue for its lock; each then
    // has to see the other's answer when it counts, whichever commits last.
    await s.db.transaction(async (tx) => {
      await tx.select().from(submissions).where(eq(submissions.id, submission.id)).for('update');
      racing = Promise.all([save(c.users.student, mcq.id, 1), save(c.users.student, voting.id, [])]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await racing;
    expect(await answersOf(submission.id)).toHaveLength(3);
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempted');
  });

  it('saves nothing into a submission that was finalised after the checks (the locked status decides)', async () => {
    const { assessment, programming } = await make();
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    const input = {
      assessmentId: assessment.id,
      owner: { studentId: c.regs.student },
      questionId: programming.id,
      answer: { code: 'late' },
      at: new Date(DURING),
    };
    expect(await saveIntoSubmission(s.db, { ...input, intoSubmitted: false })).toEqual({
      submissionId: submission.id,
      status: 'submitted',
      saved: false,
      writable: false,
      answerId: null,
      replaced: false,
      replayed: false,
    });
    expect(await answersOf(submission.id)).toEqual([]);
    expect(await saveIntoSubmission(s.db, { ...input, intoSubmitted: true })).toMatchObject({
      saved: true,
      replaced: false,
    });
    expect(await answersOf(submission.id)).toMatchObject([{ answer: { code: 'late' } }]);
    expect(await saveIntoSubmission(s.db, { ...input, intoSubmitted: true })).toMatchObject({
      saved: true,
      replaced: true,
    });
    const other = await s.createUser();
    const otherReg = await s.enrol(other, c.course, 'student');
    expect(
      await saveIntoSubmission(s.db, { ...input, owner: { studentId: otherReg }, intoSubmitted: false }),
    ).toBeUndefined();
  });

  it("refuses a student before the opening and after the close: 403 'Assessment not open'", async () => {
    const { programming } = await make();
    for (const at of [BEFORE, CLOSE.getTime(), AFTER]) {
      clock = at;
      const res = await save(c.users.student, programming.id, 'x');
      expect([res.statusCode, res.body]).toEqual([403, 'Assessment not open']);
    }
    clock = OPEN.getTime();
    expect((await save(c.users.student, programming.id, 'x')).body).toBe('OK');
  });

  it("refuses a student whose submission is finalised: 403 'Assessment submission already finalised'", async () => {
    const { assessment, programming } = await make();
    await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    const res = await save(c.users.student, programming.id, 'x');
    expect([res.statusCode, res.body]).toEqual([403, 'Assessment submission already finalised']);
  });

  it('lets staff and admin save at any time, also into a submitted submission, which stays submitted', async () => {
    const { assessment, programming } = await make({ published: false });
    for (const role of ['staff', 'admin'] as const) {
      await createSubmission(s.db, {
        assessmentId: assessment.id,
        studentId: c.regs[role],
        status: 'submitted',
      });
      for (const at of [BEFORE, DURING, AFTER]) {
        clock = at;
        expect((await save(c.users[role], programming.id, `by ${role}`)).body).toBe('OK');
      }
      expect((await submissionOf(assessment.id, c.regs[role]))?.status).toBe('submitted');
    }
  });
});

describe('POST .../question/:qid/answerLastModified', () => {
  const ask = (user: UserRow, questionId: number, lastModifiedAt: string) =>
    post(user, `${questionId}/answerLastModified`, { lastModifiedAt });

  it('tells whether the saved answer has another time than the one sent', async () => {
    const { assessment, programming } = await make();
    const none = await ask(c.users.student, programming.id, new Date(DURING).toISOString());
    expect(AnswerLastModifiedResponse.parse(none.json())).toEqual({ lastModified: false });
    // Asking creates the submission, as in the reference.
    expect((await submissionOf(assessment.id, c.regs.student))?.status).toBe('attempting');

    await save(c.users.student, programming.id, 'x');
    const same = await ask(c.users.student, programming.id, new Date(DURING).toISOString());
    expect(same.json()).toEqual({ lastModified: false });
    const sameInstantOtherZone = await ask(c.users.student, programming.id, '2030-03-04T08:00:00.000+08:00');
    expect(sameInstantOtherZone.json()).toEqual({ lastModified: false });
    const older = await ask(c.users.student, programming.id, new Date(DURING - 1000).toISOString());
    expect(older.json()).toEqual({ lastModified: true });
  });

  it('follows the question and saving rules', async () => {
    const { programming } = await make();
    expect((await ask(c.users.student, 999_999, new Date(DURING).toISOString())).statusCode).toBe(404);
    const bad = await ask(c.users.student, programming.id, 'yesterday');
    expect(bad.statusCode).toBe(400);
    clock = AFTER;
    const closed = await ask(c.users.student, programming.id, new Date(DURING).toISOString());
    expect([closed.statusCode, closed.body]).toEqual([403, 'Assessment not open']);
  });
});
