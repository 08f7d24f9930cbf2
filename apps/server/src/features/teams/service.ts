import {
  type CreateTeamsRequest,
  MY_TEAM_NOT_FOUND,
  TEAM_HAS_SUBMISSION_TO_MOVE,
  TEAM_ID_DIFFERS,
  TEAM_NOT_FOUND,
  type TeamFormationOverview,
  type TeamFormationStudent,
  type UpdateTeamRequest,
} from '@sa/contracts';
import {
  TEAM_HAS_SUBMITTED,
  TEAM_STUDENT_ALREADY_IN_TEAM,
  TEAM_STUDENT_IN_ANOTHER_TEAM,
  TEAM_STUDENT_NOT_ENROLLED,
  teamShapeConflict,
} from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database, Executor } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../http/errors';
import {
  anyInATeam,
  countCourseStudents,
  deleteTeam as deleteTeamRow,
  findCourseTeam,
  findTeamSubmission,
  insertTeams,
  listCourseTeamRows,
  listFormableStudents,
  listTeamRowsOfMember,
  lockCourseAssessment,
  moveTeam,
  type OverviewRow,
  replaceMembers,
} from './queries';

/**
 * Team formation (staff) and a member's team (api-reference-routes: admin teams, team/:aid).
 * Every change runs in one transaction holding its assessment's lock, with the reference's
 * checks in the reference's order and its 409 texts.
 */

const conflict = (message: string) => new HttpError(409, message);
const ASSESSMENT_NOT_FOUND = 'Assessment not found';

/** Overview rows (one per member) grouped into the reference's team formation overviews. */
function toOverviews(rows: readonly OverviewRow[]): TeamFormationOverview[] {
  const byTeam = new Map<number, TeamFormationOverview>();
  for (const row of rows) {
    let team = byTeam.get(row.teamId);
    if (!team) {
      team = {
        teamId: row.teamId,
        assessmentId: row.assessmentId,
        assessmentName: row.assessmentName,
        assessmentType: row.assessmentType,
        studentIds: [],
        studentNames: [],
        studentCourseRegIds: [],
        studentUsernames: [],
      };
      byTeam.set(row.teamId, team);
    }
    if (row.courseRegId === null || row.userId === null || row.username === null) continue;
    team.studentIds.push(row.userId);
    team.studentNames.push(row.name);
    team.studentCourseRegIds.push(row.courseRegId);
    team.studentUsernames.push(row.username);
  }
  return [...byTeam.values()];
}

/** GET admin/teams: every team of the course's assessments. */
export async function listTeams(db: Database, reg: CourseReg): Promise<TeamFormationOverview[]> {
  return toOverviews(await listCourseTeamRows(db, reg.courseId));
}

/** GET team/:aid: the caller's team in the assessment, or 404 in the reference's words. */
export async function findMyTeam(
  db: Database,
  reg: CourseReg,
  assessmentId: number,
): Promise<TeamFormationOverview> {
  const [team] = toOverviews(await listTeamRowsOfMember(db, assessmentId, reg.id));
  // A registration belongs to one course, so its team is of this course's assessment.
  if (!team) throw notFound(MY_TEAM_NOT_FOUND);
  return team;
}

export function listTeamFormationStudents(db: Database, reg: CourseReg): Promise<TeamFormationStudent[]> {
  return listFormableStudents(db, reg.courseId);
}

const idsOf = (team: readonly { userId: number }[]) => team.map((member) => member.userId);

/** The checks every formation change makes on its teams, in the reference's order. */
async function checkTeams(
  tx: Executor,
  courseId: number,
  assessment: { id: number; maxTeamSize: number },
  memberLists: readonly number[][],
  exceptTeamId?: number,
): Promise<void> {
  const shape = teamShapeConflict(memberLists, assessment.maxTeamSize);
  if (shape) throw conflict(shape);
  const all = memberLists.flat();
  if ((await countCourseStudents(tx, courseId, all)) !== all.length)
    throw conflict(TEAM_STUDENT_NOT_ENROLLED);
  if (await anyInATeam(tx, assessment.id, all, exceptTeamId)) {
    throw conflict(exceptTeamId === undefined ? TEAM_STUDENT_ALREADY_IN_TEAM : TEAM_STUDENT_IN_ANOTHER_TEAM);
  }
}

/** POST admin/teams: forms every team of the request, or none. */
export async function createTeams(db: Database, reg: CourseReg, request: CreateTeamsRequest): Promise<void> {
  const memberLists = request.team.student_ids.map(idsOf);
  await db.transaction(async (tx) => {
    const assessment = await lockCourseAssessment(tx, reg.courseId, request.team.assessment_id);
    if (!assessment) throw notFound(ASSESSMENT_NOT_FOUND);
    await checkTeams(tx, reg.courseId, assessment, memberLists);
    await insertTeams(tx, assessment.id, memberLists);
  });
}

/**
 * PUT admin/teams/:teamId: the team's members (and assessment) become the request's. Unlike the
 * reference, the size is checked here too, and a team with a submission stays with its assessment
 * (its answers belong to that assessment's questions).
 */
export async function updateTeam(
  db: Database,
  reg: CourseReg,
  teamId: number,
  request: UpdateTeamRequest,
): Promise<void> {
  if (request.teamId !== teamId) throw badRequest(TEAM_ID_DIFFERS);
  const memberLists = request.student_ids.slice(0, 1).map(idsOf);
  await db.transaction(async (tx) => {
    const team = await findCourseTeam(tx, reg.courseId, teamId);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    const assessment = await lockCourseAssessment(tx, reg.courseId, request.assessmentId);
    if (!assessment) throw notFound(ASSESSMENT_NOT_FOUND);
    if (assessment.id !== team.assessmentId) {
      if (await findTeamSubmission(tx, teamId)) throw conflict(TEAM_HAS_SUBMISSION_TO_MOVE);
      await lockCourseAssessment(tx, reg.courseId, team.assessmentId);
    }
    await checkTeams(tx, reg.courseId, assessment, memberLists, teamId);
    if (assessment.id !== team.assessmentId) await moveTeam(tx, teamId, assessment.id);
    await replaceMembers(tx, teamId, memberLists[0] ?? []);
  });
}

/** DELETE admin/teams/:teamId: not once the team has submitted; its unsubmitted work goes with it. */
export async function deleteTeam(db: Database, reg: CourseReg, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await findCourseTeam(tx, reg.courseId, teamId);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    const submission = await findTeamSubmission(tx, teamId);
    if (submission?.status === 'submitted') throw conflict(TEAM_HAS_SUBMITTED);
    await deleteTeamRow(tx, teamId);
  });
}
