import type { RouteSpec } from '../http/route';
import { achievementRoutes } from './achievements';
import { adminPanelRoutes } from './adminpanel';
import { apiDocsRoutes } from './apidocs';
import { assessmentRoutes } from './assessments';
import { authRoutes } from './auth';
import { autogradingRoutes } from './autograding';
import { contestRoutes } from './contest';
import { contributorRoutes } from './contributors';
import { courseRoutes } from './courses';
import { deploymentRoutes } from './deployment';
import { deviceRoutes } from './devices';
import { gameRoutes } from './game';
import { gradingRoutes } from './grading';
import { groundControlRoutes } from './groundcontrol';
import { healthRoutes } from './health';
import { leaderboardRoutes } from './leaderboard';
import { moduleRoutes } from './modules';
import { notificationRoutes } from './notifications';
import { researchLogRoutes } from './research-logs';
import { sharedSessionRoutes } from './shared-sessions';
import { shortLinkRoutes } from './short-links';
import { sourcecastRoutes } from './sourcecast';
import { storyAdminRoutes } from './story-admin';
import { submissionRoutes } from './submissions';
import { teamRoutes } from './teams';
import { userRoutes } from './user';
import { versionRoutes } from './versions';
import { wasmStdRoutes } from './wasmstd';

/**
 * The route table: every HTTP route of the API, grouped by feature. The server registers from it,
 * the web client calls through it, and `/v2/openapi.json` is generated from it.
 */
export const routes = {
  achievements: achievementRoutes,
  adminPanel: adminPanelRoutes,
  apiDocs: apiDocsRoutes,
  assessments: assessmentRoutes,
  autograding: autogradingRoutes,
  auth: authRoutes,
  contest: contestRoutes,
  contributors: contributorRoutes,
  courses: courseRoutes,
  deployment: deploymentRoutes,
  devices: deviceRoutes,
  game: gameRoutes,
  grading: gradingRoutes,
  groundControl: groundControlRoutes,
  health: healthRoutes,
  leaderboard: leaderboardRoutes,
  modules: moduleRoutes,
  notifications: notificationRoutes,
  researchLogs: researchLogRoutes,
  sharedSessions: sharedSessionRoutes,
  shortLinks: shortLinkRoutes,
  sourcecast: sourcecastRoutes,
  storyAdmin: storyAdminRoutes,
  submissions: submissionRoutes,
  versions: versionRoutes,
  teams: teamRoutes,
  user: userRoutes,
  wasmStd: wasmStdRoutes,
};

/** Every route of the table, in table order. */
export function allRoutes(): RouteSpec[] {
  return Object.values(routes).flatMap((group): RouteSpec[] => Object.values(group));
}

export * from './achievements';
export * from './adminpanel';
export * from './apidocs';
export * from './assessments';
export * from './auth';
export * from './autograding';
export * from './contest';
export * from './contributors';
export * from './courses';
export * from './deployment';
export * from './devices';
export * from './game';
export * from './grading';
export * from './groundcontrol';
export * from './health';
export * from './leaderboard';
export * from './modules';
export * from './notifications';
export * from './research-logs';
export * from './shared-sessions';
export * from './short-links';
export * from './sourcecast';
export * from './story-admin';
export * from './submissions';
export * from './teams';
export * from './user';
export * from './versions';
export * from './wasmstd';
