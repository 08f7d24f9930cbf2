import {
  AssessmentConfiguration,
  COURSE_NOT_FOUND,
  CourseConfigResponse,
  CourseConfiguration,
  type CreateCourseRequest,
  MAX_ADMIN_COURSES,
  TOO_MANY_ADMIN_COURSES,
} from '@sa/contracts';
import type { Role } from '@sa/domain';
import type { AuthUser } from '../../auth/guard';
import type { Database, Executor } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { deleteResearchLogsOf } from '../researchlogs/queries';
import { setLatestViewedCourse } from '../user/queries';
import {
  type AssessmentConfigRow,
  type CourseRow,
  countAdminCourses,
  findCourse,
  insertAssessmentConfigs,
  insertCourse,
  insertRegistration,
  listAssessmentConfigs,
  lockUser,
  type NewAssessmentConfig,
  setResearchAgreement,
} from './queries';

/**
 * Saves the member's research choice. Opting out also deletes every learning event they sent
 * in this course, in the same transaction: nothing of theirs stays for a later export.
 */
export async function saveResearchAgreement(
  db: Database,
  courseRegId: number,
  agreed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await setResearchAgreement(tx, courseRegId, agreed);
    if (!agreed) await deleteResearchLogsOf(tx, courseRegId);
  });
}

export function toCourseConfiguration(course: CourseRow): CourseConfiguration {
  return CourseConfiguration.parse({
    courseName: course.courseName,
    courseShortName: course.courseShortName,
    viewable: course.viewable,
    enableGame: course.enableGame,
    enableAchievements: course.enableAchievements,
    enableOverallLeaderboard: course.enableOverallLeaderboard,
    enableContestLeaderboard: course.enableContestLeaderboard,
    topLeaderboardDisplay: course.topLeaderboardDisplay,
    topContestLeaderboardDisplay: course.topContestLeaderboardDisplay,
    enableSourcecast: course.enableSourcecast,
    enableStories: course.enableStories,
    enableAutoSubmitOnClose: course.enableAutoSubmitOnClose,
    sourceChapter: course.sourceChapter,
    sourceVariant: course.sourceVariant,
    sourceEngine: course.sourceEngine,
    moduleHelpText: course.moduleHelpText,
    assetsPrefix: course.assetsPrefix,
  });
}

export function toAssessmentConfiguration(row: AssessmentConfigRow): AssessmentConfiguration {
  return AssessmentConfiguration.parse({
    assessmentConfigId: row.id,
    type: row.type,
    displayInDashboard: row.showGradingSummary,
    isMinigame: row.isMinigame,
    isManuallyGraded: row.isManuallyGraded,
    hasVotingFeatures: row.hasVotingFeatures,
    hasTokenCounter: row.hasTokenCounter,
    earlySubmissionXp: row.earlySubmissionXp,
    hoursBeforeEarlyXpDecay: row.hoursBeforeEarlyXpDecay,
    isGradingAutoPublished: row.isGradingAutoPublished,
    isAutosaveEnabled: row.isAutosaveEnabled,
  });
}

/**
 * The one assessment type a new course starts with. The reference creates none and leaves its
 * web client to add a 'Missions' placeholder; doing it here makes a course usable from any client.
 */
export function defaultAssessmentConfig(courseId: number): NewAssessmentConfig {
  return { courseId, order: 1, type: 'Missions', isManuallyGraded: true };
}

/**
 * POST /v2/config/create: the course, the creator's admin registration, the default assessment
 * type and the creator's latest viewed course, in one transaction.
 */
export async function createCourse(
  db: Database,
  user: AuthUser,
  input: CreateCourseRequest,
): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (!user.superAdmin && (await countAdminCourses(tx, user.id)) >= MAX_ADMIN_COURSES) {
      throw forbidden(TOO_MANY_ADMIN_COURSES);
    }
    const course = await insertCourse(tx, {
      courseName: input.courseName,
      courseShortName: input.courseShortName ?? null,
      viewable: input.viewable,
      enableGame: input.enableGame,
      enableAchievements: input.enableAchievements,
      enableSourcecast: input.enableSourcecast,
      enableStories: input.enableStories,
      sourceChapter: input.sourceChapter,
      sourceVariant: input.sourceVariant,
      sourceEngine: input.sourceEngine,
      moduleHelpText: input.moduleHelpText ?? null,
    });
    await enrolAndView(tx, user.id, course.id, 'admin');
    await insertAssessmentConfigs(tx, [defaultAssessmentConfig(course.id)]);
    return course;
  });
}

/** Enrolment also makes the course the user's latest viewed one, as in the reference. */
export async function enrolAndView(
  tx: Executor,
  userId: number,
  courseId: number,
  role: Role,
): Promise<number> {
  const reg = await insertRegistration(tx, { userId, courseId, role });
  await setLatestViewedCourse(tx, userId, courseId);
  return reg.id;
}

/** GET /v2/courses/:courseId/config (any member). */
export async function getCourseConfig(db: Database, courseId: number): Promise<CourseConfigResponse> {
  const course = await findCourse(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const configs = await listAssessmentConfigs(db, courseId);
  return CourseConfigResponse.parse({
    config: { ...toCourseConfiguration(course), assessmentTypes: configs.map((c) => c.type) },
  });
}
