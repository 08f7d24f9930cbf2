import type {
  AssessmentConfiguration,
  AssessmentOverview,
  NotificationOutput,
  UserResponse,
} from '@sa/contracts';
import { userResponse } from './fakeBackend';

/**
 * Course 1's assessments as several areas' tests need them (the listing, Ground Control, Team
 * Formation, achievements): one builder each, overridden by what a test is about.
 */

const DAY_MS = 24 * 3_600_000;

/** An ISO date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const typeConfig = (id: number, type: string): AssessmentConfiguration => ({
  assessmentConfigId: id,
  type,
  displayInDashboard: true,
  isMinigame: false,
  isManuallyGraded: true,
  hasVotingFeatures: false,
  hasTokenCounter: false,
  earlySubmissionXp: 0,
  hoursBeforeEarlyXpDecay: 0,
  isGradingAutoPublished: false,
  isAutosaveEnabled: true,
});

export const TYPES = [typeConfig(1, 'Missions'), typeConfig(2, 'Quests'), typeConfig(3, 'Path Quests')];

/** GET /v2/user for course 1 with the given role and assessment types. */
export function profileWith(
  role: 'student' | 'staff' | 'admin' = 'student',
  types: AssessmentConfiguration[] = TYPES,
): UserResponse {
  return { ...userResponse({ role, courseId: 1 }), assessmentConfigurations: types };
}

/** A member of course 1 whose course has the types Missions (id 1) and Quests (id 2). */
export function memberProfile(
  role: 'staff' | 'admin' | 'student',
  course: { sourceChapter?: 1 | 2 | 3 | 4 } = {},
): UserResponse {
  const profile = userResponse({ role, courseId: 1, course });
  return { ...profile, assessmentConfigurations: [typeConfig(1, 'Missions'), typeConfig(2, 'Quests')] };
}

/** An open, published, not attempted mission of course 1; override what a test is about. */
export function overview(id: number, overrides: Partial<AssessmentOverview> = {}): AssessmentOverview {
  return {
    id,
    courseId: 1,
    title: `Mission ${id}`,
    shortSummary: null,
    openAt: daysFromNow(-1),
    closeAt: daysFromNow(6),
    type: 'Missions',
    isManuallyGraded: true,
    story: null,
    number: `M${id}`,
    reading: null,
    status: 'not_attempted',
    maxXp: 100,
    xp: 0,
    coverImage: null,
    private: false,
    isPublished: true,
    questionCount: 2,
    gradedCount: 0,
    isGradingPublished: null,
    earlySubmissionXp: 0,
    maxTeamSize: 1,
    hasVotingFeatures: false,
    hasTokenCounter: false,
    isVotingPublished: false,
    hoursBeforeEarlyXpDecay: 0,
    isAutosaveEnabled: true,
    ...overrides,
  };
}

/** An unpublished one-question mission with fixed dates, as Ground Control lists it. */
export const draftOverview = (
  id: number,
  title: string,
  extra: Partial<AssessmentOverview> = {},
): AssessmentOverview =>
  overview(id, {
    title,
    openAt: '2026-03-01T00:00:00.000Z',
    closeAt: '2026-03-08T00:00:00.000Z',
    isPublished: false,
    questionCount: 1,
    ...extra,
  });

export function notification(
  id: number,
  assessmentId: number,
  type: string,
  kind: NotificationOutput['type'] = 'published_grading',
): NotificationOutput {
  return {
    id,
    type: kind,
    assessment_id: assessmentId,
    submission_id: null,
    assessment: { type, title: `Assessment ${assessmentId}` },
  };
}
