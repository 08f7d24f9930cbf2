import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stories } from '../../db/game-schema';
import type { NewStory, StoryRow } from '../game/queries';

/** The chapter's course, or undefined when there is no such chapter. */
export async function findStoryCourse(executor: Executor, storyId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ courseId: stories.courseId })
    .from(stories)
    .where(eq(stories.id, storyId));
  return row?.courseId;
}

/** Replaces every field staff edit; the course and the row's own times stay. */
export async function replaceStory(
  executor: Executor,
  storyId: number,
  values: Omit<NewStory, 'id' | 'courseId' | 'insertedAt' | 'updatedAt'>,
): Promise<StoryRow | undefined> {
  const [row] = await executor.update(stories).set(values).where(eq(stories.id, storyId)).returning();
  return row;
}

export async function deleteStoryRow(executor: Executor, storyId: number): Promise<void> {
  await executor.delete(stories).where(eq(stories.id, storyId));
}
