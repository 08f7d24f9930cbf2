import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  answers,
  assessmentConfigs,
  assessments,
  courseRegistrations,
  groups,
  questions,
  submissions,
} from '../../db/schema';
import { leadStudentOf } from '../teams/owner-sql';

/** What every lifecycle rule reads of a submission, its assessment and its type. */
const LIFECYCLE_FIELDS = {
  id: submissions.id,
  status: submissions.status,
  xpBonus: submissions.xpBonus,
  isGradingPublished: submissions.isGradingPublished,
  submittedAt: submissions.submittedAt,
  studentId: submissions.studentId,
  teamId: submissions.teamId,
  assessmentId: submissions.assessmentId,
  openAt: assessments.openAt,
  closeAt: assessments.closeAt,
  isManuallyGraded: assessmentConfigs.isManuallyGraded,
  earlySubmissionXp: assessmentConfigs.earlySubmissionXp,
  hoursBeforeEarlyXpDecay: assessmentConfigs.hoursBeforeEarlyXpDecay,
};

/**
 * A submission of the course with everything the grading lifecycle rules read, locked until the
 * transaction ends, so an unsubmit, a publish and a finalise of one submission run one after the
 * other. Undefined when there is no such submission in the course.
 */
export async function lockCourseSubmission(executor: Executor, courseId: number, submissionId: number) {
  const [row] = await executor
    .select({
      ...LIFECYCLE_FIELDS,
      isPublished: assessments.isPublished,
      // The student's group leader ("Avenger"), who may act on the student's submissions; for a
      // team's, the first member's leader, as in the reference.
      leaderId: groups.leaderId,
    })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .leftJoin(courseRegistrations, eq(courseRegistrations.id, leadStudentOf(submissions)))
    .leftJoin(groups, eq(groups.id, courseRegistrations.groupId))
    .where(and(eq(submissions.id, submissionId), eq(assessments.courseId, courseId)))
    .for('update', { of: submissions });
  return row;
}

export type LockedSubmission = NonNullable<Awaited<ReturnType<typeof lockCourseSubmission>>>;

/**
 * A submission with what settling its autograding reads (bonus inputs, publishing flags), locked
 * (NO KEY UPDATE, as a finalise takes it) until the transaction ends, so two grading jobs of one
 * submission finishing at once settle it one after the other. Undefined if it is gone.
 */
export async function lockSubmissionForSettling(executor: Executor, submissionId: number) {
  const [row] = await executor
    .select({ ...LIFECYCLE_FIELDS, isGradingAutoPublished: assessmentConfigs.isGradingAutoPublished })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(eq(submissions.id, submissionId))
    .for('no key update', { of: submissions });
  return row;
}

/** The autograding status of each answer of the submission, and its assessment's question count. */
export async function autogradingState(executor: Executor, submissionId: number, assessmentId: number) {
  const statuses = await executor
    .select({ status: answers.autogradingStatus })
    .from(answers)
    .where(eq(answers.submissionId, submissionId));
  const [questionCount] = await executor
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId));
  return { answerStatuses: statuses.map((r) => r.status), questionCount: questionCount?.n ?? 0 };
}

export async function setXpBonus(executor: Executor, submissionId: number, xpBonus: number): Promise<void> {
  await executor
    .update(submissions)
    .set({ xpBonus, updatedAt: new Date() })
    .where(eq(submissions.id, submissionId));
}

/** Every question of the assessment has an answer with a grader (the reference's is_fully_graded?). */
export async function isFullyGraded(executor: Executor, submission: LockedSubmission): Promise<boolean> {
  const [questionCount] = await executor
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.assessmentId, submission.assessmentId));
  const [gradedCount] = await executor
    .select({ n: count() })
    .from(answers)
    .where(and(eq(answers.submissionId, submission.id), isNotNull(answers.graderId)));
  return (questionCount?.n ?? 0) === (gradedCount?.n ?? 0);
}

/** Σ (xp + xp adjustment) over the submission's answers: the bonus input. */
export async function answersXp(executor: Executor, submissionId: number): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string | null>`sum(${answers.xp} + ${answers.xpAdjustment})` })
    .from(answers)
    .where(eq(answers.submissionId, submissionId));
  return Number(row?.total ?? 0);
}

/**
 * Back to 'attempted' for the student to work on again: no bonus, and every answer loses its
 * XP and autograding so it is graded afresh at the next finalise. Comments and grader stay, as
 * the reference keeps them.
 */
export async function resetForUnsubmit(
  executor: Executor,
  submissionId: number,
  unsubmittedById: number,
  now: Date,
): Promise<void> {
  await executor
    .update(submissions)
    .set({ status: 'attempted', xpBonus: 0, unsubmittedById, unsubmittedAt: now, updatedAt: new Date() })
    .where(eq(submissions.id, submissionId));
  await executor
    .update(answers)
    .set({ xp: 0, xpAdjustment: 0, autogradingStatus: 'none', autogradingResults: [], updatedAt: new Date() })
    .where(eq(answers.submissionId, submissionId));
}

export async function setGradingPublished(
  executor: Executor,
  submissionId: number,
  published: boolean,
): Promise<void> {
  await executor
    .update(submissions)
    .set({ isGradingPublished: published, updatedAt: new Date() })
    .where(eq(submissions.id, submissionId));
}

/**
 * The assessment's submissions (in the course) that publish-all covers, locked: unpublished and
 * either graded by a grader or autograded successfully in every question. A submission without
 * answers never qualifies (the reference joins on the answers).
 */
export async function lockPublishable(executor: Executor, courseId: number, assessmentId: number) {
  const questionCount = sql`(select count(*) from ${questions} where ${questions.assessmentId} = ${assessments.id})`;
  const graded = sql`(select count(*) from ${answers} where ${answers.submissionId} = ${submissions.id} and ${answers.graderId} is not null)`;
  const autograded = sql`(select count(*) from ${answers} where ${answers.submissionId} = ${submissions.id} and ${answers.autogradingStatus} = 'success')`;
  return lockedSubmissions(
    executor,
    courseId,
    assessmentId,
    and(
      eq(submissions.isGradingPublished, false),
      sql`${questionCount} > 0 and (${graded} = ${questionCount} or ${autograded} = ${questionCount})`,
    ),
  );
}

/** The assessment's published submissions (in the course), locked: what unpublish-all covers. */
export function lockPublished(executor: Executor, courseId: number, assessmentId: number) {
  return lockedSubmissions(executor, courseId, assessmentId, eq(submissions.isGradingPublished, true));
}

function lockedSubmissions(
  executor: Executor,
  courseId: number,
  assessmentId: number,
  condition: ReturnType<typeof and>,
) {
  return executor
    .select(LIFECYCLE_FIELDS)
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(and(eq(assessments.id, assessmentId), eq(assessments.courseId, courseId), condition))
    .orderBy(submissions.id)
    .for('update', { of: submissions });
}
