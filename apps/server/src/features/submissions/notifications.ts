import type { NotificationType } from '@sa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { ownersOf } from '../teams/owner-sql';

type StudentNotification = Extract<
  NotificationType,
  'unsubmitted' | 'published_grading' | 'unpublished_grading' | 'autograded' | 'graded'
>;

interface Target {
  assessmentId: number;
  submissionId: number;
}

const Owners = z.object({ rows: z.array(z.object({ id: z.coerce.number().int() })) });

/** Who a submission's notifications go to: its student, or every member of its team. */
async function recipientsOf(executor: Executor, submissionId: number): Promise<number[]> {
  const result = await executor.execute(
    sql`select owner.student_id as id from ${ownersOf(submissionId)} owner`,
  );
  return Owners.parse(result).rows.map((r) => r.id);
}

/**
 * One notification of a type per (student, assessment), as the reference writes student
 * notifications: a repeat marks the existing one unread instead of adding another. A team's
 * submission notifies every member. The caller holds the submission's lock, so two writers
 * cannot both insert.
 */
export async function notifyStudent(
  executor: Executor,
  type: StudentNotification,
  target: Target,
): Promise<void> {
  for (const studentRegId of await recipientsOf(executor, target.submissionId)) {
    const renewed = await executor
      .update(notifications)
      .set({ read: false, updatedAt: new Date() })
      .where(ofStudent(type, studentRegId, target.assessmentId))
      .returning({ id: notifications.id });
    if (renewed.length > 0) continue;
    await executor.insert(notifications).values({
      type,
      courseRegId: studentRegId,
      assessmentId: target.assessmentId,
      submissionId: target.submissionId,
    });
  }
}

export async function deleteStudentNotifications(
  executor: Executor,
  type: StudentNotification,
  target: Target,
): Promise<void> {
  for (const studentRegId of await recipientsOf(executor, target.submissionId)) {
    await executor.delete(notifications).where(ofStudent(type, studentRegId, target.assessmentId));
  }
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

function ofStudent(type: StudentNotification, studentRegId: number, assessmentId: number) {
  return and(
    eq(notifications.courseRegId, studentRegId),
    eq(notifications.assessmentId, assessmentId),
    eq(notifications.type, type),
  );
}
