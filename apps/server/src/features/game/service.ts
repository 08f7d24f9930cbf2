import { courseAssetsPrefix, type Story } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Executor } from '../../db/client';
import { isInCourseFolder } from './course-files';
import { listSetAssetPrefixes, listStories, type StoryRow } from './queries';

/**
 * The chapters the caller may see, by openAt (spec 3 section 3): staff and admins every chapter
 * (they prepare and test them), students only the published ones whose openAt has passed.
 */
export async function listCourseStories(
  executor: Executor,
  courseReg: CourseReg,
  now: Date,
): Promise<Story[]> {
  const rows = await listStories(
    executor,
    courseReg.courseId,
    courseReg.role === 'student' ? now : undefined,
  );
  return rows.map(toStory);
}

export function toStory(row: StoryRow): Story {
  return {
    id: row.id,
    title: row.title,
    filenames: row.filenames,
    imageUrl: row.imageUrl,
    isPublished: row.isPublished,
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    courseId: row.courseId,
  };
}

/**
 * Whether a store key is a course's file. Keys under `courses/{id}/` are at once; any other needs
 * a course whose admin-set prefix it starts with (read each time: prefixes are few and change
 * rarely, and a stale copy would serve or hide a course's files wrongly).
 */
export async function isCourseFileKey(executor: Executor, key: string): Promise<boolean> {
  if (isInCourseFolder(key, [])) return true;
  const prefixes = (await listSetAssetPrefixes(executor)).map(courseAssetsPrefix);
  return isInCourseFolder(key, prefixes);
}
