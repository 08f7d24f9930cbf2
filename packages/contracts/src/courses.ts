import {
  DEFAULT_SOURCE_ENGINE,
  isValidChapterVariant,
  SOURCE_CHAPTERS,
  SOURCE_ENGINES,
  SOURCE_VARIANTS,
} from '@sa/domain';
import { z } from 'zod';
import { RoleSchema } from './common';

export const ChapterSchema = z.union(
  SOURCE_CHAPTERS.map((c) => z.literal(c)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
  ],
);
export const VariantSchema = z.enum(SOURCE_VARIANTS);
/** The evaluator of the default variant (ADR 0039): 'fast' (compiled) or 'js-slang'. */
export const SourceEngineSchema = z.enum(SOURCE_ENGINES);

/** The course settings that every member may read (GET /user, GET courses/{id}/config). */
export const CourseConfiguration = z.object({
  courseName: z.string(),
  courseShortName: z.string().nullable(),
  viewable: z.boolean(),
  enableGame: z.boolean(),
  enableAchievements: z.boolean(),
  enableOverallLeaderboard: z.boolean(),
  enableContestLeaderboard: z.boolean(),
  topLeaderboardDisplay: z.number().int(),
  topContestLeaderboardDisplay: z.number().int(),
  enableSourcecast: z.boolean(),
  enableStories: z.boolean(),
  /**
   * Open attempts are submitted when an assessment closes. Always sent by the server; optional
   * only so that clients and fixtures written before the setting still parse.
   */
  enableAutoSubmitOnClose: z.boolean(),
  sourceChapter: ChapterSchema,
  sourceVariant: VariantSchema,
  /**
   * Which evaluator runs the default variant for the course (ADR 0039). Always sent by the server;
   * a configuration stored by a client before the setting reads as the fast path.
   */
  sourceEngine: SourceEngineSchema.default(DEFAULT_SOURCE_ENGINE),
  moduleHelpText: z.string().nullable(),
  assetsPrefix: z.string().nullable(),
});
export type CourseConfiguration = z.infer<typeof CourseConfiguration>;

/** GET /v2/courses/{id}/config: the configuration plus the assessment type names in order. */
export const CourseConfigResponse = z.object({
  config: CourseConfiguration.extend({ assessmentTypes: z.array(z.string()) }),
});
export type CourseConfigResponse = z.infer<typeof CourseConfigResponse>;

/** One assessment type of a course, in the shape GET /v2/user returns (sorted by order). */
export const AssessmentConfiguration = z.object({
  assessmentConfigId: z.number().int(),
  type: z.string(),
  displayInDashboard: z.boolean(),
  isMinigame: z.boolean(),
  isManuallyGraded: z.boolean(),
  hasVotingFeatures: z.boolean(),
  hasTokenCounter: z.boolean(),
  earlySubmissionXp: z.number().int(),
  hoursBeforeEarlyXpDecay: z.number().int(),
  isGradingAutoPublished: z.boolean(),
  isAutosaveEnabled: z.boolean(),
});
export type AssessmentConfiguration = z.infer<typeof AssessmentConfiguration>;

const optionalText = (max: number) => z.string().max(max).nullish();

/**
 * A course's name, required wherever it is given or changed. The message is the one the web forms
 * show under the field (they validate with these schemas), and the server's 400 names it too.
 */
export const CourseName = z.string().trim().min(1, 'Course Name cannot be empty!').max(255);

/** POST /v2/config/create. The chapter and variant must be a pair the platform offers. */
export const CreateCourseRequest = z
  .object({
    courseName: CourseName,
    courseShortName: optionalText(255),
    viewable: z.boolean().optional(),
    enableGame: z.boolean().optional(),
    enableAchievements: z.boolean().optional(),
    enableSourcecast: z.boolean().optional(),
    enableStories: z.boolean().optional(),
    sourceChapter: z.number().int(),
    sourceVariant: z.string(),
    /** Left out (as the reference client does), a new course runs on the fast path. */
    sourceEngine: SourceEngineSchema.optional(),
    moduleHelpText: optionalText(100_000),
  })
  .refine((c) => isValidChapterVariant(c.sourceChapter, c.sourceVariant), {
    message: 'Invalid chapter and variant combination',
    path: ['sourceVariant'],
  });
export type CreateCourseRequest = z.infer<typeof CreateCourseRequest>;

export const ResearchAgreementRequest = z.object({ agreedToResearch: z.boolean() });
export type ResearchAgreementRequest = z.infer<typeof ResearchAgreementRequest>;

export const CourseListItem = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  courseShortName: z.string().nullable(),
  role: RoleSchema,
  viewable: z.boolean(),
});
export type CourseListItem = z.infer<typeof CourseListItem>;

/** How many courses a user may be admin of, unless they are a super admin (api-reference-routes 1.2). */
export const MAX_ADMIN_COURSES = 5;
export const TOO_MANY_ADMIN_COURSES = `User not allowed to be admin of more than ${MAX_ADMIN_COURSES} courses.`;
/** The course went away while the request was under way (a guard found it first). */
export const COURSE_NOT_FOUND = 'Course not found';
