import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswer, createAssessment, createSubmission } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  CLOSE,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  OPEN,
  submissionRow,
} from './lifecycle-fixture';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

const post = async (
  user: UserRow,
  assessmentId: number,
  action: 'publish_all_grades' | 'unpublish_all_grades',
  courseId = c.course.id,
) => {
  const res = await s.as(user).post(`/v2/courses/${courseId}/admin/grading/${assessmentId}/${action}`);
  return [res.statusCode, res.body];
};

type AnswerSpec = { graded?: boolean; status?: 'none' | 'success' | 'failed'; xp?: number };

/** One student's submission of the assessment with answers per question (in order). */
async function studentSubmission(
  assessmentId: number,
  questionIds: number[],
  answers: AnswerSpec[],
  fields: { published?: boolean; status?: 'attempted' | 'submitted' } = {},
) {
  const student = await s.createUser();
  const reg = await s.enrol(student, c.course, 'student');
  const submission = await createSubmission(s.db, {
    assessmentId,
    studentId: reg,
    status: fields.status ?? 'submitted',
    isGradingPublished: fields.published ?? false,
  });
  for (const [index, spec] of answers.entries()) {
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: questionIds[index] ?? -1,
      answer: { code: 'x' },
      xp: spec.xp ?? 10,
      graderId: spec.graded ? c.leaderReg : null,
      autogradingStatus: spec.status ?? 'none',
    });
  }
  return { reg, id: submission.id };
}

async function twoQuestionAssessment() {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    openAt: OPEN,
    closeAt: CLOSE,
    questions: [{ type: 'programming' }, { type: 'programming' }],
  });
  return { assessmentId: assessment.id, questionIds: questions.map((q) => q.id) };
}

describe('POST courses/:id/admin/grading/:aid/publish_all_grades and unpublish_all_grades', () => {
  it('publishes the fully hand-graded and fully autograded submissions only, with bonus and notifications', async () => {
    const { assessmentId, questionIds } = await twoQuestionAssessment();
    const handGraded = await studentSubmission(assessmentId, questionIds, [
      { graded: true },
      { graded: true },
    ]);
    const autograded = await studentSubmission(assessmentId, questionIds, [
      { status: 'success' },
      { status: 'success' },
    ]);
    // The status is not checked, as in the reference.
    const attempted = await studentSubmission(
      assessmentId,
      questionIds,
      [{ status: 'success' }, { status: 'success' }],
      { status: 'attempted' },
    );
    const mixed = await studentSubmission(assessmentId, questionIds, [
      { graded: true },
      { status: 'success' },
    ]);
    const failed = await studentSubmission(assessmentId, questionIds, [
      { status: 'success' },
      { status: 'failed' },
    ]);
    const missing = await studentSubmission(assessmentId, questionIds, [{ graded: true }]);

    expect(await post(c.users.admin, assessmentId, 'publish_all_grades')).toEqual([200, 'OK']);
    for (const published of [handGraded, autograded, attempted]) {
      expect(await submissionRow(s, published.id)).toMatchObject({ isGradingPublished: true });
      expect(await notificationsOf(s, published.reg, assessmentId)).toEqual(['published_grading:unread']);
    }
    // No submitted_at: the bonus counts from now, 72 h after opening, past the 48 h grace; 96 of the
    // 120 decay hours remain, so round(200 * 96 / 120) = 160.
    expect((await submissionRow(s, handGraded.id)).xpBonus).toBe(160);
    for (const skipped of [mixed, failed, missing]) {
      expect(await submissionRow(s, skipped.id)).toMatchObject({ isGradingPublished: false, xpBonus: 0 });
      expect(await notificationsOf(s, skipped.reg, assessmentId)).toEqual([]);
    }

    expect(await post(c.users.admin, assessmentId, 'unpublish_all_grades')).toEqual([200, 'OK']);
    for (const unpublished of [handGraded, autograded, attempted]) {
      expect(await submissionRow(s, unpublished.id)).toMatchObject({ isGradingPublished: false });
      expect(await notificationsOf(s, unpublished.reg, assessmentId)).toEqual(['unpublished_grading:unread']);
    }
    expect(await notificationsOf(s, mixed.reg, assessmentId)).toEqual([]);
  });

  it('leaves already published submissions as they are', async () => {
    const { assessmentId, questionIds } = await twoQuestionAssessment();
    const published = await studentSubmission(
      assessmentId,
      questionIds,
      [{ graded: true }, { graded: true }],
      {
        published: true,
      },
    );
    expect(await post(c.users.admin, assessmentId, 'publish_all_grades')).toEqual([200, 'OK']);
    expect(await submissionRow(s, published.id)).toMatchObject({ isGradingPublished: true, xpBonus: 0 });
    expect(await notificationsOf(s, published.reg, assessmentId)).toEqual([]);
  });

  it('is for admins only', async () => {
    const { assessmentId, questionIds } = await twoQuestionAssessment();
    const sub = await studentSubmission(assessmentId, questionIds, [{ graded: true }, { graded: true }]);
    expect(await post(c.users.staff, assessmentId, 'publish_all_grades')).toEqual([403, 'Forbidden']);
    expect(await post(c.leader, assessmentId, 'unpublish_all_grades')).toEqual([403, 'Forbidden']);
    expect(await post(c.users.student, assessmentId, 'publish_all_grades')).toEqual([403, 'Forbidden']);
    expect((await submissionRow(s, sub.id)).isGradingPublished).toBe(false);
  });

  it("does not reach another course's assessment", async () => {
    const { assessmentId, questionIds } = await twoQuestionAssessment();
    const sub = await studentSubmission(assessmentId, questionIds, [{ graded: true }, { graded: true }]);
    const other = await lifecycleCourse(s);
    // The other course's admin names this course's assessment under their own course.
    expect(await post(other.users.admin, assessmentId, 'publish_all_grades', other.course.id)).toEqual([
      200,
      'OK',
    ]);
    expect((await submissionRow(s, sub.id)).isGradingPublished).toBe(false);
  });

  it('rejects a malformed id', async () => {
    const res = await s
      .as(c.users.admin)
      .post(`/v2/courses/${c.course.id}/admin/grading/abc/publish_all_grades`);
    expect(res.statusCode).toBe(400);
  });
});
