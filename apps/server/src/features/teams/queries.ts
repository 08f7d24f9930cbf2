import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assessmentConfigs,
  assessments,
  courseRegistrations,
  submissions,
  teamMembers,
  teams,
  users,
} from '../../db/schema';

/** One row per (team, member), in team then joining order; a team without members has one row of nulls. */
function overviewRows(executor: Executor) {
  return executor
    .select({
      teamId: teams.id,
      assessmentId: assessments.id,
      assessmentName: assessments.title,
      assessmentType: assessmentConfigs.type,
      courseRegId: courseRegistrations.id,
      userId: users.id,
      name: users.name,
      username: users.username,
    })
    .from(teams)
    .innerJoin(assessments, eq(assessments.id, teams.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .leftJoin(courseRegistrations, eq(courseRegistrations.id, teamMembers.studentId))
    .leftJoin(users, eq(users.id, courseRegistrations.userId))
    .$dynamic();
}

export type OverviewRow = Awaited<ReturnType<typeof listCourseTeamRows>>[number];

/** Every team of the course's assessments with its members. */
export function listCourseTeamRows(executor: Executor, courseId: number) {
  return overviewRows(executor)
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(assessments.id), asc(teams.id), asc(teamMembers.id));
}

/** The assessment's team that has the registration as a member, with all its members (none: empty). */
export function listTeamRowsOfMember(executor: Executor, assessmentId: number, courseRegId: number) {
  const mine = executor
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.assessmentId, assessmentId), eq(teamMembers.studentId, courseRegId)));
  return overviewRows(executor).where(inArray(teams.id, mine)).orderBy(asc(teams.id), asc(teamMembers.id));
}

/**
 * The course's assessment with its team size, locked until the transaction ends: team formation
 * for one assessment runs one change at a time, so two staff members cannot put a student in
 * two teams at once. Undefined when the course has no such assessment.
 */
export async function lockCourseAssessment(executor: Executor, courseId: number, assessmentId: number) {
  const [row] = await executor
    .select({ id: assessments.id, maxTeamSize: assessments.maxTeamSize })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.courseId, courseId)))
    .for('no key update');
  return row;
}

/** A team of the course's assessments; undefined when there is none. */
export async function findCourseTeam(executor: Executor, courseId: number, teamId: number) {
  const [row] = await executor
    .select({ id: teams.id, assessmentId: teams.assessmentId })
    .from(teams)
    .innerJoin(assessments, eq(assessments.id, teams.assessmentId))
    .where(and(eq(teams.id, teamId), eq(assessments.courseId, courseId)));
  return row;
}

/** How many of the registration ids are students of the course. */
export async function countCourseStudents(
  executor: Executor,
  courseId: number,
  regIds: readonly number[],
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.courseId, courseId),
        eq(courseRegistrations.role, 'student'),
        inArray(courseRegistrations.id, [...regIds]),
      ),
    );
  return row?.n ?? 0;
}

/** Whether any of the students is in a team of the assessment other than `exceptTeamId`. */
export async function anyInATeam(
  executor: Executor,
  assessmentId: number,
  regIds: readonly number[],
  exceptTeamId?: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ n: count() })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teams.assessmentId, assessmentId),
        inArray(teamMembers.studentId, [...regIds]),
        exceptTeamId === undefined ? undefined : ne(teams.id, exceptTeamId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertTeams(
  executor: Executor,
  assessmentId: number,
  memberLists: readonly (readonly number[])[],
): Promise<void> {
  if (memberLists.length === 0) return;
  const created = await executor
    .insert(teams)
    .values(memberLists.map(() => ({ assessmentId })))
    .returning({ id: teams.id });
  // The ids are drawn from the sequence row by row in VALUES order, so ascending ids match the
  // member lists in order, whatever order RETURNING lists them in.
  created.sort((a, b) => a.id - b.id);
  const members = created.flatMap((team, i) =>
    (memberLists[i] ?? []).map((studentId) => ({ teamId: team.id, studentId })),
  );
  if (members.length > 0) await executor.insert(teamMembers).values(members);
}

/** The team's members become exactly `regIds` (those staying keep their joining order). */
export async function replaceMembers(
  executor: Executor,
  teamId: number,
  regIds: readonly number[],
): Promise<void> {
  await executor
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        regIds.length > 0 ? notInArray(teamMembers.studentId, [...regIds]) : undefined,
      ),
    );
  if (regIds.length === 0) return;
  await executor
    .insert(teamMembers)
    .values(regIds.map((studentId) => ({ teamId, studentId })))
    .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.studentId] });
}

export async function moveTeam(executor: Executor, teamId: number, assessmentId: number): Promise<void> {
  await executor.update(teams).set({ assessmentId, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** The team's submission's status, if it has one (a team has at most one: its assessment's). */
export async function findTeamSubmission(executor: Executor, teamId: number) {
  const [row] = await executor
    .select({ id: submissions.id, status: submissions.status })
    .from(submissions)
    .where(eq(submissions.teamId, teamId))
    .for('update');
  return row;
}

/** Deletes the team; its submission, answers and their notifications go with it (cascades). */
export async function deleteTeam(executor: Executor, teamId: number): Promise<void> {
  await executor.delete(teams).where(eq(teams.id, teamId));
}

/** The course's students, for forming teams: GET admin/users/teamformation. */
export function listFormableStudents(executor: Executor, courseId: number) {
  return executor
    .select({ userId: courseRegistrations.id, name: users.name, username: users.username })
    .from(courseRegistrations)
    .innerJoin(users, eq(users.id, courseRegistrations.userId))
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.role, 'student')))
    .orderBy(asc(users.username), asc(courseRegistrations.id));
}
