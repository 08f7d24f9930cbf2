import { isStaffOrAdmin } from '@sa/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { CourseReg } from '../../auth/guard';
import { badRequest } from '../../http/errors';

/** The owner of a submission: one student, or one team (api-reference section 2). */
export type SubmissionOwner = { studentId: number } | { teamId: number };

/** The reference's text for a team assessment's student who is in no team (any more). */
export const TEAM_DELETED = 'Your existing Team has been deleted!';

/**
 * Whose submission the caller works in (see owner-sql.ts for the same rule in SQL): their team's
 * when they are in one of the assessment's teams, else their own. A student of a team assessment
 * (maxTeamSize > 1) without a team has none and may not write: 400 TEAM_DELETED, the reference's
 * answer. Staff and admin, who are never in teams, keep their own test attempt (the reference
 * refuses them too; see ADR 3).
 */
export function ownerFor(
  reg: CourseReg,
  assessment: { maxTeamSize: number; teamId: number | null },
): SubmissionOwner {
  if (assessment.teamId !== null) return { teamId: assessment.teamId };
  if (assessment.maxTeamSize > 1 && !isStaffOrAdmin(reg.role)) throw badRequest(TEAM_DELETED);
  return { studentId: reg.id };
}

/** Like ownerFor, but undefined instead of the 400, for reads that create a submission on the way. */
export function ownerIfAny(
  reg: CourseReg,
  assessment: { maxTeamSize: number; teamId: number | null },
): SubmissionOwner | undefined {
  if (assessment.teamId !== null) return { teamId: assessment.teamId };
  if (assessment.maxTeamSize > 1 && !isStaffOrAdmin(reg.role)) return undefined;
  return { studentId: reg.id };
}

/** `student_id = ?` or `team_id = ?` on the submissions table (unqualified columns). */
export function ownerCondition(owner: SubmissionOwner): SQL {
  return 'teamId' in owner ? sql`team_id = ${owner.teamId}` : sql`student_id = ${owner.studentId}`;
}
