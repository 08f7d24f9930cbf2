import { type CourseConfiguration, CourseName, type UpdateCourseConfigRequest } from '@sa/contracts';
import { SOURCE_ENGINES } from '@sa/domain';
import { z } from 'zod';
import { COURSE_SWITCHES } from '../../app/course/course-switches';
import { LEADERBOARD_SIZES, LEADERBOARD_SWITCHES } from './LeaderboardSettings';

/** A size is a whole number from 1 to 10000 (what the server accepts); undefined otherwise. */
export function parseSize(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= 1 && n <= 10_000 ? n : undefined;
}

export const SIZE_HELP = 'A whole number from 1 to 10000.';

/** A leaderboard size as typed into its box. */
const SizeText = z.string().refine((text) => parseSize(text) !== undefined, SIZE_HELP);

/**
 * Spec 2's course form as it edits the course (text fields never null, sizes as typed). The name
 * is the route's own schema (`CourseName`), so its message is the server's.
 */
export const CourseForm = z.object({
  courseName: CourseName,
  courseShortName: z.string(),
  viewable: z.boolean(),
  enableGame: z.boolean(),
  enableAchievements: z.boolean(),
  enableSourcecast: z.boolean(),
  enableAutoSubmitOnClose: z.boolean(),
  enableOverallLeaderboard: z.boolean(),
  enableContestLeaderboard: z.boolean(),
  topLeaderboardDisplay: SizeText,
  topContestLeaderboardDisplay: SizeText,
  moduleHelpText: z.string(),
  sourceEngine: z.enum(SOURCE_ENGINES),
});
export type CourseFormValues = z.input<typeof CourseForm>;

export const valuesOf = (c: CourseConfiguration): CourseFormValues => ({
  courseName: c.courseName,
  courseShortName: c.courseShortName ?? '',
  viewable: c.viewable,
  enableGame: c.enableGame,
  enableAchievements: c.enableAchievements,
  enableSourcecast: c.enableSourcecast,
  enableAutoSubmitOnClose: c.enableAutoSubmitOnClose,
  enableOverallLeaderboard: c.enableOverallLeaderboard,
  enableContestLeaderboard: c.enableContestLeaderboard,
  topLeaderboardDisplay: String(c.topLeaderboardDisplay),
  topContestLeaderboardDisplay: String(c.topContestLeaderboardDisplay),
  moduleHelpText: c.moduleHelpText ?? '',
  sourceEngine: c.sourceEngine,
});

/** Only what differs from the saved course; empty optional texts are sent as null. */
export function changedFields(saved: CourseFormValues, values: CourseFormValues): UpdateCourseConfigRequest {
  const changes: UpdateCourseConfigRequest = {};
  if (values.courseName !== saved.courseName) changes.courseName = values.courseName.trim();
  if (values.courseShortName !== saved.courseShortName)
    changes.courseShortName = values.courseShortName.trim() || null;
  if (values.moduleHelpText !== saved.moduleHelpText) changes.moduleHelpText = values.moduleHelpText || null;
  for (const [key] of COURSE_SWITCHES) if (values[key] !== saved[key]) changes[key] = values[key];
  if (values.enableAutoSubmitOnClose !== saved.enableAutoSubmitOnClose)
    changes.enableAutoSubmitOnClose = values.enableAutoSubmitOnClose;
  if (values.sourceEngine !== saved.sourceEngine) changes.sourceEngine = values.sourceEngine;
  for (const [key] of LEADERBOARD_SWITCHES) if (values[key] !== saved[key]) changes[key] = values[key];
  for (const [key] of LEADERBOARD_SIZES) {
    const size = parseSize(values[key]);
    if (size !== undefined && size !== parseSize(saved[key])) changes[key] = size;
  }
  return changes;
}
