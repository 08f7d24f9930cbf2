import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Who a submission belongs to, in SQL (api-reference section 2: a submission has a student XOR a
 * team). The rule, used by every read and write of "the caller's submission":
 * - a member of one of the assessment's teams works in the team's submission;
 * - anyone else works in their own (a student of a team assessment without a team may not save:
 *   'Your existing Team has been deleted!', see submission-owner.ts).
 * The rules of team formation keep a student in at most one team per assessment; `limit 1` makes
 * the expression a scalar even if that were ever broken.
 */

type Value = SQLWrapper | number;

/** The id of the assessment's team that has the registration as a member, or null. */
export function teamOfMember(assessmentId: Value, regId: Value): SQL<number | null> {
  return sql<number | null>`(select tm.team_id from team_members tm join teams t on t.id = tm.team_id
    where t.assessment_id = ${assessmentId} and tm.student_id = ${regId} order by tm.team_id limit 1)`;
}

/**
 * The condition "this submission row (its team_id and student_id columns) is the caller's
 * submission of its assessment".
 */
export function isCallersSubmission(
  columns: { teamId: SQLWrapper; studentId: SQLWrapper; assessmentId: SQLWrapper },
  regId: Value,
): SQL {
  const team = teamOfMember(columns.assessmentId, regId);
  return sql`(${columns.teamId} = ${team} or (${team} is null and ${columns.studentId} = ${regId}))`;
}

/** The condition "the registration owns this submission, alone or in its team" (any assessment). */
export function isOwnedBy(columns: { teamId: SQLWrapper; studentId: SQLWrapper }, regId: Value): SQL {
  return sql`(${columns.studentId} = ${regId} or ${columns.teamId} in
    (select tm.team_id from team_members tm where tm.student_id = ${regId}))`;
}

/** The first member of a team submission (by when they joined), or the student of an own one. */
export function leadStudentOf(columns: { teamId: SQLWrapper; studentId: SQLWrapper }): SQL<number | null> {
  return sql<number | null>`coalesce(${columns.studentId}, (select tm.student_id from team_members tm
    where tm.team_id = ${columns.teamId} order by tm.id limit 1))`;
}

/** The course registrations a submission belongs to: its student, or every member of its team. */
export function ownersOf(submissionId: Value): SQL {
  return sql`(select s.student_id from submissions s where s.id = ${submissionId} and s.student_id is not null
    union select tm.student_id from team_members tm join submissions s on s.team_id = tm.team_id
    where s.id = ${submissionId})`;
}
