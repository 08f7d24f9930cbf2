import { type GradingSummaryResponse, GradingSummaryRow, summaryCountColumns } from '@sa/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  answers,
  assessmentConfigs,
  assessments,
  courseRegistrations,
  groups,
  questions,
  submissions,
  users,
} from '../../db/schema';
import { leadStudentOf } from '../teams/owner-sql';

/**
 * The group grading summary of the course (spec 2 "Group grading summary"): per group its leader's
 * name and, per type shown in the dashboard, how many submissions of its students are submitted
 * and how many of those have a question without a grader yet. Groups without submissions get
 * zeros; the counting happens in the database, one grouped query for the whole course.
 */
export async function getGradingSummary(db: Executor, courseId: number): Promise<GradingSummaryResponse> {
  const types = await db
    .select({ id: assessmentConfigs.id, type: assessmentConfigs.type })
    .from(assessmentConfigs)
    .where(and(eq(assessmentConfigs.courseId, courseId), eq(assessmentConfigs.showGradingSummary, true)))
    .orderBy(asc(assessmentConfigs.order));
  const groupRows = await db
    .select({ id: groups.id, groupName: groups.name, leaderName: users.name })
    .from(groups)
    .leftJoin(courseRegistrations, eq(courseRegistrations.id, groups.leaderId))
    .leftJoin(users, eq(users.id, courseRegistrations.userId))
    .where(eq(groups.courseId, courseId))
    .orderBy(asc(groups.name));
  const counts = await countsByGroupAndType(
    db,
    courseId,
    types.map((t) => t.id),
  );

  const cols = ['groupName', 'leaderName'];
  for (const { type } of types) {
    const names = summaryCountColumns(type);
    cols.push(names.submitted, names.ungraded);
  }
  const rows = groupRows.map(({ id, groupName, leaderName }) => {
    const countsOfGroup: Record<string, number> = {};
    for (const { id: configId, type } of types) {
      const found = counts.get(`${id}:${configId}`);
      const names = summaryCountColumns(type);
      countsOfGroup[names.submitted] = found?.submitted ?? 0;
      countsOfGroup[names.ungraded] = found?.ungraded ?? 0;
    }
    // The schema types the run-time count keys next to the two fixed ones.
    return GradingSummaryRow.parse({ ...countsOfGroup, groupName, leaderName });
  });
  return { cols, rows };
}

/** Submitted and ungraded counts of the students' submissions, keyed `${groupId}:${configId}`. */
async function countsByGroupAndType(db: Executor, courseId: number, configIds: number[]) {
  const result = new Map<string, { submitted: number; ungraded: number }>();
  if (configIds.length === 0) return result;
  // An answer counts as graded once a grader saved it; an unanswered question is ungraded too.
  const questionCount = sql`(select count(*) from ${questions} where ${questions.assessmentId} = ${assessments.id})`;
  const gradedCount = sql`(select count(*) from ${answers} where ${answers.submissionId} = ${submissions.id} and ${answers.graderId} is not null)`;
  const rows = await db
    .select({
      groupId: courseRegistrations.groupId,
      configId: assessments.configId,
      submitted: count(),
      ungraded: sql<number>`count(*) filter (where ${gradedCount} < ${questionCount})`.mapWith(Number),
    })
    .from(submissions)
    .innerJoin(assessments, eq(assessments.id, submissions.assessmentId))
    // A team's submission counts once, in its first member's group (as the reference's leader rules).
    .innerJoin(courseRegistrations, eq(courseRegistrations.id, leadStudentOf(submissions)))
    .where(
      and(
        eq(assessments.courseId, courseId),
        inArray(assessments.configId, configIds),
        eq(submissions.status, 'submitted'),
        eq(courseRegistrations.role, 'student'),
      ),
    )
    .groupBy(courseRegistrations.groupId, assessments.configId);
  for (const row of rows) {
    if (row.groupId === null) continue;
    result.set(`${row.groupId}:${row.configId}`, { submitted: row.submitted, ungraded: row.ungraded });
  }
  return result;
}
