import type {
  AssessmentConfiguration,
  AssessmentOverview,
  NotificationOutput,
  UserResponse,
} from '@sa/contracts';
import userEvent from '@testing-library/user-event';
import type { Area } from '../../app/area-rules/types';
import { createFakeBackend, type FakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { assessmentsArea } from '.';

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

/** An open, not attempted mission; override what a test is about. */
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

export interface ListingBackendOptions {
  overviews?: AssessmentOverview[];
  notifications?: NotificationOutput[];
  role?: 'student' | 'staff' | 'admin';
}

/** A fake backend answering the listing's reads; tests add handlers for what they change. */
export function listingBackend(options: ListingBackendOptions = {}): FakeBackend {
  return createFakeBackend({
    'GET user': () => json(profileWith(options.role)),
    'GET courses/1/assessments': () => json(options.overviews ?? []),
    'GET courses/1/notifications': () => json(options.notifications ?? []),
    'POST courses/1/notifications/acknowledge': () => text('OK'),
  });
}

/** The app at `path` for a member of course 1 with the assessments area (and any others given). */
export function openAssessments(
  path: string,
  options: ListingBackendOptions & { backend?: FakeBackend; areas?: Area[] } = {},
) {
  const user = userEvent.setup();
  const backend = options.backend ?? listingBackend(options);
  const app = renderApp({
    path,
    profile: profileWith(options.role),
    backend,
    areas: [assessmentsArea, ...(options.areas ?? [])],
  });
  return { user, ...app };
}
