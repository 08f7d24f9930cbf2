import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, submissions } from '../../db/schema';
import { createAssessmentConfig } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  AFTER,
  addNotification,
  answerRows,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  submissionRow,
  submissionWith,
} from './lifecycle-fixture';

let clock = DURING;
let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await lifecycleCourse(s);
});
beforeEach(() => {
  clock = DURING;
});
afterAll(() => s?.close());

const unsubmit = async (user: UserRow, submissionId: number, courseId = c.course.id) => {
  const res = await s.as(user).post(`/v2/courses/${courseId}/admin/grading/${submissionId}/unsubmit`);
  return [res.statusCode, res.body];
};

describe('POST courses/:id/admin/grading/:sid/unsubmit', () => {
  it('hands the submission back: attempted, no XP or autograding, comments and grader kept', async () => {
    const sub = await submissionWith(s, c, {
      xpBonus: 150,
      answers: [
        { xp: 30, xpAdjustment: 5, graded: true },
        { xp: 20, graded: true },
      ],
    });
    expect(await unsubmit(c.leader, sub.submissionId)).toEqual([200, 'OK']);
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({
      status: 'attempted',
      xpBonus: 0,
      unsubmittedById: c.leaderReg,
      unsubmittedAt: new Date(DURING),
      isGradingPublished: false,
    });
    for (const answer of await answerRows(s, sub.submissionId)) {
      expect(answer).toMatchObject({
        xp: 0,
        xpAdjustment: 0,
        autogradingStatus: 'none',
        autogradingResults: [],
        comments: 'Well done',
        graderId: c.leaderReg,
      });
    }
  });

  it("notifies the student 'unsubmitted' (once), drops their 'unpublished_grading', reads the caller's 'submitted'", async () => {
    const sub = await submissionWith(s, c);
    await addNotification(s, { type: 'unpublished_grading', courseRegId: c.groupStudentReg, ...sub });
    await addNotification(s, { type: 'submitted', courseRegId: c.leaderReg, ...sub });
    expect(await unsubmit(c.leader, sub.submissionId)).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual(['unsubmitted:unread']);
    expect(await notificationsOf(s, c.leaderReg, sub.assessmentId)).toEqual(['submitted:read']);
    // A second round (submitted again, unsubmitted again) renews the notification, no duplicate.
    await s.db.update(submissions).set({ status: 'submitted' }).where(eq(submissions.id, sub.submissionId));
    await s.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.courseRegId, c.groupStudentReg));
    expect(await unsubmit(c.leader, sub.submissionId)).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual(['unsubmitted:unread']);
  });

  it('is allowed for an admin (any student) and for staff on their own submission', async () => {
    const byAdmin = await submissionWith(s, c, { studentReg: c.regs.student });
    expect(await unsubmit(c.users.admin, byAdmin.submissionId)).toEqual([200, 'OK']);
    const own = await submissionWith(s, c, { studentReg: c.regs.staff });
    expect(await unsubmit(c.users.staff, own.submissionId)).toEqual([200, 'OK']);
  });

  it("refuses staff who are not the student's group leader, and students (guard)", async () => {
    const sub = await submissionWith(s, c);
    expect(await unsubmit(c.users.staff, sub.submissionId)).toEqual([
      403,
      'Only Avenger of student or Admin is permitted to unsubmit',
    ]);
    expect(await unsubmit(c.groupStudent, sub.submissionId)).toEqual([403, 'Forbidden']);
    expect((await submissionRow(s, sub.submissionId)).status).toBe('submitted');
  });

  it("answers 404 'Submission not found' for a missing id or another course's submission", async () => {
    expect(await unsubmit(c.users.admin, 987_654_321)).toEqual([404, 'Submission not found']);
    const other = await lifecycleCourse(s);
    const foreign = await submissionWith(s, other);
    expect(await unsubmit(c.users.admin, foreign.submissionId)).toEqual([404, 'Submission not found']);
    expect((await submissionRow(s, foreign.submissionId)).status).toBe('submitted');
  });

  it("needs the assessment open unless the submission is the caller's own", async () => {
    const sub = await submissionWith(s, c);
    const own = await submissionWith(s, c, { studentReg: c.regs.admin });
    clock = AFTER;
    expect(await unsubmit(c.users.admin, sub.submissionId)).toEqual([403, 'Assessment not open']);
    expect(await unsubmit(c.users.admin, own.submissionId)).toEqual([200, 'OK']);
  });

  it('needs a submitted submission', async () => {
    const attempted = await submissionWith(s, c, { status: 'attempted' });
    expect(await unsubmit(c.users.admin, attempted.submissionId)).toEqual([
      400,
      'Assessment has not been submitted',
    ]);
    const attempting = await submissionWith(s, c, { status: 'attempting' });
    expect(await unsubmit(c.users.admin, attempting.submissionId)).toEqual([
      400,
      'Some questions have not been attempted',
    ]);
  });

  it("refuses while grading is published: 403 'Grading has not been unpublished'", async () => {
    const sub = await submissionWith(s, c, { published: true, xpBonus: 100 });
    expect(await unsubmit(c.users.admin, sub.submissionId)).toEqual([
      403,
      'Grading has not been unpublished',
    ]);
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({ status: 'submitted', xpBonus: 100 });
  });

  it('checks in the reference order: open, then status, then caller, then publishing', async () => {
    const closedAttempted = await submissionWith(s, c, { status: 'attempted' });
    const attempted = await submissionWith(s, c, { status: 'attempted' });
    const published = await submissionWith(s, c, { published: true });
    clock = AFTER;
    expect(await unsubmit(c.users.staff, closedAttempted.submissionId)).toEqual([403, 'Assessment not open']);
    clock = DURING;
    expect(await unsubmit(c.users.staff, attempted.submissionId)).toEqual([
      400,
      'Assessment has not been submitted',
    ]);
    expect(await unsubmit(c.users.staff, published.submissionId)).toEqual([
      403,
      'Only Avenger of student or Admin is permitted to unsubmit',
    ]);
  });

  it('works for autograded types too (no manual grading needed)', async () => {
    const configId = await createAssessmentConfig(s.db, c.course.id, {
      type: 'Paths',
      isManuallyGraded: false,
    });
    const sub = await submissionWith(s, c, { configId, answers: [{ xp: 10 }, { xp: 5 }] });
    expect(await unsubmit(c.leader, sub.submissionId)).toEqual([200, 'OK']);
    expect((await submissionRow(s, sub.submissionId)).status).toBe('attempted');
  });
});
