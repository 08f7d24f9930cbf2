import { GradingDetailResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_ANSWER, SOLUTION_TEXT } from '../../test/assessment-factory';
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

const get = async (user: UserRow, submissionId: number, courseId = c.course.id) =>
  s.app.inject({
    method: 'GET',
    url: `/v2/courses/${courseId}/admin/grading/${submissionId}`,
    headers: await s.auth(user),
  });

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
