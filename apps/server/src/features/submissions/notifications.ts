import type { NotificationType } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

type StudentNotification = Extract<
  NotificationType,
  'unsubmitted' | 'published_grading' | 'unpublished_grading' | 'autograded' | 'graded'
>;

interface Target {
  studentRegId: number;
  assessmentId: number;
  submissionId: number;
}

/**
 * One notification of a type per (student, assessment), as the reference writes student
 * notifications: a repeat marks the existing one unread instead of adding another. The caller
 * holds the submission's lock, so two writers cannot both insert.
 */
export async function notifyStudent(
  executor: Executor,
  type: StudentNotification,
  target: Target,
): Promise<void> {
  const renewed = await executor
    .update(notifications)
    .set({ read: false, updatedAt: new Date() })
    .where(ofStudent(type, target))
    .returning({ id: notifications.id });
  if (renewed.length > 0) return;
  await executor.insert(notifications).values({
    type,
    courseRegId: target.studentRegId,
    assessmentId: target.assessmentId,
    submissionId: target.submissionId,
  });
}

export async function deleteStudentNotifications(
  executor: Executor,
  type: StudentNotification,
  target: Target,
): Promise<void> {
  await executor.delete(notifications).where(ofStudent(type, target));
}

/** The caller has dealt with the submission: their 'submitted' notifications for it are read. */
export async function markSubmittedRead(
  executor: Executor,
  callerRegId: number,
  submissionId: number,
): Promise<void> {
  await executor
    .update(notifications)
    .set({ read: true, updatedAt: new Date() })
    .where(
      and(
        eq(notifications.courseRegId, callerRegId),
        eq(notifications.submissionId, submissionId),
        eq(notifications.type, 'submitted'),
        eq(notifications.read, false),
      ),
    );
}

function ofStudent(type: StudentNotification, target: Target) {
  return and(
    eq(notifications.courseRegId, target.studentRegId),
    eq(notifications.assessmentId, target.assessmentId),
    eq(notifications.type, type),
  );
}
