import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentConfigs, assessments, courseRegistrations, submissions, users } from '../../db/schema';
import { leadStudentOf } from '../teams/owner-sql';

/**
 * A submission of the course with its assessment (the fields the show payload reads, so the
 * questions are built by the same role-scoped code) and its student (a team's first member).
 * Undefined when the course has no such submission.
 */
export async function findGradingSubmission(executor: Executor, courseId: number, submissionId: number) {
  const [row] = await executor
    .select({
      id: assessments.id,
      courseId: assessments.courseId,
      title: assessments.title,
      type: assessmentConfigs.type,
      isMinigame: assessmentConfigs.isMinigame,
      isManuallyGraded: assessmentConfigs.isManuallyGraded,
      story: assessments.story,
      number: assessments.number,
      reading: assessments.reading,
      summaryShort: assessments.summaryShort,
      longSummary: assessments.summaryLong,
      coverPicture: assessments.coverPicture,
      missionPdf: assessments.missionPdf,
      hasTokenCounter: assessments.hasTokenCounter,
      isAutosaveEnabled: assessments.isAutosaveEnabled,
      isPublished: assessments.isPublished,
      openAt: assessments.openAt,
      closeAt: assessments.closeAt,
      password: assessments.password,
      submissionId: submissions.id,
      submissionStatus: submissions.status,
      isGradingPublished: submissions.isGradingPublished,
      studentId: courseRegistrations.id,
      studentName: users.name,
      studentUsername: users.username,
    })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .innerJoin(courseRegistrations, eq(courseRegistrations.id, leadStudentOf(submissions)))
    .innerJoin(users, eq(users.id, courseRegistrations.userId))
    .where(and(eq(submissions.id, submissionId), eq(assessments.courseId, courseId)));
  return row;
}
