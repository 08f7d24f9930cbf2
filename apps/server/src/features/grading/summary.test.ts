import { GradingSummaryResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
  setGroupLeader,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

let s: TestServer;
let c: CourseWithMembers;
let quests: number;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  quests = await createAssessmentConfig(s.db, c.course.id, { type: 'Quests' });
  // A type hidden from the dashboard: its submissions appear nowhere.
  const paths = await createAssessmentConfig(s.db, c.course.id, { type: 'Paths' });
  await s.db
    .update(assessmentConfigs)
    .set({ showGradingSummary: false })
    .where(eq(assessmentConfigs.id, paths));

  const leader = await s.createUser({ name: 'Avenger Alice' });
  const leaderReg = await s.enrol(leader, c.course, 'staff', { group: 'B-team' });
  await setGroupLeader(s.db, c.course.id, 'B-team', leaderReg);
  // A group without a leader and without submissions still has its row.
  await s.enrol(await s.createUser(), c.course, 'student', { group: 'A-team' });

  const mission = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
  const mission2 = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
  const quest = await createAssessment(s.db, { courseId: c.course.id, configId: quests });
  const path = await createAssessment(s.db, { courseId: c.course.id, configId: paths });
  const [q1, q2] = mission.questions;
  if (!q1 || !q2) throw new Error('two questions expected');

  const students = [];
  for (let i = 0; i < 3; i++) {
    students.push(await s.enrol(await s.createUser(), c.course, 'student', { group: 'B-team' }));
  }
  const [s1, s2, s3] = students as [number, number, number];
  // s1: mission fully graded; s2: mission half graded; s3: mission not graded, no answers at all.
  const graded = await createSubmission(s.db, {
    assessmentId: mission.assessment.id,
    studentId: s1,
    status: 'submitted',
  });
  for (const q of [q1, q2]) {
    await createAnswer(s.db, {
      submissionId: graded.id,
      questionId: q.id,
      answer: { code: '1;' },
      graderId: leaderReg,
    });
  }
  const half = await createSubmission(s.db, {
    assessmentId: mission.assessment.id,
    studentId: s2,
    status: 'submitted',
  });
  await createAnswer(s.db, {
    submissionId: half.id,
    questionId: q1.id,
    answer: { code: '1;' },
    graderId: leaderReg,
  });
  await createAnswer(s.db, { submissionId: half.id, questionId: q2.id, answer: { code: '2;' } });
  await createSubmission(s.db, { assessmentId: mission.assessment.id, studentId: s3, status: 'submitted' });
  // Not submitted: not counted.
  await createSubmission(s.db, { assessmentId: mission2.assessment.id, studentId: s1, status: 'attempted' });
  await createSubmission(s.db, { assessmentId: quest.assessment.id, studentId: s1, status: 'submitted' });
  await createSubmission(s.db, { assessmentId: path.assessment.id, studentId: s1, status: 'submitted' });
  // Staff submissions (the leader trying the mission) are not students' work.
  await createSubmission(s.db, {
    assessmentId: mission2.assessment.id,
    studentId: leaderReg,
    status: 'submitted',
  });
  // A student outside any group belongs to no row.
  await createSubmission(s.db, {
    assessmentId: quest.assessment.id,
    studentId: c.regs.student,
    status: 'submitted',
  });
});
afterAll(() => s?.close());

const get = async (user: UserRow, courseId = c.course.id) => {
  const res = await s.as(user).get(`/v2/courses/${courseId}/admin/grading/summary`);
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
};

describe('GET courses/:id/admin/grading/summary', () => {
  it('counts submitted and ungraded submissions per group and dashboard type', async () => {
    const { status, body } = await get(c.users.staff);
    expect(status).toBe(200);
    expect(body).toEqual({
      cols: [
        'groupName',
        'leaderName',
        'submittedMissions',
        'ungradedMissions',
        'submittedQuests',
        'ungradedQuests',
      ],
      rows: [
        {
          groupName: 'A-team',
          leaderName: null,
          submittedMissions: 0,
          ungradedMissions: 0,
          submittedQuests: 0,
          ungradedQuests: 0,
        },
        {
          groupName: 'B-team',
          leaderName: 'Avenger Alice',
          submittedMissions: 3,
          ungradedMissions: 2,
          submittedQuests: 1,
          ungradedQuests: 1,
        },
      ],
    });
  });

  it('is open to admins too', async () => {
    const { status, body } = await get(c.users.admin);
    expect(status).toBe(200);
    expect(GradingSummaryResponse.parse(body).rows).toHaveLength(2);
  });

  it('refuses students and strangers with 403', async () => {
    expect(await get(c.users.student)).toEqual({ status: 403, body: 'Forbidden' });
    const other = await courseWithMembers(s);
    expect(await get(other.users.staff)).toEqual({ status: 403, body: 'Forbidden' });
  });

  it('answers a course without groups with the columns and no rows', async () => {
    const other = await courseWithMembers(s);
    const { status, body } = await get(other.users.staff, other.course.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      cols: ['groupName', 'leaderName', 'submittedMissions', 'ungradedMissions'],
      rows: [],
    });
  });
});
