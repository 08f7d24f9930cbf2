import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAssessmentXml } from '@sa/domain';
import type { Executor } from '../../db/client';
import { updateAssessmentRow } from './queries';
import { importIntoCourse } from './upload-service';

const DEMO_DIR = join(import.meta.dirname, '..', '..', 'db', 'demo');
const DAY_MS = 24 * 3_600_000;

/**
 * The demo course's assessments, one per type, imported through the same path as an upload and
 * then published: the mission is open, the private path (password 'demo') opens in two days and
 * the quest has closed, so every listing section has something in it.
 */
export const DEMO_ASSESSMENTS = [
  { file: 'mission-recursion.xml', type: 'Missions', openDays: -1, closeDays: 14 },
  { file: 'path-expressions.xml', type: 'Paths', openDays: 2, closeDays: 9 },
  { file: 'quest-lists.xml', type: 'Quests', openDays: -21, closeDays: -7 },
] as const;

/** Imports the demo files into the course; a type missing from `configIdsByType` is skipped. */
export async function importDemoAssessments(
  executor: Executor,
  courseId: number,
  configIdsByType: Readonly<Record<string, number>>,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const demo of DEMO_ASSESSMENTS) {
    const configId = configIdsByType[demo.type];
    if (configId === undefined) continue;
    const imported = readAssessmentXml(readFileSync(join(DEMO_DIR, demo.file), 'utf8'));
    if (!imported.ok) throw new Error(`Demo assessment ${demo.file} is invalid: ${imported.error}`);
    const { assessmentId } = await importIntoCourse(executor, imported.assessment, {
      courseId,
      configId,
      forceUpdate: false,
      now,
    });
    await updateAssessmentRow(executor, assessmentId, {
      isPublished: true,
      openAt: new Date(now.getTime() + demo.openDays * DAY_MS),
      closeAt: new Date(now.getTime() + demo.closeDays * DAY_MS),
    });
    ids.push(assessmentId);
  }
  return ids;
}
