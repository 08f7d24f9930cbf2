import { AdminAssessmentConfigsResponse } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answers,
  assessmentConfigs,
  assessments,
  notifications,
  questions,
  submissions,
} from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';
import { ASSESSMENT_NOT_FOUND, CONTEST_VOTING_UP, END_BEFORE_OPEN } from './assessment-service';
import {
  answerDirectly,
  assessmentByNumber,
  assessmentXml,
  problemXml,
  questionsOf,
  upload,
} from './test-helpers';

let s: TestServer;
let course: CourseRow;
let configId: number;
let members: Record<Role, UserRow>;
let studentRegId: number;
let otherCourse: CourseRow;
let otherStaff: UserRow;

beforeAll(async () => {
  s = await startTestServer();
  course = await s.createCourse();
  members = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  studentRegId = await s.enrol(members.student, course, 'student');
  await s.enrol(members.staff, course, 'staff');
  await s.enrol(members.admin, course, 'admin');
  const [config] = await s.db
    .select()
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, course.id));
  configId = config!.id;
  otherCourse = await s.createCourse();
  otherStaff = await s.createUser();
  await s.enrol(otherStaff, otherCourse, 'staff');
});
afterAll(() => s?.close());
beforeEach(async () => {
  await s.db.delete(assessments);
});

async function create(number = 'M1', problems?: string[], courseId = course.id, user = members.staff) {
  const [config] = await s.db
    .select()
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, courseId));
  const res = await upload(s, courseId, user, assessmentXml({ number, ...(problems ? { problems } : {}) }), {
    configId: config!.id,
  });
  expect(res.body).toBe('OK');
  return (await assessmentByNumber(s, courseId, number))!;
}

const update = (id: number, payload: object, user = members.staff, courseId = course.id) =>
  s.as(user).post(`/v2/courses/${courseId}/admin/assessments/${id}`, payload);
const remove = (id: number, user = members.staff, courseId = course.id) =>
  s.as(user).delete(`/v2/courses/${courseId}/admin/assessments/${id}`);
const reload = async (id: number) => (await s.db.select().from(assessments).where(eq(assessments.id, id)))[0];

describe('updating an assessment', () => {
  it('sets the open and close dates together', async () => {
    const a = await create();
    const res = await update(a.id, {
      openAt: '2026-05-01T08:00:00.000Z',
      closeAt: '2026-05-08T08:00:00+08:00',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await reload(a.id)).toMatchObject({
      openAt: new Date('2026-05-01T08:00:00Z'),
      closeAt: new Date('2026-05-08T00:00:00Z'),
      isPublished: false,
    });
  });

  it.each([
    ['before', '2026-05-01T07:59:59.000Z'],
    ['equal to', '2026-05-01T08:00:00.000Z'],
  ])('refuses a close date %s the open date', async (_name, closeAt) => {
    const a = await create();
    const res = await update(a.id, { openAt: '2026-05-01T08:00:00.000Z', closeAt });
    expect([res.statusCode, res.body]).toEqual([400, END_BEFORE_OPEN]);
    expect(await reload(a.id)).toMatchObject({ openAt: a.openAt, closeAt: a.closeAt });
  });

  it('refuses one date without the other', async () => {
    const a = await create();
    const res = await update(a.id, { openAt: '2026-05-01T08:00:00.000Z' });
    expect([res.statusCode, res.body]).toEqual([
      400,
      'Invalid parameter(s): closeAt: openAt and closeAt must be given together',
    ]);
    expect((await reload(a.id))?.openAt).toEqual(a.openAt);
  });

  it('publishes and unpublishes, leaving the dates alone', async () => {
    const a = await create();
    expect((await update(a.id, { isPublished: true })).body).toBe('OK');
    expect(await reload(a.id)).toMatchObject({ isPublished: true, openAt: a.openAt, closeAt: a.closeAt });
    expect((await update(a.id, { isPublished: false }, members.admin)).body).toBe('OK');
    expect((await reload(a.id))?.isPublished).toBe(false);
  });

  it('changes the team size and the token, voting and autosave settings', async () => {
    const a = await create();
    const changes = {
      maxTeamSize: 3,
      hasTokenCounter: true,
      hasVotingFeatures: true,
      isAutosaveEnabled: false,
    };
    expect((await update(a.id, { ...changes, assignEntriesForVoting: true })).body).toBe('OK');
    expect(await reload(a.id)).toMatchObject(changes);
  });

  it('rejects bad values', async () => {
    const a = await create();
    const res = await update(a.id, { maxTeamSize: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid parameter\(s\): maxTeamSize: /);
  });

  it("answers 403 for another course's assessment and 400 for one that does not exist", async () => {
    const theirs = await create('X1', undefined, otherCourse.id, otherStaff);
    const res = await update(theirs.id, { isPublished: true });
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    expect((await reload(theirs.id))?.isPublished).toBe(false);
    const missing = await update(theirs.id + 1000, { isPublished: true });
    expect([missing.statusCode, missing.body]).toEqual([400, ASSESSMENT_NOT_FOUND]);
  });

  it('is refused to students', async () => {
    const a = await create();
    const res = await update(a.id, { isPublished: true }, members.student);
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    expect((await reload(a.id))?.isPublished).toBe(false);
  });
});

describe('deleting an assessment', () => {
  it('deletes it with its questions, submissions, answers and notifications', async () => {
    const a = await create();
    const keep = await create('M2');
    const qs = await questionsOf(s, a.id);
    const submission = await answerDirectly(
      s,
      studentRegId,
      a.id,
      qs.map((q) => q.id),
      'submitted',
    );
    await s.db.insert(notifications).values({
      type: 'submitted',
      courseRegId: studentRegId,
      assessmentId: a.id,
      submissionId: submission.id,
    });
    const res = await remove(a.id);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await reload(a.id)).toBeUndefined();
    expect(await s.db.select().from(questions).where(eq(questions.assessmentId, a.id))).toEqual([]);
    expect(await s.db.select().from(submissions).where(eq(submissions.assessmentId, a.id))).toEqual([]);
    expect(await s.db.select().from(answers).where(eq(answers.submissionId, submission.id))).toEqual([]);
    expect(await s.db.select().from(notifications).where(eq(notifications.assessmentId, a.id))).toEqual([]);
    expect(await reload(keep.id)).toBeDefined();
  });

  it('is refused while a voting question of the course refers to it as its contest', async () => {
    const contest = await create('C1');
    const voting = await create('V1', [problemXml('voting')]);
    const res = await remove(contest.id, members.admin);
    expect([res.statusCode, res.body]).toEqual([400, CONTEST_VOTING_UP]);
    expect(await reload(contest.id)).toBeDefined();
    expect((await remove(voting.id)).body).toBe('OK');
    expect((await remove(contest.id)).body).toBe('OK');
  });

  it('ignores voting questions of other courses', async () => {
    const contest = await create('C1');
    await create('V1', [problemXml('voting')], otherCourse.id, otherStaff);
    expect((await remove(contest.id)).body).toBe('OK');
  });

  it("answers 403 for another course's assessment, 400 for a missing one, 403 to students", async () => {
    const theirs = await create('X1', undefined, otherCourse.id, otherStaff);
    expect([(await remove(theirs.id)).statusCode, (await remove(theirs.id)).body]).toEqual([
      403,
      'Forbidden',
    ]);
    expect(await reload(theirs.id)).toBeDefined();
    const missing = await remove(theirs.id + 1000);
    expect([missing.statusCode, missing.body]).toEqual([400, ASSESSMENT_NOT_FOUND]);
    const mine = await create();
    const byStudent = await remove(mine.id, members.student);
    expect([byStudent.statusCode, byStudent.body]).toEqual([403, 'Forbidden']);
    expect(await reload(mine.id)).toBeDefined();
  });
});

describe('assessment types in the admin panel', () => {
  const types = async () => {
    const res = await s.as(members.admin).get(`/v2/courses/${course.id}/admin/config/assessment_configs`);
    return AdminAssessmentConfigsResponse.parse(res.json());
  };

  it('counts the assessments of each type', async () => {
    expect((await types()).map((t) => t.assessmentCount)).toEqual([0]);
    await create('M1');
    await create('M2');
    await create('X1', undefined, otherCourse.id, otherStaff);
    expect((await types()).map((t) => [t.assessmentConfigId, t.assessmentCount])).toEqual([[configId, 2]]);
  });

  it('deleting a type deletes its assessments with their submissions', async () => {
    const a = await create('M1');
    const qs = await questionsOf(s, a.id);
    await answerDirectly(s, studentRegId, a.id, [qs[0]!.id]);
    const put = await s.as(members.admin).put(`/v2/courses/${course.id}/admin/config/assessment_configs`, {
      assessmentConfigs: [
        {
          assessmentConfigId: configId,
          type: 'Missions',
          displayInDashboard: true,
          isManuallyGraded: true,
          earlySubmissionXp: 0,
          hoursBeforeEarlyXpDecay: 0,
        },
        {
          assessmentConfigId: -1,
          type: 'Quests',
          displayInDashboard: true,
          isManuallyGraded: true,
          earlySubmissionXp: 0,
          hoursBeforeEarlyXpDecay: 0,
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    const res = await s
      .as(members.admin)
      .delete(`/v2/courses/${course.id}/admin/config/assessment_config/${configId}`);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await reload(a.id)).toBeUndefined();
    expect(await s.db.select().from(submissions).where(eq(submissions.assessmentId, a.id))).toEqual([]);
    expect((await types()).map((t) => [t.type, t.assessmentCount])).toEqual([['Quests', 0]]);
  });
});
