import type { SubmissionStatus } from '@sa/domain';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentConfigs, assessments, courseRegistrations, submissions } from '../../db/schema';
import { isCallersSubmission } from '../teams/owner-sql';
import type { SubmissionOwner } from '../teams/submission-owner';

/**
 * Creates the owner's submission (a student's or a team's) unless it exists. Two requests racing
 * to create it (two members of a team saving at once) both succeed: the unique (assessment_id,
 * student_id) and (assessment_id, team_id) keys make the second insert a no-op.
 */
export async function insertSubmissionIfMissing(
  executor: Executor,
  assessmentId: number,
  owner: SubmissionOwner,
): Promise<void> {
  if ('teamId' in owner) {
    await executor
      .insert(submissions)
      .values({ assessmentId, teamId: owner.teamId })
      .onConflictDoNothing({ target: [submissions.assessmentId, submissions.teamId] });
  } else {
    await executor
      .insert(submissions)
      .values({ assessmentId, studentId: owner.studentId })
      .onConflictDoNothing({ target: [submissions.assessmentId, submissions.studentId] });
  }
}

/** 'attempting' -> 'attempted'; a submission in any other status is left as it is. */
export async function promoteToAttempted(executor: Executor, submissionId: number): Promise<void> {
  await executor
    .update(submissions)
    .set({ status: 'attempted', updatedAt: new Date() })
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'attempting')));
}

export async function setSubmissionStatus(
  executor: Executor,
  submissionId: number,
  status: SubmissionStatus,
  extra: { submittedAt?: Date } = {},
): Promise<void> {
  await executor
    .update(submissions)
    .set({ status, ...extra, updatedAt: new Date() })
    .where(eq(submissions.id, submissionId));
}

/** What finalising a submission reads (see onSubmitted). */
const finaliseFields = {
  id: submissions.id,
  status: submissions.status,
  studentId: submissions.studentId,
  teamId: submissions.teamId,
  assessmentId: submissions.assessmentId,
  courseId: assessments.courseId,
  isPublished: assessments.isPublished,
  openAt: assessments.openAt,
  closeAt: assessments.closeAt,
  isManuallyGraded: assessmentConfigs.isManuallyGraded,
};

/**
 * The caller's submission of an assessment (their own, or their team's: one finalise for every
 * member) with what finalising needs, locked until the transaction ends: saves and the finalise
 * of one submission run one after the other. (NO KEY UPDATE: answers and notifications may still
 * reference the row meanwhile.)
 */
export async function lockSubmissionForSubmit(executor: Executor, assessmentId: number, regId: number) {
  const [row] = await executor
    .select(finaliseFields)
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(and(eq(submissions.assessmentId, assessmentId), isCallersSubmission(submissions, regId)))
    .for('no key update', { of: submissions });
  return row;
}

export type SubmissionForSubmit = NonNullable<Awaited<ReturnType<typeof lockSubmissionForSubmit>>>;

/**
 * The students' and teams' unfinalised submissions of an assessment, locked as a finalise locks
 * them: what the closer submits. Staff's own test attempts are left alone, as the reference's
 * auto-close covers students only.
 */
export function lockOpenAttempts(executor: Executor, assessmentId: number): Promise<SubmissionForSubmit[]> {
  return executor
    .select(finaliseFields)
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .leftJoin(courseRegistrations, eq(courseRegistrations.id, submissions.studentId))
    .where(
      and(
        eq(submissions.assessmentId, assessmentId),
        inArray(submissions.status, ['attempting', 'attempted']),
        or(isNotNull(submissions.teamId), eq(courseRegistrations.role, 'student')),
      ),
    )
    .orderBy(submissions.id)
    .for('no key update', { of: submissions });
}
