import { NotificationsResponse } from '@sa/contracts';
import type { NotificationType } from '@sa/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAssessment,
  createAssessmentConfig,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

let s: TestServer;
let c: CourseWithMembers;
let assessmentId: number;
let questId: number;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  ({
    assessment: { id: assessmentId },
  } = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId, title: 'Mission One' }));
  const quests = await createAssessmentConfig(s.db, c.course.id, { type: 'Quests' });
  ({
    assessment: { id: questId },
  } = await createAssessment(s.db, { courseId: c.course.id, configId: quests, title: 'Quest One' }));
});
afterAll(() => s?.close());

const notify = async (
  courseRegId: number,
  type: NotificationType,
  onAssessment = assessmentId,
  read = false,
) => {
  const [row] = await s.db
    .insert(notifications)
    .values({ courseRegId, type, assessmentId: onAssessment, read })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification inserted');
  return row.id;
};
const list = async (user: UserRow, courseId = c.course.id) => {
  const res = await s.as(user).get(`/v2/courses/${courseId}/notifications`);
  expect(res.statusCode).toBe(200);
  return NotificationsResponse.parse(res.json());
};
const acknowledge = (user: UserRow, payload: object) =>
  s.as(user).post(`/v2/courses/${c.course.id}/notifications/acknowledge`, payload);

describe('GET courses/:id/notifications', () => {
  it("lists the caller's unread notifications with their assessment's type and title", async () => {
    const mine = await courseWithMembers(s);
    const { assessment } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      title: 'Theirs',
    });
    const a = await notify(mine.regs.student, 'unsubmitted', assessment.id);
    await notify(mine.regs.student, 'graded', assessment.id, true);
    await notify(mine.regs.staff, 'submitted', assessment.id);
    expect(await list(mine.users.student, mine.course.id)).toEqual([
      {
        id: a,
        type: 'unsubmitted',
        assessment_id: assessment.id,
        submission_id: null,
        assessment: { type: 'Missions', title: 'Theirs' },
      },
    ]);
    // The caller's notifications of another course stay in that course.
    const elsewhere = await notify(c.regs.student, 'new');
    const other = await list(c.users.student);
    expect(other.map((n) => n.id)).toContain(elsewhere);
    expect((await list(mine.users.student, mine.course.id)).map((n) => n.id)).toEqual([a]);
    await acknowledge(c.users.student, { notificationIds: [elsewhere] });
  });
});

describe('POST courses/:id/notifications/acknowledge', () => {
  it("marks the caller's notifications read", async () => {
    const one = await notify(c.regs.student, 'published_grading');
    const two = await notify(c.regs.student, 'new', questId);
    const three = await notify(c.regs.student, 'deadline');
    const res = await acknowledge(c.users.student, { notificationIds: [one, three] });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const left = await list(c.users.student);
    expect(left.map((n) => n.id)).toEqual([two]);
    expect(left[0]?.assessment).toEqual({ type: 'Quests', title: 'Quest One' });
    // Acknowledging an already read one of one's own is fine.
    expect((await acknowledge(c.users.student, { notificationIds: [one, two] })).body).toBe('OK');
    expect(await list(c.users.student)).toEqual([]);
    expect((await acknowledge(c.users.student, { notificationIds: [] })).body).toBe('OK');
  });

  it("answers 404 if any id is not the caller's, and changes nothing", async () => {
    const mineA = await notify(c.regs.student, 'graded');
    const mineB = await notify(c.regs.student, 'graded');
    const theirs = await notify(c.regs.staff, 'submitted');
    for (const ids of [
      [mineA, theirs],
      [mineB, 999_999],
    ]) {
      const res = await acknowledge(c.users.student, { notificationIds: ids });
      expect([res.statusCode, res.body]).toEqual([
        404,
        'Notification does not exist or does not belong to user',
      ]);
    }
    const rows = await s.db
      .select({ id: notifications.id, read: notifications.read })
      .from(notifications)
      .where(inArray(notifications.id, [mineA, mineB, theirs]));
    expect(rows.every((r) => !r.read)).toBe(true);
  });

  it('validates the body', async () => {
    const res = await acknowledge(c.users.student, { notificationIds: ['x'] });
    expect(res.statusCode).toBe(400);
    expect((await acknowledge(c.users.student, {})).statusCode).toBe(400);
  });
});
