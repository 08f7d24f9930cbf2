import { GradingDetailResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionVotes } from '../../db/schema';
import {
  createAnswer,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
  SECRET_ANSWER,
  SOLUTION_TEXT,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  submissionWith,
} from '../submissions/lifecycle-fixture';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

const get = (user: UserRow, submissionId: number, courseId = c.course.id) =>
  s.as(user).get(`/v2/courses/${courseId}/admin/grading/${submissionId}`);

describe('GET courses/:id/admin/grading/:sid', () => {
  it('gives staff every question in order with secret testcases, solution, answer and grade', async () => {
    const sub = await submissionWith(s, c, {
      answers: [
        { xp: 30, xpAdjustment: 5, graded: true },
        { xp: 0, graded: false },
      ],
    });
    const res = await get(c.users.staff, sub.submissionId);
    expect(res.statusCode).toBe(200);
    const body = GradingDetailResponse.parse(res.json());
    expect(body.assessment.id).toBe(sub.assessmentId);
    expect(body.assessment.summaryShort).toBe('A short summary');
    expect(body.isGradingPublished).toBe(false);
    expect(body.status).toBe('submitted');
    expect(body.isManuallyGraded).toBe(true);
    expect(body.answers.map((a) => a.question.id)).toEqual(sub.questionIds);

    const [programming, mcq] = body.answers;
    if (programming?.question.type !== 'programming') throw new Error('first question is programming');
    expect(programming.question.testcases.map((t) => t.type)).toEqual(['public', 'opaque', 'secret']);
    expect(programming.question.testcases[2]?.answer).toBe(SECRET_ANSWER);
    expect(programming.solution).toBe(SOLUTION_TEXT);
    expect(programming.question.answer).toBe('f(1);');
    // Unpublished grading is shown to the grader all the same.
    expect(programming.question.autogradingResults).toEqual([{ resultType: 'pass', score: 1 }]);
    expect(programming.grade).toMatchObject({
      grader: { id: c.leaderReg, name: c.leader.name },
      gradedAt: '2030-03-03T00:00:00.000Z',
      xp: 30,
      xpAdjustment: 5,
      comments: 'Well done',
    });
    expect(programming.student).toEqual({
      id: c.groupStudentReg,
      name: c.groupStudent.name,
      username: c.groupStudent.username,
    });
    expect(mcq?.solution).toBe(1);
    expect(mcq?.grade.grader).toBeNull();
  });

  it('is for staff and admins: a student gets 403', async () => {
    const sub = await submissionWith(s, c);
    expect((await get(c.users.admin, sub.submissionId)).statusCode).toBe(200);
    const res = await get(c.groupStudent, sub.submissionId);
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });

  it("answers 404 for a submission that is not the course's, and 400 for a bad id", async () => {
    const sub = await submissionWith(s, c);
    const other = await lifecycleCourse(s);
    const res = await get(other.users.staff, sub.submissionId, other.course.id);
    expect([res.statusCode, res.body]).toEqual([404, 'Submission not found']);
    expect((await get(c.users.staff, 999_999)).statusCode).toBe(404);
    expect((await get(c.users.staff, Number.NaN)).statusCode).toBe(400);
  });
});

describe('GET courses/:id/admin/grading/:sid, what publishing needs', () => {
  it('gives the status, the published flag and whether the type is graded by hand', async () => {
    const attempted = await submissionWith(s, c, { status: 'attempted' });
    const attemptedBody = GradingDetailResponse.parse(
      (await get(c.users.staff, attempted.submissionId)).json(),
    );
    expect([attemptedBody.status, attemptedBody.isGradingPublished]).toEqual(['attempted', false]);

    const published = await submissionWith(s, c, { published: true });
    expect(
      GradingDetailResponse.parse((await get(c.users.staff, published.submissionId)).json()),
    ).toMatchObject({ status: 'submitted', isGradingPublished: true, isManuallyGraded: true });

    const autoConfig = await createAssessmentConfig(s.db, c.course.id, {
      type: `Paths ${Math.random().toString(36).slice(2, 6)}`,
      isManuallyGraded: false,
    });
    const auto = await submissionWith(s, c, { configId: autoConfig });
    expect(
      GradingDetailResponse.parse((await get(c.users.staff, auto.submissionId)).json()).isManuallyGraded,
    ).toBe(false);
  });
});

describe('GET courses/:id/admin/grading/:sid, a voting question', () => {
  /** A closed contest with two entries, and a voting assessment pointing at it. */
  async function votingSetup() {
    const number = `C-${Math.random().toString(36).slice(2, 8)}`;
    const contest = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      number,
      questions: [{ type: 'programming' }],
    });
    const contestQuestion = contest.questions[0];
    if (!contestQuestion) throw new Error('contest question expected');
    const entryIds: number[] = [];
    for (const [i, studentId] of [c.regs.student, c.regs.admin].entries()) {
      const entry = await createSubmission(s.db, {
        assessmentId: contest.assessment.id,
        studentId,
        status: 'submitted',
      });
      await createAnswer(s.db, {
        submissionId: entry.id,
        questionId: contestQuestion.id,
        answer: { code: `function entry${i}() { return ${i}; }` },
      });
      entryIds.push(entry.id);
    }
    const voting = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      questions: [{ type: 'voting', data: { contestNumber: number } }],
    });
    const questionId = voting.questions[0]?.id;
    if (questionId === undefined) throw new Error('voting question expected');
    const submissionOf = async (studentId: number) => {
      const sub = await createSubmission(s.db, { assessmentId: voting.assessment.id, studentId });
      await createAnswer(s.db, { submissionId: sub.id, questionId, answer: { completed: true } });
      return sub.id;
    };
    return { entryIds, questionId, submissionOf };
  }

  it('shows the entries handed to the student, in order, with the scores they gave', async () => {
    const { entryIds, questionId, submissionOf } = await votingSetup();
    const [first, second] = entryIds as [number, number];
    const submissionId = await submissionOf(c.groupStudentReg);
    await s.db.insert(submissionVotes).values([
      { voterId: c.groupStudentReg, submissionId: second, questionId, score: 7 },
      { voterId: c.groupStudentReg, submissionId: first, questionId, score: null },
      // Another voter's votes are not this student's.
      { voterId: c.regs.student, submissionId: second, questionId, score: 2 },
    ]);
    const res = await get(c.users.staff, submissionId);
    expect(res.statusCode).toBe(200);
    const [answer] = GradingDetailResponse.parse(res.json()).answers;
    if (answer?.question.type !== 'voting') throw new Error('a voting question expected');
    expect(answer.question.contestEntries).toEqual([
      { submission_id: second, answer: { code: 'function entry1() { return 1; }' }, score: 7 },
      { submission_id: first, answer: { code: 'function entry0() { return 0; }' }, score: null },
    ]);
    expect(answer.question.scoreLeaderboard).toEqual([]);
  });

  it('gives no entries to a student who was handed none', async () => {
    const { submissionOf } = await votingSetup();
    const submissionId = await submissionOf(c.groupStudentReg);
    const [answer] = GradingDetailResponse.parse((await get(c.users.staff, submissionId)).json()).answers;
    if (answer?.question.type !== 'voting') throw new Error('a voting question expected');
    expect(answer.question.contestEntries).toEqual([]);
  });
});
