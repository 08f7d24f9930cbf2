import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentConfigs, assessments, courseRegistrations, courses, users } from '../../db/schema';
import type { AssessmentConfigRow, NewAssessmentConfig, NewCourse } from '../courses/queries';

/** Locks the course row: saves of its types (or members) by two admins run one after the other. */
export async function lockCourse(executor: Executor, courseId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return rows.length > 0;
}

export async function updateCourse(
  executor: Executor,
  courseId: number,
  values: Partial<NewCourse>,
): Promise<void> {
  await executor
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

/**
 * Nobody but the course's admins keeps a hidden course as their latest viewed one: the others
 * land on their other courses or /welcome on their next load.
 */
export async function clearLatestViewedCourseOfNonAdmins(executor: Executor, courseId: number) {
  await executor
    .update(users)
    .set({ latestViewedCourseId: null, updatedAt: new Date() })
    .where(
      and(
        eq(users.latestViewedCourseId, courseId),
        sql`not exists (select 1 from ${courseRegistrations} where ${courseRegistrations.userId} = ${users.id}
          and ${courseRegistrations.courseId} = ${courseId} and ${courseRegistrations.role} = 'admin')`,
      ),
    );
}

/**
 * How many assessments each type of the course has, by type id: deleting a type deletes them too
 * (`config_id ... on delete cascade`), so the table shows the count before the delete.
 */
export async function countAssessmentsByType(
  executor: Executor,
  courseId: number,
): Promise<Map<number, number>> {
  const rows = await executor
    .select({ configId: assessments.configId, n: count() })
    .from(assessments)
    .where(eq(assessments.courseId, courseId))
    .groupBy(assessments.configId);
  return new Map(rows.map((row) => [row.configId, row.n]));
}

/** Makes the unique (order, course) check wait for the commit, so orders can be swapped. */
export async function deferTypeOrderCheck(executor: Executor): Promise<void> {
  await executor.execute(sql`set constraints assessment_configs_order_course_id_key deferred`);
}

export async function updateAssessmentConfig(
  executor: Executor,
  id: number,
  values: Partial<NewAssessmentConfig>,
): Promise<void> {
  await executor
    .update(assessmentConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessmentConfigs.id, id));
}

export async function insertAssessmentConfig(executor: Executor, values: NewAssessmentConfig) {
  await executor.insert(assessmentConfigs).values(values);
}

/** Deletes one type of the course; false when the course has no such type. */
export async function deleteAssessmentConfigRow(
  executor: Executor,
  courseId: number,
  id: number,
): Promise<boolean> {
  const rows = await executor
    .delete(assessmentConfigs)
    .where(and(eq(assessmentConfigs.id, id), eq(assessmentConfigs.courseId, courseId)))
    .returning({ id: assessmentConfigs.id });
  return rows.length > 0;
}

/** The course's other types, in order (after a delete, to close the gap). */
export function listOtherTypes(executor: Executor, courseId: number, exceptId: number) {
  return executor
    .select({ id: assessmentConfigs.id, order: assessmentConfigs.order })
    .from(assessmentConfigs)
    .where(and(eq(assessmentConfigs.courseId, courseId), ne(assessmentConfigs.id, exceptId)))
    .orderBy(asc(assessmentConfigs.order));
}

export type { AssessmentConfigRow };
