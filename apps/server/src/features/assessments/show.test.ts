import { StaffAssessment, StudentAssessment } from '@sa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema';
import {
  AFTER,
  BEFORE,
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  createWindowedAssessment,
  DURING,
  defaultLibrary,
  OPAQUE_PROGRAM,
  OPEN,
  PUBLIC_PROGRAM,
  SECRET_ANSWER,
  SECRET_PROGRAM,
  SOLUTION_TEXT,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

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

const show = (user: UserRow, id: number, courseId = c.course.id) =>
  s.as(user).get(`/v2/courses/${courseId}/assessments/${id}`);
const unlock = (user: UserRow, id: number, password: string) =>
  s.as(user).post(`/v2/courses/${c.course.id}/assessments/${id}/unlock`, { password });
const make = (extra: Partial<Parameters<typeof createAssessment>[1]> = {}) =>
  createWindowedAssessment(s.db, c, extra);

describe('who may see an assessment', () => {
  it("answers 400 'Assessment not found' for a missing one and another course's", async () => {
    const other = await courseWithMembers(s);
    const { assessment: foreign } = await createAssessment(s.db, {
      courseId: other.course.id,
      configId: other.configId,
    });
    for (const role of ['student', 'staff', 'admin'] as const) {
      for (const id of [foreign.id, 999_999]) {
        const res = await show(c.users[role], id);
        expect([res.statusCode, res.body]).toEqual([400, 'Assessment not found']);
      }
    }
  });

  it('hides an unpublished one from students only', async () => {
    const { assessment } = await make({ published: false });
    const res = await show(c.users.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([400, 'Assessment not found']);
    for (const role of ['staff', 'admin'] as const) {
      expect((await show(c.users[role], assessment.id)).statusCode).toBe(200);
    }
  });

  it("answers a student 403 'Assessment not open' before it opens; staff and admin see it", async () => {
    const { assessment } = await make();
    clock = BEFORE;
    const res = await show(c.users.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([403, 'Assessment not open']);
    for (const role of ['staff', 'admin'] as const) {
      expect((await show(c.users[role], assessment.id)).statusCode).toBe(200);
    }
    clock = OPEN.getTime();
    expect((await show(c.users.student, assessment.id)).statusCode).toBe(200);
    clock = AFTER;
    expect((await show(c.users.student, assessment.id)).statusCode).toBe(200);
  });
});

describe('private assessments', () => {
  it('ask a student for the password while open and without a submission; staff never', async () => {
    const { assessment } = await make({ password: 'open sesame' });
    const res = await show(c.users.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([403, 'Missing Password.']);
    for (const role of ['staff', 'admin'] as const) {
      expect((await show(c.users[role], assessment.id)).statusCode).toBe(200);
    }
    clock = AFTER;
    expect((await show(c.users.student, assessment.id)).statusCode).toBe(200);
  });

  it('an empty password is still a password', async () => {
    const { assessment } = await make({ password: '' });
    expect((await show(c.users.student, assessment.id)).body).toBe('Missing Password.');
    expect((await unlock(c.users.student, assessment.id, '')).statusCode).toBe(200);
  });

  it("unlock: a wrong password is 403 'Invalid Password.'; the right one creates the submission", async () => {
    const { assessment } = await make({ password: 'open sesame' });
    const wrong = await unlock(c.users.student, assessment.id, 'open sesame!');
    expect([wrong.statusCode, wrong.body]).toEqual([403, 'Invalid Password.']);
    const before = await s.db.select().from(submissions).where(eq(submissions.assessmentId, assessment.id));
    expect(before).toHaveLength(0);

    const right = await unlock(c.users.student, assessment.id, 'open sesame');
    expect(right.statusCode).toBe(200);
    expect(StudentAssessment.parse(right.json()).id).toBe(assessment.id);
    const [created] = await s.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.assessmentId, assessment.id), eq(submissions.studentId, c.regs.student)));
    expect(created?.status).toBe('attempting');
    // From now on the student needs no password.
    expect((await show(c.users.student, assessment.id)).statusCode).toBe(200);
    // Unlocking again is harmless: still one submission.
    expect((await unlock(c.users.student, assessment.id, 'open sesame')).statusCode).toBe(200);
    const after = await s.db.select().from(submissions).where(eq(submissions.assessmentId, assessment.id));
    expect(after).toHaveLength(1);
  });

  it('unlock follows the visibility rules first', async () => {
    const { assessment } = await make({ password: 'pw', published: false });
    expect((await unlock(c.users.student, assessment.id, 'pw')).body).toBe('Assessment not found');
    const { assessment: later } = await make({ password: 'pw' });
    clock = BEFORE;
    expect((await unlock(c.users.student, later.id, 'pw')).body).toBe('Assessment not open');
  });

  it('a public assessment needs no unlocking and creates no submission', async () => {
    const { assessment } = await make();
    expect((await unlock(c.users.student, assessment.id, 'anything')).statusCode).toBe(200);
    const rows = await s.db.select().from(submissions).where(eq(submissions.assessmentId, assessment.id));
    expect(rows).toHaveLength(0);
  });
});

describe('the payload', () => {
  it('lists the questions in display order with their type fields and libraries', async () => {
    const library = defaultLibrary({
      chapter: 2,
      execTimeMs: 2500,
      globals: { answer: '42' },
      external: { name: 'rune', symbols: ['heart', 'show'] },
    });
    const { assessment, questions } = await make({
      title: 'Payload',
      summaryLong: 'long text',
      questions: [
        { type: 'mcq', blocking: true, maxXp: 5 },
        { type: 'programming', library },
        { type: 'voting' },
      ],
    });
    const res = await show(c.users.student, assessment.id);
    expect(res.statusCode).toBe(200);
    const body = StudentAssessment.parse(res.json());
    expect(body).toMatchObject({
      id: assessment.id,
      courseId: c.course.id,
      title: 'Payload',
      type: 'Missions',
      longSummary: 'long text',
      missionPDF: null,
      isMinigame: false,
      hasTokenCounter: false,
      isAutosaveEnabled: true,
    });
    expect(body.questions.map((q) => [q.id, q.type])).toEqual(questions.map((q) => [q.id, q.type]));
    const [mcq, programming, voting] = body.questions;
    expect(mcq).toMatchObject({
      type: 'mcq',
      blocking: true,
      maxXp: 5,
      content: 'Which is even?',
      choices: [
        { id: 0, content: 'one', hint: 'Odd.' },
        { id: 1, content: 'two', hint: null },
        { id: 2, content: 'three', hint: 'Also odd.' },
      ],
      answer: null,
      lastModifiedAt: null,
    });
    expect(programming).toMatchObject({
      type: 'programming',
      library: {
        chapter: 2,
        variant: 'default',
        execTimeMs: 2500,
        globals: { answer: '42' },
        external: { name: 'rune', symbols: ['heart', 'show'] },
        languageOptions: {},
      },
      prepend: 'const prepended = 1;',
      solutionTemplate: 'function f(x) {\n  // your answer\n}',
      postpend: 'const postpended = 2;',
      testcases: [
        { program: PUBLIC_PROGRAM, answer: '2', score: 1, type: 'public' },
        { program: OPAQUE_PROGRAM, answer: '14', score: 1, type: 'opaque' },
      ],
    });
    expect(voting).toMatchObject({
      type: 'voting',
      content: 'Vote for the best entries.',
      solutionTemplate: '// vote',
      contestEntries: [],
      scoreLeaderboard: [],
      popularVoteLeaderboard: [],
    });
  });

  it('never sends a student secret testcases, the grading library or an unshown solution; staff get them', async () => {
    const { assessment } = await make({ questions: [{ type: 'programming' }, { type: 'mcq' }] });
    const studentRes = await show(c.users.student, assessment.id);
    expect(studentRes.statusCode).toBe(200);
    const raw = studentRes.body;
    for (const secret of [
      SECRET_PROGRAM,
      SECRET_ANSWER,
      SOLUTION_TEXT,
      '"secret"',
      'graderLibrary',
      'showSolution',
      '"solution"',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).toContain(JSON.stringify(PUBLIC_PROGRAM));
    expect(raw).toContain(JSON.stringify(OPAQUE_PROGRAM));

    for (const role of ['staff', 'admin'] as const) {
      const res = await show(c.users[role], assessment.id);
      const body = StaffAssessment.parse(res.json());
      const [programming, mcq] = body.questions;
      expect(programming?.type === 'programming' && programming.testcases.map((t) => t.type)).toEqual([
        'public',
        'opaque',
        'secret',
      ]);
      expect(res.body).toContain(JSON.stringify(SECRET_PROGRAM));
      expect(programming).toMatchObject({
        solution: SOLUTION_TEXT,
        showSolution: false,
        graderLibrary: defaultLibrary(),
      });
      expect(mcq).toMatchObject({ solution: 1, showSolution: false });
    }
  });

  it('sends a student the solution when the question says to show it, still without secret testcases', async () => {
    const { assessment } = await make({
      questions: [
        { type: 'programming', showSolution: true },
        { type: 'mcq', showSolution: true },
      ],
    });
    const res = await show(c.users.student, assessment.id);
    const [programming, mcq] = StudentAssessment.parse(res.json()).questions;
    expect(programming).toMatchObject({ solution: SOLUTION_TEXT });
    expect(mcq).toMatchObject({ solution: 1 });
    expect(res.body).not.toContain(SECRET_PROGRAM);
    expect(res.body).not.toContain('showSolution');
  });

  it("shows the caller's answers, and their grading only once it is published", async () => {
    const { assessment, questions } = await make();
    const [programming, mcq] = questions;
    if (!programming || !mcq) throw new Error('two questions expected');
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
    });
    const savedAt = new Date('2030-03-02T10:11:12.345Z');
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: programming.id,
      answer: { code: 'function f(x) { return x + x; }' },
      xp: 60,
      xpAdjustment: 7,
      comments: 'GRADER_COMMENT_MARKER',
      graderId: c.regs.staff,
      gradedAt: new Date('2030-03-09T00:00:00.000Z'),
      autogradingStatus: 'success',
      autogradingResults: [{ resultType: 'fail', expected: 'EXPECTED_MARKER', actual: '3' }],
      lastModifiedAt: savedAt,
    });
    await createAnswer(s.db, { submissionId: submission.id, questionId: mcq.id, answer: { choiceId: 2 } });

    const hidden = await show(c.users.student, assessment.id);
    for (const text of ['GRADER_COMMENT_MARKER', 'EXPECTED_MARKER', c.users.staff.name ?? '', '2030-03-09']) {
      expect(hidden.body).not.toContain(text);
    }
    const [p1, m1] = StudentAssessment.parse(hidden.json()).questions;
    expect(p1).toMatchObject({
      answer: 'function f(x) { return x + x; }',
      lastModifiedAt: '2030-03-02T10:11:12.345Z',
      grader: null,
      gradedAt: null,
      xp: 0,
      autogradingStatus: 'none',
      autogradingResults: [],
      comments: null,
    });
    expect(m1).toMatchObject({ answer: 2 });
    // Staff reading their own (empty) payload see no student's answer.
    const staffView = StaffAssessment.parse((await show(c.users.staff, assessment.id)).json());
    expect(staffView.questions[0]).toMatchObject({ answer: null, lastModifiedAt: null });

    await s.db.update(submissions).set({ isGradingPublished: true }).where(eq(submissions.id, submission.id));
    const [p2] = StudentAssessment.parse((await show(c.users.student, assessment.id)).json()).questions;
    expect(p2).toMatchObject({
      grader: { id: c.regs.staff, name: c.users.staff.name },
      gradedAt: '2030-03-09T00:00:00.000Z',
      xp: 67,
      autogradingStatus: 'success',
      autogradingResults: [{ resultType: 'fail', expected: 'EXPECTED_MARKER', actual: '3' }],
      comments: 'GRADER_COMMENT_MARKER',
    });
  });
  it("keeps a secret testcase's verdict from a student but not its values, lines or locations", async () => {
    const { assessment, questions } = await make({
      questions: [{ type: 'programming' }, { type: 'programming' }],
    });
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
      isGradingPublished: true,
    });
    const opaqueFail = { resultType: 'fail' as const, expected: 'OPAQUE_EXPECTED', actual: 'OPAQUE_ACTUAL' };
    const results = [
      // public, opaque, secret: a failed secret testcase, then one whose own program went wrong
      [
        { resultType: 'pass' as const, score: 1 },
        opaqueFail,
        { resultType: 'fail' as const, expected: SECRET_ANSWER, actual: 'SECRET_ACTUAL' },
      ],
      [
        { resultType: 'pass' as const, score: 1 },
        opaqueFail,
        {
          resultType: 'error' as const,
          errors: [
            {
              errorType: 'runtime' as const,
              line: 1,
              location: 'testcase' as const,
              errorLine: SECRET_PROGRAM,
              errorExplanation: 'Name secret_check not declared.',
            },
          ],
        },
      ],
    ];
    for (const [i, question] of questions.entries()) {
      await createAnswer(s.db, {
        submissionId: submission.id,
        questionId: question.id,
        answer: { code: 'function f(x) { return x; }' },
        autogradingStatus: 'success',
        autogradingResults: results[i],
      });
    }
    const res = await show(c.users.student, assessment.id);
    for (const secret of [SECRET_ANSWER, 'SECRET_ACTUAL', SECRET_PROGRAM, 'secret_check']) {
      expect(res.body).not.toContain(secret);
    }
    const [first, second] = StudentAssessment.parse(res.json()).questions;
    expect(first?.autogradingResults).toEqual([
      { resultType: 'pass', score: 1 },
      opaqueFail,
      { resultType: 'fail', expected: '(secret testcase)', actual: '(secret testcase)' },
    ]);
    // An error keeps no line or location either: they depend on the testcase's input (issue 17).
    expect(second?.autogradingResults[2]).toEqual({ resultType: 'error', errors: [] });
  });
});
