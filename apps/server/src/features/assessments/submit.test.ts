import { AssessmentOverviewsResponse, NotificationsResponse } from '@sa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, submissions } from '../../db/schema';
import {
  AFTER,
  BEFORE,
  CLOSE,
  type CourseWithMembers,
  courseWithMembers,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
  createWindowedAssessment,
  OPEN,
  setGroupLeader,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

// The factory's DURING with milliseconds, so that submittedAt is seen to keep them.
const DURING = Date.parse('2030-03-04T00:00:00.123Z');

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

const submit = (user: UserRow, assessmentId: number, courseId = c.course.id) =>
  s.as(user).post(`/v2/courses/${courseId}/assessments/${assessmentId}/submit`);
const make = (extra: Partial<Parameters<typeof createAssessment>[1]> = {}) =>
  createWindowedAssessment(s.db, c, extra);
const rowOf = async (submissionId: number) => {
  const [row] = await s.db.select().from(submissions).where(eq(submissions.id, submissionId));
  return row;
};

describe('POST courses/:id/assessments/:aid/submit', () => {
  it('finalises an attempted submission: status submitted, submittedAt now, shown in the listing', async () => {
    const { assessment } = await make();
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'attempted',
    });
    const res = await submit(c.users.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await rowOf(submission.id)).toMatchObject({ status: 'submitted', submittedAt: new Date(DURING) });
    const list = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/assessments`);
    const overview = AssessmentOverviewsResponse.parse(list.json()).find((o) => o.id === assessment.id);
    expect(overview?.status).toBe('submitted');
  });

  it("answers 404 'Submission not found' without a submission, or for another course's assessment", async () => {
    const { assessment } = await make();
    const other = await courseWithMembers(s);
    const { assessment: foreign } = await createAssessment(s.db, {
      courseId: other.course.id,
      configId: other.configId,
    });
    // Even a submission of the caller's registration in this course cannot reach another course's assessment.
    await createSubmission(s.db, {
      assessmentId: foreign.id,
      studentId: c.regs.student,
      status: 'attempted',
    });
    for (const id of [assessment.id, foreign.id, 999_999]) {
      const res = await submit(c.users.student, id);
      expect([res.statusCode, res.body]).toEqual([404, 'Submission not found']);
    }
  });

  it("answers a student 403 'Assessment not open' outside the window or when unpublished", async () => {
    const { assessment } = await make();
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'attempted',
    });
    for (const at of [BEFORE, CLOSE.getTime(), AFTER]) {
      clock = at;
      const res = await submit(c.users.student, assessment.id);
      expect([res.statusCode, res.body]).toEqual([403, 'Assessment not open']);
    }
    const { assessment: hidden } = await make({ published: false });
    await createSubmission(s.db, { assessmentId: hidden.id, studentId: c.regs.student, status: 'attempted' });
    clock = DURING;
    expect((await submit(c.users.student, hidden.id)).body).toBe('Assessment not open');
    expect((await rowOf(submission.id))?.status).toBe('attempted');
  });

  it("answers 400 'Some questions have not been attempted' while attempting", async () => {
    const { assessment } = await make();
    await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'attempting',
    });
    const res = await submit(c.users.student, assessment.id);
    expect([res.statusCode, res.body]).toEqual([400, 'Some questions have not been attempted']);
  });

  it("is irreversible: a second submit is 403 'Assessment has already been submitted'", async () => {
    const { assessment } = await make();
    await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'attempted',
    });
    expect((await submit(c.users.student, assessment.id)).body).toBe('OK');
    const again = await submit(c.users.student, assessment.id);
    expect([again.statusCode, again.body]).toEqual([403, 'Assessment has already been submitted']);
  });

  it('lets staff and admin finalise their own submission outside the window', async () => {
    const { assessment } = await make({ published: false });
    for (const role of ['staff', 'admin'] as const) {
      await createSubmission(s.db, {
        assessmentId: assessment.id,
        studentId: c.regs[role],
        status: 'attempted',
      });
      clock = AFTER;
      expect((await submit(c.users[role], assessment.id)).body).toBe('OK');
    }
  });
});

describe("the group leader's 'submitted' notification", () => {
  const notificationsOf = async (user: UserRow, courseId: number) => {
    const res = await s.as(user).get(`/v2/courses/${courseId}/notifications`);
    expect(res.statusCode).toBe(200);
    return NotificationsResponse.parse(res.json());
  };

  it('is written for a manually graded type, once per submission, and made unread again on a repeat', async () => {
    const mine = await courseWithMembers(s);
    const student = await s.createUser();
    const studentReg = await s.enrol(student, mine.course, 'student', { group: 'Studio 1' });
    await setGroupLeader(s.db, mine.course.id, 'Studio 1', mine.regs.staff);
    const { assessment } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      title: 'Graded by hand',
      openAt: OPEN,
      closeAt: CLOSE,
    });
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: studentReg,
      status: 'attempted',
    });
    expect((await submit(student, assessment.id, mine.course.id)).body).toBe('OK');

    const expected = {
      type: 'submitted',
      assessment_id: assessment.id,
      submission_id: submission.id,
      assessment: { type: 'Missions', title: 'Graded by hand' },
    };
    expect(await notificationsOf(mine.users.staff, mine.course.id)).toMatchObject([expected]);
    expect(await notificationsOf(student, mine.course.id)).toEqual([]);
    expect(await notificationsOf(mine.users.admin, mine.course.id)).toEqual([]);

    // As after an unsubmit (a later issue): read, back to attempted, then submitted again.
    await s.db.update(notifications).set({ read: true }).where(eq(notifications.submissionId, submission.id));
    await s.db.update(submissions).set({ status: 'attempted' }).where(eq(submissions.id, submission.id));
    expect((await submit(student, assessment.id, mine.course.id)).body).toBe('OK');
    expect(await notificationsOf(mine.users.staff, mine.course.id)).toMatchObject([expected]);
    const rows = await s.db.select().from(notifications).where(eq(notifications.submissionId, submission.id));
    expect(rows).toHaveLength(1);
  });

  it('is not written for an autograded type, nor without a group leader', async () => {
    const mine = await courseWithMembers(s);
    const auto = await createAssessmentConfig(s.db, mine.course.id, {
      type: 'Paths',
      isManuallyGraded: false,
    });
    const grouped = await s.createUser();
    const groupedReg = await s.enrol(grouped, mine.course, 'student', { group: 'Studio 2' });
    await setGroupLeader(s.db, mine.course.id, 'Studio 2', mine.regs.staff);
    const { assessment: path } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: auto,
      openAt: OPEN,
      closeAt: CLOSE,
    });
    await createSubmission(s.db, { assessmentId: path.id, studentId: groupedReg, status: 'attempted' });
    expect((await submit(grouped, path.id, mine.course.id)).body).toBe('OK');

    // The course's own student is in no group.
    const { assessment: mission } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      openAt: OPEN,
      closeAt: CLOSE,
    });
    await createSubmission(s.db, {
      assessmentId: mission.id,
      studentId: mine.regs.student,
      status: 'attempted',
    });
    expect((await submit(mine.users.student, mission.id, mine.course.id)).body).toBe('OK');

    // (The student's own 'autograded' notification is not the leader's; see lifecycle.test.ts.)
    const rows = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.assessmentId, path.id), eq(notifications.type, 'submitted')));
    expect(rows).toEqual([]);
    expect(await notificationsOf(mine.users.staff, mine.course.id)).toEqual([]);
  });
});
