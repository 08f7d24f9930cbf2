import { TeamFormationOverviews } from '@sa/contracts';
import {
  TEAM_DUPLICATE_STUDENT,
  TEAM_HAS_SUBMITTED,
  TEAM_STUDENT_ALREADY_IN_TEAM,
  TEAM_STUDENT_IN_ANOTHER_TEAM,
  TEAM_STUDENT_NOT_ENROLLED,
  TEAM_TOO_LARGE,
} from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema';
import { courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { call, type TeamCourse, teamAssessment, teamBody, teamCourse } from './teams-fixture';

let s: TestServer;
let c: TeamCourse;

beforeAll(async () => {
  s = await startTestServer();
  c = await teamCourse(s);
});
afterAll(() => s?.close());

const regs = () => c.students.map((st) => st.reg);
const teamsOf = async (assessmentId: number) => {
  const [status, body] = await call(s, c.users.staff, 'GET', `${c.course.id}/admin/teams`);
  expect(status).toBe(200);
  return TeamFormationOverviews.parse(JSON.parse(body)).filter((t) => t.assessmentId === assessmentId);
};

describe('team formation routes by role', () => {
  it('refuses students every staff route (403) and lets staff and admin form, list, update and delete', async () => {
    const { assessment } = await teamAssessment(s, c);
    const [a, b, d] = regs() as [number, number, number];
    const body = teamBody(assessment.id, [a, b]);
    const cid = c.course.id;
    expect((await call(s, c.users.student, 'GET', `${cid}/admin/teams`))[0]).toBe(403);
    expect((await call(s, c.users.student, 'GET', `${cid}/admin/users/teamformation`))[0]).toBe(403);
    expect((await call(s, c.users.student, 'POST', `${cid}/admin/teams`, body))[0]).toBe(403);

    expect(await call(s, c.users.staff, 'POST', `${cid}/admin/teams`, body)).toEqual([
      201,
      'Teams created successfully.',
    ]);
    const [team] = await teamsOf(assessment.id);
    expect(team).toMatchObject({
      assessmentId: assessment.id,
      assessmentName: assessment.title,
      assessmentType: 'Missions',
      studentCourseRegIds: [a, b],
      studentIds: [c.students[0]?.user.id, c.students[1]?.user.id],
      studentNames: [c.students[0]?.user.name, c.students[1]?.user.name],
    });
    const teamId = team?.teamId ?? 0;
    const update = { teamId, assessmentId: assessment.id, student_ids: [[{ userId: a }, { userId: d }]] };
    expect((await call(s, c.users.student, 'PUT', `${cid}/admin/teams/${teamId}`, update))[0]).toBe(403);
    expect(await call(s, c.users.admin, 'PUT', `${cid}/admin/teams/${teamId}`, update)).toEqual([
      200,
      'Teams updated successfully.',
    ]);
    expect((await teamsOf(assessment.id))[0]?.studentCourseRegIds).toEqual([a, d]);
    expect((await call(s, c.users.student, 'DELETE', `${cid}/admin/teams/${teamId}`))[0]).toBe(403);
    expect(await call(s, c.users.admin, 'DELETE', `${cid}/admin/teams/${teamId}`)).toEqual([
      200,
      'Team deleted successfully.',
    ]);
    expect(await teamsOf(assessment.id)).toEqual([]);
    expect(await call(s, c.users.staff, 'DELETE', `${cid}/admin/teams/${teamId}`)).toEqual([
      404,
      'Team not found!',
    ]);
  });

  it('lists the course students for team formation, userId being the course registration id', async () => {
    const [status, body] = await call(s, c.users.admin, 'GET', `${c.course.id}/admin/users/teamformation`);
    expect(status).toBe(200);
    const rows = JSON.parse(body) as unknown[];
    expect(rows).toHaveLength(4);
    expect(rows).toContainEqual({
      userId: c.regs.student,
      name: c.users.student.name,
      username: c.users.student.username,
    });
  });
});

describe('the 409 rules', () => {
  it('answers each conflict in the reference words and forms nothing', async () => {
    const { assessment } = await teamAssessment(s, c);
    const [a, b, d] = regs() as [number, number, number];
    const post = (...teams: number[][]) =>
      call(s, c.users.staff, 'POST', `${c.course.id}/admin/teams`, teamBody(assessment.id, ...teams));
    expect(await post([a, b, d])).toEqual([409, TEAM_TOO_LARGE]);
    expect(await post([a, a])).toEqual([409, TEAM_DUPLICATE_STUDENT]);
    expect(await post([a], [a, b])).toEqual([409, TEAM_DUPLICATE_STUDENT]);
    // Staff are not students, and another course's student is not enrolled here.
    expect(await post([a, c.regs.staff])).toEqual([409, TEAM_STUDENT_NOT_ENROLLED]);
    const other = await courseWithMembers(s);
    expect(await post([a, other.regs.student])).toEqual([409, TEAM_STUDENT_NOT_ENROLLED]);
    expect(await teamsOf(assessment.id)).toEqual([]);

    expect((await post([a, b]))[0]).toBe(201);
    expect(await post([d], [b])).toEqual([409, TEAM_STUDENT_ALREADY_IN_TEAM]);
    expect(await teamsOf(assessment.id)).toHaveLength(1);

    expect((await post([d]))[0]).toBe(201);
    const [first, second] = await teamsOf(assessment.id);
    const put = (teamId: number, members: number[]) =>
      call(s, c.users.staff, 'PUT', `${c.course.id}/admin/teams/${teamId}`, {
        teamId,
        assessmentId: assessment.id,
        student_ids: [members.map((userId) => ({ userId }))],
      });
    expect(await put(second?.teamId ?? 0, [d, b])).toEqual([409, TEAM_STUDENT_IN_ANOTHER_TEAM]);
    expect(await put(second?.teamId ?? 0, [d, a, b])).toEqual([409, TEAM_TOO_LARGE]);

    // A team that has submitted stays.
    await s.db
      .insert(submissions)
      .values({ assessmentId: assessment.id, teamId: first?.teamId, status: 'submitted' });
    expect(await call(s, c.users.admin, 'DELETE', `${c.course.id}/admin/teams/${first?.teamId}`)).toEqual([
      409,
      TEAM_HAS_SUBMITTED,
    ]);
  });

  it("rejects another course's assessment and team", async () => {
    const other = await courseWithMembers(s);
    const { assessment } = await teamAssessment(s, other);
    const [a] = regs() as [number];
    expect(
      await call(s, c.users.admin, 'POST', `${c.course.id}/admin/teams`, teamBody(assessment.id, [a])),
    ).toEqual([404, 'Assessment not found']);
    // A team formed in the other course cannot be changed or deleted from this one.
    const [status] = await call(
      s,
      other.users.admin,
      'POST',
      `${other.course.id}/admin/teams`,
      teamBody(assessment.id, [other.regs.student]),
    );
    expect(status).toBe(201);
    const [listStatus, body] = await call(s, other.users.admin, 'GET', `${other.course.id}/admin/teams`);
    expect(listStatus).toBe(200);
    const teamId = TeamFormationOverviews.parse(JSON.parse(body))[0]?.teamId ?? 0;
    expect(await call(s, c.users.admin, 'DELETE', `${c.course.id}/admin/teams/${teamId}`)).toEqual([
      404,
      'Team not found!',
    ]);
    expect(
      await call(s, c.users.admin, 'PUT', `${c.course.id}/admin/teams/${teamId}`, {
        teamId,
        assessmentId: assessment.id,
        student_ids: [[{ userId: a }]],
      }),
    ).toEqual([404, 'Team not found!']);
    expect((await teamsOf(assessment.id)).length).toBe(0);
  });

  it('answers 400 for a malformed body', async () => {
    expect(
      (
        await call(s, c.users.admin, 'POST', `${c.course.id}/admin/teams`, { team: { assessment_id: 'x' } })
      )[0],
    ).toBe(400);
  });
});

describe('GET team/:assessmentId', () => {
  it("gives a member their team and anyone else 404 'Team is not found!'", async () => {
    const { assessment } = await teamAssessment(s, c);
    const [a, b] = regs() as [number, number];
    await call(s, c.users.staff, 'POST', `${c.course.id}/admin/teams`, teamBody(assessment.id, [a, b]));
    const member = c.students[1]?.user ?? c.users.student;
    const [status, body] = await call(s, member, 'GET', `${c.course.id}/team/${assessment.id}`);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({
      assessmentId: assessment.id,
      studentNames: [c.students[0]?.user.name, c.students[1]?.user.name],
    });
    expect(await call(s, c.users.student, 'GET', `${c.course.id}/team/${assessment.id}`)).toEqual([
      404,
      'Team is not found!',
    ]);
  });
});
