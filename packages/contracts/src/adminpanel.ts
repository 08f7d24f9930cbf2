import {
  isValidChapterVariant,
  MAX_ASSESSMENT_TYPES,
  MAX_COURSE_USERS,
  MIN_ASSESSMENT_TYPES,
  NEW_ASSESSMENT_TYPE_ID,
  TOO_FEW_ASSESSMENT_TYPES,
  TOO_MANY_ASSESSMENT_TYPES,
} from '@sa/domain';
import { z } from 'zod';
import { IdParam, RoleSchema } from './common';
import { AssessmentConfiguration, CourseName, SourceEngineSchema } from './courses';

/** Admin panel routes under /v2/courses/{courseId}/admin (api-reference-routes 1.5 and 1.6). */

const nullableText = (max: number) => z.string().max(max).nullable();

/**
 * PUT admin/config. The admin panel sends only what changed, so every field is optional; a
 * chapter and a variant travel together and must be a pair the platform offers.
 */
/** How many rows a leaderboard page shows (the reference's defaults are 100 and 10). */
const leaderboardSize = z.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000');

export const UpdateCourseConfigRequest = z
  .object({
    courseName: CourseName,
    courseShortName: nullableText(255),
    viewable: z.boolean(),
    enableGame: z.boolean(),
    enableAchievements: z.boolean(),
    enableSourcecast: z.boolean(),
    enableStories: z.boolean(),
    enableAutoSubmitOnClose: z.boolean(),
    enableOverallLeaderboard: z.boolean(),
    enableContestLeaderboard: z.boolean(),
    topLeaderboardDisplay: leaderboardSize,
    topContestLeaderboardDisplay: leaderboardSize,
    moduleHelpText: nullableText(100_000),
    sourceChapter: z.number().int(),
    sourceVariant: z.string(),
    sourceEngine: SourceEngineSchema,
  })
  .partial()
  .refine((c) => (c.sourceChapter === undefined) === (c.sourceVariant === undefined), {
    message: 'sourceChapter and sourceVariant must be given together',
    path: ['sourceVariant'],
  })
  .refine(
    (c) => c.sourceChapter === undefined || isValidChapterVariant(c.sourceChapter, c.sourceVariant ?? ''),
    {
      message: 'Invalid chapter and variant combination',
      path: ['sourceVariant'],
    },
  );
export type UpdateCourseConfigRequest = z.infer<typeof UpdateCourseConfigRequest>;

/**
 * GET admin/config/assessment_configs: the types in order, each with the number of assessments a
 * delete would remove with it, so the admin panel can say so before asking.
 */
export const AdminAssessmentConfig = AssessmentConfiguration.extend({
  assessmentCount: z.number().int().nonnegative(),
});
export type AdminAssessmentConfig = z.infer<typeof AdminAssessmentConfig>;
export const AdminAssessmentConfigsResponse = z.array(AdminAssessmentConfig);

const count = z.number().int().min(0, 'must be at least 0').max(1_000_000);

/** One row of PUT admin/config/assessment_configs; id -1 creates a type. */
export const AssessmentConfigInput = z.object({
  assessmentConfigId: z
    .number()
    .int()
    .refine((id) => id === NEW_ASSESSMENT_TYPE_ID || id > 0, 'must be -1 (new) or the id of a type'),
  type: z.string().trim().min(1, 'Assessment Type cannot be empty').max(255),
  displayInDashboard: z.boolean(),
  isManuallyGraded: z.boolean(),
  earlySubmissionXp: count,
  hoursBeforeEarlyXpDecay: count,
  // Settings the admin panel does not edit; left out, a new type gets the database default and
  // an existing one keeps its value.
  hasVotingFeatures: z.boolean().optional(),
  hasTokenCounter: z.boolean().optional(),
  isGradingAutoPublished: z.boolean().optional(),
  isMinigame: z.boolean().optional(),
  isAutosaveEnabled: z.boolean().optional(),
});
export type AssessmentConfigInput = z.infer<typeof AssessmentConfigInput>;

/** The order of the list is the display order of the types. */
export const PutAssessmentConfigsRequest = z.object({
  assessmentConfigs: z
    .array(AssessmentConfigInput)
    .min(MIN_ASSESSMENT_TYPES, TOO_FEW_ASSESSMENT_TYPES)
    .max(MAX_ASSESSMENT_TYPES, TOO_MANY_ASSESSMENT_TYPES),
});
export type PutAssessmentConfigsRequest = z.infer<typeof PutAssessmentConfigsRequest>;

export const AssessmentConfigParams = z.object({ courseId: IdParam, configId: IdParam });

/**
 * One member of the course as the Users tab lists them: the reference server's keys, snake_case
 * `course_id` included, and `courseId`, the key the reference web client's type reads.
 */
export const CourseUser = z.object({
  courseRegId: z.number().int(),
  course_id: z.number().int(),
  courseId: z.number().int(),
  name: z.string().nullable(),
  provider: z.string(),
  username: z.string(),
  role: RoleSchema,
  group: z.string().nullable(),
});
export type CourseUser = z.infer<typeof CourseUser>;
export const CourseUsersResponse = z.array(CourseUser);

/** GET admin/users?role=&group=: either filter may be left out (an empty one is left out). */
export const CourseUsersQuery = z.object({
  role: RoleSchema.optional(),
  group: z.string().optional(),
});
export type CourseUsersQuery = z.infer<typeof CourseUsersQuery>;

export const TOO_MANY_USERS = `A course can have maximum of ${MAX_COURSE_USERS} users`;

/**
 * PUT admin/users. Only the shape is checked here: usernames and roles are checked by the
 * service, which answers the reference's own texts ('Invalid username(s) provided', ...).
 */
export const PutUsersRequest = z.object({
  users: z
    .array(
      z.object({
        username: z.unknown().optional(),
        role: z.unknown().optional(),
        group: z.string().max(255).nullish(),
      }),
    )
    .max(MAX_COURSE_USERS, TOO_MANY_USERS),
  provider: z.string(),
});
export type PutUsersRequest = z.infer<typeof PutUsersRequest>;

export const CourseRegParams = z.object({ courseId: IdParam, courseRegId: IdParam });

export const UpdateRoleRequest = z.object({ role: RoleSchema });
export type UpdateRoleRequest = z.infer<typeof UpdateRoleRequest>;

// --- Error texts: the reference's (api-reference-routes 1.5 and 1.6) and ours (ADR 7) ------------

export const INVALID_PROVIDER = 'Invalid authentication provider';
export const INVALID_USERNAMES = 'Invalid username(s) provided';
export const INVALID_ROLES = 'Invalid role(s) provided';
export const OWN_ROLE = 'Admin not allowed to downgrade own role';
export const OTHER_COURSE = 'User is in a different course';
export const ADMIN_NOT_DELETABLE = 'Admins cannot be deleted';
export const NO_REGISTRATION = 'User course registration does not exist';
export const DUPLICATE_TYPE_NAMES = 'Assessment types must have distinct names';
export const INVALID_TYPE_IDS = 'Invalid assessment type id(s) provided';
export const ASSESSMENT_TYPE_NOT_FOUND = 'Assessment type not found';
export const typeNameTaken = (type: string) => `There is already an assessment type named ${type}`;
