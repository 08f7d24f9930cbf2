import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { achievementToGoal, courseRegistrations, goalProgress, goals } from '../../db/schema';

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = Omit<typeof goals.$inferInsert, 'insertedAt' | 'updatedAt'>;

const INSERT_SLICE = 1_000;

const GOAL_FIELDS = {
  uuid: goals.uuid,
  text: goals.text,
  targetCount: goals.targetCount,
  type: goals.type,
  meta: goals.meta,
};

/** The course's goals in the order they were created. */
export function listGoalRows(executor: Executor, courseId: number) {
  return executor
    .select(GOAL_FIELDS)
    .from(goals)
    .where(eq(goals.courseId, courseId))
    .orderBy(asc(goals.insertedAt), asc(goals.uuid));
}

/**
 * The course's goals with one registration's progress (0 and not completed without a row) and
 * the achievements each belongs to.
 */
export function listGoalsWithProgress(executor: Executor, courseId: number, courseRegId: number) {
  return executor
    .select({
      ...GOAL_FIELDS,
      count: sql<number>`coalesce(${goalProgress.count}, 0)`.mapWith(Number),
      completed: sql<boolean>`coalesce(${goalProgress.completed}, false)`.mapWith(Boolean),
      achievementUuids: sql<string[]>`coalesce((
        select json_agg(${achievementToGoal.achievementUuid} order by ${achievementToGoal.achievementUuid})
        from ${achievementToGoal}
        where ${achievementToGoal.goalUuid} = ${goals.uuid}
      ), '[]'::json)`,
    })
    .from(goals)
    .leftJoin(
      goalProgress,
      and(eq(goalProgress.goalUuid, goals.uuid), eq(goalProgress.courseRegId, courseRegId)),
    )
    .where(eq(goals.courseId, courseId))
    .orderBy(asc(goals.insertedAt), asc(goals.uuid));
}

/** One of the course's goals, or undefined. */
export async function findGoal(executor: Executor, courseId: number, uuid: string) {
  const [row] = await executor
    .select(GOAL_FIELDS)
    .from(goals)
    .where(and(eq(goals.courseId, courseId), eq(goals.uuid, uuid)));
  return row;
}

/** Whether the registration belongs to the course. */
export async function isRegistrationInCourse(executor: Executor, courseId: number, courseRegId: number) {
  const [row] = await executor
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.id, courseRegId)));
  return row !== undefined;
}

/**
 * Inserts or updates the goals; returns the uuids written. A uuid already taken by another
 * course's goal is left alone and missing from the result, so the caller can refuse.
 */
export async function upsertGoalRows(executor: Executor, rows: readonly NewGoalRow[]): Promise<Set<string>> {
  const written = new Set<string>();
  for (let i = 0; i < rows.length; i += INSERT_SLICE) {
    const result = await executor
      .insert(goals)
      .values(rows.slice(i, i + INSERT_SLICE))
      .onConflictDoUpdate({
        target: goals.uuid,
        set: {
          text: sql`excluded.text`,
          targetCount: sql`excluded.target_count`,
          type: sql`excluded.type`,
          meta: sql`excluded.meta`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${goals.courseId} = excluded.course_id`,
      })
      .returning({ uuid: goals.uuid });
    for (const row of result) written.add(row.uuid);
  }
  return written;
}

/** Deletes one of the course's goals with its links and progress (cascade); whether it existed. */
export async function deleteGoalRow(executor: Executor, courseId: number, uuid: string) {
  const rows = await executor
    .delete(goals)
    .where(and(eq(goals.courseId, courseId), eq(goals.uuid, uuid)))
    .returning({ uuid: goals.uuid });
  return rows.length > 0;
}

/** Sets one registration's progress on one goal (insert or overwrite). */
export async function upsertProgress(
  executor: Executor,
  progress: { goalUuid: string; courseRegId: number; count: number; completed: boolean },
): Promise<void> {
  await executor
    .insert(goalProgress)
    .values(progress)
    .onConflictDoUpdate({
      target: [goalProgress.goalUuid, goalProgress.courseRegId],
      set: { count: progress.count, completed: progress.completed, updatedAt: sql`now()` },
    });
}
