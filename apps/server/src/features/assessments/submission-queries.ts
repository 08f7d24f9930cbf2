import type { SubmissionStatus } from '@sa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentConfigs, assessments, courseRegistrations, submissions } from '../../db/schema';

/**
 * Creates the caller's submission unless it exists. Two requests racing to create it both
 * succeed: the unique (assessment_id, student_id) key makes the second insert a no-op.
 */
export async function insertSubmissionIfMissing(
  executor: Executor,
  assessmentId: number,
  studentId: number,
): Promise<void> {
  await executor
    .insert(submissions)
    .values({ assessmentId, studentId })
    .onConflictDoNothing({ target: [submissions.assessmentId, submissions.studentId] });
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
  assessmentId: submissions.assessmentId,
  courseId: assessments.courseId,
  isPublished: assessments.isPublished,
  openAt: assessments.openAt,
  closeAt: assessments.closeAt,
  isManuallyGraded: assessmentConfigs.isManuallyGraded,
};

/**
 * The caller's submission of an assessment with what finalising needs, locked until the
 * transaction ends: saves and the finalise of one submission run one after the other. (NO KEY
 * UPDATE: answers and notifications may still reference the row meanwhile.)
 */
export async function lockSubmissionForSubmit(executor: Executor, assessmentId: number, studentId: number) {
  const [row] = await executor
    .select(finaliseFields)
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(and(eq(submissions.assessmentId, assessmentId), eq(submissions.studentId, studentId)))
    .for('no key update', { of: submissions });
  return row;
}

export type SubmissionForSubmit = NonNullable<Awaited<ReturnType<typeof lockSubmissionForSubmit>>>;

/**
 * The students' unfinalised submissions of an assessment, locked as a finalise locks them: what
 * the closer submits. Staff's own test attempts are left alone, as the reference's auto-close
 * covers students only.
 */
export function lockOpenAttempts(executor: Executor, assessmentId: number): Promise<SubmissionForSubmit[]> {
  return executor
    .select(finaliseFields)
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .innerJoin(courseRegistrations, eq(courseRegistrations.id, submissions.studentId))
    .where(
      and(
        eq(submissions.assessmentId, assessmentId),
        inArray(submissions.status, ['attempting', 'attempted']),
        eq(courseRegistrations.role, 'student'),
      ),
    )
    .orderBy(submissions.id)
    .for('no key update', { of: submissions });
}
