import { STORY_NOT_FOUND, STORY_OF_ANOTHER_COURSE, type StoryInput } from '@sa/contracts';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { insertStory, type NewStory } from '../game/queries';
import { deleteStoryRow, findStoryCourse, replaceStory } from './queries';

/** A chapter as the stories table holds it (dates as instants). */
function storyValues(story: StoryInput): Omit<NewStory, 'courseId'> {
  return {
    title: story.title,
    filenames: story.filenames,
    imageUrl: story.imageUrl,
    isPublished: story.isPublished,
    openAt: new Date(story.openAt),
    closeAt: new Date(story.closeAt),
  };
}

export async function createStory(executor: Executor, courseId: number, story: StoryInput): Promise<void> {
  await insertStory(executor, { courseId, ...storyValues(story) });
}

/**
 * A chapter of this course by id: 404 when there is none, 403 when it is another course's (the
 * reference's rule: staff of one course never touch another's chapters through their own path).
 */
async function checkStoryOfCourse(executor: Executor, courseId: number, storyId: number): Promise<void> {
  const owner = await findStoryCourse(executor, storyId);
  if (owner === undefined) throw notFound(STORY_NOT_FOUND);
  if (owner !== courseId) throw forbidden(STORY_OF_ANOTHER_COURSE);
}

/** Replaces all of a chapter's fields (the reference's update sends the whole chapter). */
export async function updateStory(
  executor: Executor,
  courseId: number,
  storyId: number,
  story: StoryInput,
): Promise<void> {
  await checkStoryOfCourse(executor, courseId, storyId);
  // Deleted meanwhile: the same answer as if it had never been there.
  if (!(await replaceStory(executor, storyId, storyValues(story)))) throw notFound(STORY_NOT_FOUND);
}

/** Deletes the chapter; its files in the store stay (other chapters may name them). */
export async function deleteStory(executor: Executor, courseId: number, storyId: number): Promise<void> {
  await checkStoryOfCourse(executor, courseId, storyId);
  await deleteStoryRow(executor, storyId);
}
