import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { achievementPrerequisites, achievements, achievementToGoal, goals } from '../../db/schema';

export type AchievementRow = typeof achievements.$inferSelect;
export type NewAchievementRow = Omit<typeof achievements.$inferInsert, 'insertedAt' | 'updatedAt'>;
export interface Edge {
  from: string;
  to: string;
}

/** Inserts in slices, so a large PUT stays far below PostgreSQL's 65,535 bind parameters. */
const INSERT_SLICE = 1_000;

/** An arbitrary namespace for this feature's advisory locks (the second key is the course). */
const DEFINITIONS_LOCK = 9_009;

/**
 * Serialises the writes of one course's achievement and goal definitions until the transaction
 * ends: the cycle check reads the whole prerequisite graph, and two concurrent PUTs must not each
 * pass it and together close a cycle. Readers are not blocked.
 */
export async function lockCourseDefinitions(executor: Executor, courseId: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${DEFINITIONS_LOCK}, ${courseId}::int)`);
}

/** The course's achievements, tasks first by position, then hidden ones, each group by title. */
export function listAchievementRows(executor: Executor, courseId: number) {
  return executor
    .select()
    .from(achievements)
    .where(eq(achievements.courseId, courseId))
    .orderBy(asc(achievements.position), asc(achievements.title), asc(achievements.uuid));
}

/** Every prerequisite edge (achievement -> prerequisite) among the course's achievements. */
export async function listPrerequisiteEdges(executor: Executor, courseId: number): Promise<Edge[]> {
  return executor
    .select({ from: achievementPrerequisites.achievementUuid, to: achievementPrerequisites.prerequisiteUuid })
    .from(achievementPrerequisites)
    .innerJoin(achievements, eq(achievements.uuid, achievementPrerequisites.achievementUuid))
    .where(eq(achievements.courseId, courseId))
    .orderBy(asc(achievementPrerequisites.prerequisiteUuid));
}

/** Every achievement -> goal link of the course's achievements. */
export async function listGoalLinks(executor: Executor, courseId: number): Promise<Edge[]> {
  return executor
    .select({ from: achievementToGoal.achievementUuid, to: achievementToGoal.goalUuid })
    .from(achievementToGoal)
    .innerJoin(achievements, eq(achievements.uuid, achievementToGoal.achievementUuid))
    .where(eq(achievements.courseId, courseId))
    .orderBy(asc(achievementToGoal.goalUuid));
}

/** Which of these uuids are rows of the course in `table` (achievements or goals). */
async function uuidsInCourse(
  executor: Executor,
  table: typeof achievements | typeof goals,
  courseId: number,
  uuids: readonly string[],
): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await executor
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(eq(table.courseId, courseId), inArray(table.uuid, [...uuids])));
  return new Set(rows.map((r) => r.uuid));
}

/** Which of these uuids are achievements of the course. */
export const existingAchievementUuids = (executor: Executor, courseId: number, uuids: readonly string[]) =>
  uuidsInCourse(executor, achievements, courseId, uuids);

/** Which of these uuids are goals of the course. */
export const existingGoalUuids = (executor: Executor, courseId: number, uuids: readonly string[]) =>
  uuidsInCourse(executor, goals, courseId, uuids);

/**
 * Inserts or updates the achievements; returns the uuids written. A uuid already taken by another
 * course's achievement is left alone and missing from the result, so the caller can refuse.
 */
export async function upsertAchievementRows(
  executor: Executor,
  rows: readonly NewAchievementRow[],
): Promise<Set<string>> {
  const written = new Set<string>();
  for (let i = 0; i < rows.length; i += INSERT_SLICE) {
    const result = await executor
      .insert(achievements)
      .values(rows.slice(i, i + INSERT_SLICE))
      .onConflictDoUpdate({
        target: achievements.uuid,
        set: {
          title: sql`excluded.title`,
          xp: sql`excluded.xp`,
          isVariableXp: sql`excluded.is_variable_xp`,
          openAt: sql`excluded.open_at`,
          closeAt: sql`excluded.close_at`,
          isTask: sql`excluded.is_task`,
          position: sql`excluded.position`,
          cardTileUrl: sql`excluded.card_tile_url`,
          canvasUrl: sql`excluded.canvas_url`,
          description: sql`excluded.description`,
          completionText: sql`excluded.completion_text`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${achievements.courseId} = excluded.course_id`,
      })
      .returning({ uuid: achievements.uuid });
    for (const row of result) written.add(row.uuid);
  }
  return written;
}

/** Replaces the prerequisites and goal links of these achievements with the given edges. */
export async function replaceAchievementEdges(
  executor: Executor,
  uuids: readonly string[],
  prerequisites: readonly Edge[],
  goalLinks: readonly Edge[],
): Promise<void> {
  if (uuids.length === 0) return;
  await executor
    .delete(achievementPrerequisites)
    .where(inArray(achievementPrerequisites.achievementUuid, [...uuids]));
  await executor.delete(achievementToGoal).where(inArray(achievementToGoal.achievementUuid, [...uuids]));
  for (let i = 0; i < prerequisites.length; i += INSERT_SLICE) {
    await executor
      .insert(achievementPrerequisites)
      .values(
        prerequisites
          .slice(i, i + INSERT_SLICE)
          .map((e) => ({ achievementUuid: e.from, prerequisiteUuid: e.to })),
      );
  }
  for (let i = 0; i < goalLinks.length; i += INSERT_SLICE) {
    await executor
      .insert(achievementToGoal)
      .values(goalLinks.slice(i, i + INSERT_SLICE).map((e) => ({ achievementUuid: e.from, goalUuid: e.to })));
  }
}

/**
 * Deletes one of the course's achievements; its prerequisite edges (both ways) and goal links go
 * with it by cascade. Returns whether it existed.
 */
export async function deleteAchievementRow(executor: Executor, courseId: number, uuid: string) {
  const rows = await executor
    .delete(achievements)
    .where(and(eq(achievements.courseId, courseId), eq(achievements.uuid, uuid)))
    .returning({ uuid: achievements.uuid });
  return rows.length > 0;
}
