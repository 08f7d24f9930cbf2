import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessmentConfig } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  addNotification,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  submissionRow,
  submissionWith,
} from './lifecycle-fixture';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

const post = async (user: UserRow, submissionId: number, action: 'publish_grades' | 'unpublish_grades') => {
  const res = await s.as(user).post(`/v2/courses/${c.course.id}/admin/grading/${submissionId}/${action}`);
  return [res.statusCode, res.body];
};

describe('POST courses/:id/admin/grading/:sid/publish_grades', () => {
  it("publishes, notifies the student 'published_grading' once and reads the publisher's 'submitted'", async () => {
    const sub = await submissionWith(s, c);
    await addNotification(s, { type: 'submitted', courseRegId: c.leaderReg, ...sub });
    expect(await post(c.leader, sub.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, sub.submissionId)).isGradingPublished).toBe(true);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'published_grading:unread',
    ]);
    expect(await notificationsOf(s, c.leaderReg, sub.assessmentId)).toEqual(['submitted:read']);
    // Publishing again renews the one notification instead of adding another.
    expect(await post(c.users.admin, sub.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'published_grading:unread',
    ]);
  });

  it('computes the early-submission bonus while it is 0, from the XP with adjustments', async () => {
    // Within the 48 hours after opening: the full 200.
    const early = await submissionWith(s, c, { submittedAt: new Date('2030-03-02T00:00:00.000Z') });
    expect(await post(c.leader, early.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, early.submissionId)).xpBonus).toBe(200);
    // 108 h after opening: 60 of the 120 decay hours remain, so half.
    const later = await submissionWith(s, c, { submittedAt: new Date('2030-03-05T12:00:00.000Z') });
    expect(await post(c.leader, later.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, later.submissionId)).xpBonus).toBe(100);
    // Nothing scored (an adjustment cancels the XP): no bonus.
    const nothing = await submissionWith(s, c, {
      answers: [
        { xp: 10, xpAdjustment: -10, graded: true },
        { xp: 0, graded: true },
      ],
    });
    expect(await post(c.leader, nothing.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, nothing.submissionId)).xpBonus).toBe(0);
    // A bonus already there is kept.
    const kept = await submissionWith(s, c, { xpBonus: 37 });
    expect(await post(c.leader, kept.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, kept.submissionId)).xpBonus).toBe(37);
  });

  it('is allowed for an admin and for staff on their own submission', async () => {
    const byAdmin = await submissionWith(s, c, { studentReg: c.regs.student });
    expect(await post(c.users.admin, byAdmin.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    const own = await submissionWith(s, c, { studentReg: c.regs.staff });
    expect(await post(c.users.staff, own.submissionId, 'publish_grades')).toEqual([200, 'OK']);
  });

  it("refuses staff who are not the student's group leader (403 'Forbidden'), and students", async () => {
    const sub = await submissionWith(s, c);
    expect(await post(c.users.staff, sub.submissionId, 'publish_grades')).toEqual([403, 'Forbidden']);
    expect(await post(c.groupStudent, sub.submissionId, 'publish_grades')).toEqual([403, 'Forbidden']);
    expect((await submissionRow(s, sub.submissionId)).isGradingPublished).toBe(false);
  });

  it("answers 404 'Submission not found' for a missing id or another course's submission", async () => {
    expect(await post(c.users.admin, 987_654_321, 'publish_grades')).toEqual([404, 'Submission not found']);
    const other = await lifecycleCourse(s);
    const foreign = await submissionWith(s, other);
    expect(await post(c.users.admin, foreign.submissionId, 'publish_grades')).toEqual([
      404,
      'Submission not found',
    ]);
  });

  it('needs a submitted, manually graded, fully graded submission, checked in that order', async () => {
    const attempted = await submissionWith(s, c, { status: 'attempted', answers: [{ graded: false }] });
    expect(await post(c.users.admin, attempted.submissionId, 'publish_grades')).toEqual([
      400,
      'Assessment has not been submitted',
    ]);
    const configId = await createAssessmentConfig(s.db, c.course.id, {
      type: 'Paths',
      isManuallyGraded: false,
    });
    const auto = await submissionWith(s, c, { configId, answers: [{ graded: false }] });
    expect(await post(c.users.admin, auto.submissionId, 'publish_grades')).toEqual([
      400,
      'Only manually graded assessments can be individually published',
    ]);
    expect(await post(c.users.admin, auto.submissionId, 'unpublish_grades')).toEqual([
      400,
      'Only manually graded assessments can be individually unpublished',
    ]);
    // One answer graded, the other not; and a missing answer counts as not graded.
    const partly = await submissionWith(s, c, { answers: [{ graded: true }, { graded: false }] });
    expect(await post(c.users.staff, partly.submissionId, 'publish_grades')).toEqual([
      400,
      'Some answers are not graded',
    ]);
    const missing = await submissionWith(s, c, { answers: [{ graded: true }] });
    expect(await post(c.users.admin, missing.submissionId, 'publish_grades')).toEqual([
      400,
      'Some answers are not graded',
    ]);
  });
});

describe('POST courses/:id/admin/grading/:sid/unpublish_grades', () => {
  it("clears the flag, swaps 'published_grading' for 'unpublished_grading'", async () => {
    const sub = await submissionWith(s, c);
    expect(await post(c.leader, sub.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect(await post(c.leader, sub.submissionId, 'unpublish_grades')).toEqual([200, 'OK']);
    expect((await submissionRow(s, sub.submissionId)).isGradingPublished).toBe(false);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'unpublished_grading:unread',
    ]);
    // Publishing again brings 'published_grading' back beside the earlier 'unpublished_grading'.
    expect(await post(c.leader, sub.submissionId, 'publish_grades')).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'published_grading:unread',
      'unpublished_grading:unread',
    ]);
  });

  it('has the same rules as publishing', async () => {
    const sub = await submissionWith(s, c, { published: true });
    expect(await post(c.users.staff, sub.submissionId, 'unpublish_grades')).toEqual([403, 'Forbidden']);
    const partly = await submissionWith(s, c, { published: true, answers: [{ graded: true }] });
    expect(await post(c.users.admin, partly.submissionId, 'unpublish_grades')).toEqual([
      400,
      'Some answers are not graded',
    ]);
    expect((await submissionRow(s, partly.submissionId)).isGradingPublished).toBe(true);
  });
});
