import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { courseAssetKey, courseAssetsPrefix, courseAssetUrl } from '@sa/contracts';
import { readAssessmentXml } from '@sa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { stories } from '../../db/game-schema';
import { assessmentConfigs, assessments, courses } from '../../db/schema';
import { DEMO_COURSE } from '../../db/seed-demo';
import type { FileStore } from '../../storage/file-store';
import { updateAssessmentRow } from '../groundcontrol/queries';
import { importIntoCourse } from '../groundcontrol/upload-service';
import { DEMO_CHAPTERS } from './demo/chapters';
import { demoGameFiles } from './demo/files';
import { insertStory } from './queries';

const DAY_MS = 86_400_000;
const MY_ROOM_XML = join(import.meta.dirname, 'demo', 'my-room.xml');
export const MY_ROOM_NUMBER = 'MYROOM';
/** My Room is an optional quest: open from yesterday for a year. */
const MY_ROOM_TYPE = 'Quests';

export interface DemoGameResult {
  course: 'found' | 'no course';
  chaptersAdded: number;
  filesAdded: number;
  myRoom: 'added' | 'present' | 'no type';
}

/**
 * Demo mode: the demo course's story game (issue 23): three published chapters, the My Room
 * quest and every file they name, under the course's prefix. Added where absent and never
 * overwriting: a chapter (by title), the MYROOM assessment or a file that exists stays as it is,
 * so staff's edits survive restarts and a fresh file store gets the files back.
 */
export async function ensureDemoGame(
  db: Database,
  files: FileStore,
  now = new Date(),
): Promise<DemoGameResult> {
  const [course] = await db
    .select({ courseId: courses.id, assetsPrefix: courses.assetsPrefix })
    .from(courses)
    .where(eq(courses.courseName, DEMO_COURSE.courseName))
    .orderBy(asc(courses.id))
    .limit(1);
  if (!course) return { course: 'no course', chaptersAdded: 0, filesAdded: 0, myRoom: 'present' };
  const prefix = courseAssetsPrefix(course);
  const filesAdded = await storeMissingFiles(files, prefix);
  const { chaptersAdded, myRoom } = await db.transaction(async (tx) => ({
    chaptersAdded: await addMissingChapters(tx, course.courseId, now),
    myRoom: await addMyRoom(tx, course.courseId, prefix, now),
  }));
  return { course: 'found', chaptersAdded, filesAdded, myRoom };
}

async function storeMissingFiles(files: FileStore, prefix: string): Promise<number> {
  let added = 0;
  for (const file of demoGameFiles()) {
    const key = courseAssetKey(prefix, file.path);
    if (await files.stat(key)) continue;
    const bytes = file.bytes();
    await files.put(key, Readable.from([Buffer.from(bytes)]), {
      contentType: file.contentType,
      maxBytes: bytes.length,
    });
    added++;
  }
  return added;
}

async function addMissingChapters(executor: Executor, courseId: number, now: Date): Promise<number> {
  const existing = new Set(
    (await executor.select({ title: stories.title }).from(stories).where(eq(stories.courseId, courseId))).map(
      (row) => row.title,
    ),
  );
  let added = 0;
  for (const chapter of DEMO_CHAPTERS) {
    if (existing.has(chapter.title)) continue;
    const openAt = new Date(now.getTime() - chapter.openDaysAgo * DAY_MS);
    await insertStory(executor, {
      courseId,
      title: chapter.title,
      imageUrl: chapter.imageUrl,
      filenames: [...chapter.filenames],
      isPublished: true,
      openAt,
      closeAt: new Date(openAt.getTime() + 365 * DAY_MS),
    });
    added++;
  }
  return added;
}

/** Imports my-room.xml as a quest the way the demo assessments are imported, then opens it. */
async function addMyRoom(
  executor: Executor,
  courseId: number,
  prefix: string,
  now: Date,
): Promise<DemoGameResult['myRoom']> {
  const [present] = await executor
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.number, MY_ROOM_NUMBER)));
  if (present) return 'present';
  const [config] = await executor
    .select({ id: assessmentConfigs.id })
    .from(assessmentConfigs)
    .where(and(eq(assessmentConfigs.courseId, courseId), eq(assessmentConfigs.type, MY_ROOM_TYPE)));
  if (!config) return 'no type';
  const imported = readAssessmentXml(readFileSync(MY_ROOM_XML, 'utf8'));
  if (!imported.ok) throw new Error(`Demo assessment my-room.xml is invalid: ${imported.error}`);
  const { assessmentId } = await importIntoCourse(executor, imported.assessment, {
    courseId,
    configId: config.id,
    forceUpdate: false,
    now,
  });
  await updateAssessmentRow(executor, assessmentId, {
    isPublished: true,
    openAt: new Date(now.getTime() - DAY_MS),
    closeAt: new Date(now.getTime() + 365 * DAY_MS),
    coverPicture: courseAssetUrl(prefix, '/images/cookies.svg'),
  });
  return 'added';
}
