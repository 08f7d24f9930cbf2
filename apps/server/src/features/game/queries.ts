import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stories } from '../../db/game-schema';
import { courseRegistrations, courses } from '../../db/schema';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;

/**
 * A course's chapters by openAt, then id (the game's chapter index is this position); with
 * `openBy`, only the published ones that have opened by then (what a student sees).
 */
export function listStories(executor: Executor, courseId: number, openBy?: Date): Promise<StoryRow[]> {
  const visible = openBy ? and(eq(stories.isPublished, true), lte(stories.openAt, openBy)) : undefined;
  return executor
    .select()
    .from(stories)
    .where(and(eq(stories.courseId, courseId), visible))
    .orderBy(asc(stories.openAt), asc(stories.id));
}

export async function insertStory(executor: Executor, values: NewStory): Promise<StoryRow> {
  const [row] = await executor.insert(stories).values(values).returning();
  if (!row) throw new Error('insertStory returned no row');
  return row;
}

/** Replaces the registration's whole save. */
export async function setGameStates(
  executor: Executor,
  courseRegId: number,
  gameStates: Record<string, unknown>,
): Promise<void> {
  await executor
    .update(courseRegistrations)
    .set({ gameStates, updatedAt: new Date() })
    .where(eq(courseRegistrations.id, courseRegId));
}

/** The file-store prefixes admins set for their courses (most courses have none). */
export async function listSetAssetPrefixes(
  executor: Executor,
): Promise<{ courseId: number; assetsPrefix: string | null }[]> {
  return executor
    .select({ courseId: courses.id, assetsPrefix: courses.assetsPrefix })
    .from(courses)
    .where(isNotNull(courses.assetsPrefix));
}
