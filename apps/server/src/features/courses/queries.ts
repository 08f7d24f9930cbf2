import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentConfigs, courseRegistrations, courses, users } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type AssessmentConfigRow = typeof assessmentConfigs.$inferSelect;
export type NewAssessmentConfig = typeof assessmentConfigs.$inferInsert;

export async function findCourse(executor: Executor, courseId: number): Promise<CourseRow | undefined> {
  const [row] = await executor.select().from(courses).where(eq(courses.id, courseId));
  return row;
}

/** The course's assessment types in their display order. */
export function listAssessmentConfigs(executor: Executor, courseId: number): Promise<AssessmentConfigRow[]> {
  return executor
    .select()
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, courseId))
    .orderBy(asc(assessmentConfigs.order));
}

/** Locks the user row so that concurrent course creations count admin courses one at a time. */
export async function lockUser(executor: Executor, userId: number): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAdminCourses(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.userId, userId), eq(courseRegistrations.role, 'admin')));
  return row?.n ?? 0;
}

export async function insertCourse(executor: Executor, values: NewCourse): Promise<CourseRow> {
  const [row] = await executor.insert(courses).values(values).returning();
  if (!row) throw new Error('Course insert returned no row');
  return row;
}

export async function insertAssessmentConfigs(
  executor: Executor,
  values: NewAssessmentConfig[],
): Promise<void> {
  if (values.length > 0) await executor.insert(assessmentConfigs).values(values);
}

export async function setResearchAgreement(
  executor: Executor,
  courseRegId: number,
  agreed: boolean,
): Promise<void> {
  await executor
    .update(courseRegistrations)
    .set({ agreedToResearch: agreed, updatedAt: new Date() })
    .where(eq(courseRegistrations.id, courseRegId));
}

export async function insertRegistration(
  executor: Executor,
  values: typeof courseRegistrations.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(courseRegistrations)
    .values(values)
    .returning({ id: courseRegistrations.id });
  if (!row) throw new Error('Registration insert returned no row');
  return row;
}
