import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  assessmentConfigs,
  assessments,
  courseRegistrations,
  groups,
  notifications,
  submissions,
} from '../../db/schema';
import { leadStudentOf } from '../teams/owner-sql';

/** The caller's unread notifications with their assessment's title and type, oldest first. */
export function listUnread(executor: Executor, courseRegId: number) {
  return executor
    .select({
      id: notifications.id,
      type: notifications.type,
      assessmentId: notifications.assessmentId,
      submissionId: notifications.submissionId,
      assessmentType: assessmentConfigs.type,
      assessmentTitle: assessments.title,
    })
    .from(notifications)
    .innerJoin(assessments, eq(assessments.id, notifications.assessmentId))
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(and(eq(notifications.courseRegId, courseRegId), eq(notifications.read, false)))
    .orderBy(asc(notifications.id));
}

/** Marks the caller's notifications among `ids` read; returns the ids that were the caller's. */
export async function markRead(executor: Executor, courseRegId: number, ids: readonly number[]) {
  const rows = await executor
    .update(notifications)
    .set({ read: true, updatedAt: new Date() })
    .where(and(eq(notifications.courseRegId, courseRegId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/**
 * A 'submitted' notification for the student's group leader (a team's: the first member's, as in
 * the reference), one per (leader, submission): a repeat submit (after an unsubmit) marks the
 * existing one unread again. Nothing when the student has no group or the group no leader. One
 * statement, so it needs no lock of its own.
 */
export async function notifySubmitted(
  executor: Executor,
  input: { assessmentId: number; submissionId: number },
): Promise<void> {
  await executor.execute(sql`
    with leader as (
      select ${groups.leaderId} as id
      from ${submissions} s
      join ${courseRegistrations} on ${courseRegistrations.id} = ${leadStudentOf({ studentId: sql`s.student_id`, teamId: sql`s.team_id` })}
      join ${groups} on ${groups.id} = ${courseRegistrations.groupId}
      where s.id = ${input.submissionId} and ${groups.leaderId} is not null
    ), renewed as (
      update ${notifications} set read = false, updated_at = now()
      from leader
      where ${notifications.courseRegId} = leader.id and ${notifications.submissionId} = ${input.submissionId}
        and ${notifications.type} = 'submitted'
      returning ${notifications.id}
    )
    insert into ${notifications} (type, course_reg_id, assessment_id, submission_id)
    select 'submitted', leader.id, ${input.assessmentId}, ${input.submissionId}
    from leader
    where not exists (select 1 from renewed)`);
}
