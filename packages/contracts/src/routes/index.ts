import type { RouteSpec } from '../http/route';
import { apiDocsRoutes } from './apidocs';
import { contestRoutes } from './contest';
import { gradingRoutes } from './grading';
import { groundControlRoutes } from './groundcontrol';
import { healthRoutes } from './health';
import { leaderboardRoutes } from './leaderboard';
import { notificationRoutes } from './notifications';
import { teamRoutes } from './teams';

/**
 * The route table: every HTTP route of the API, grouped by feature. The server registers from it,
 * the web client calls through it, and `/v2/openapi.json` is generated from it.
 */
export const routes = {
  apiDocs: apiDocsRoutes,
  contest: contestRoutes,
  grading: gradingRoutes,
  groundControl: groundControlRoutes,
  health: healthRoutes,
  leaderboard: leaderboardRoutes,
  notifications: notificationRoutes,
  teams: teamRoutes,
};

/** Every route of the table, in table order. */
export function allRoutes(): RouteSpec[] {
  return Object.values(routes).flatMap((group): RouteSpec[] => Object.values(group));
}

export { apiDocsRoutes } from './apidocs';
export { contestRoutes } from './contest';
export { gradingRoutes } from './grading';
export { groundControlRoutes } from './groundcontrol';
export { healthRoutes } from './health';
export { leaderboardRoutes } from './leaderboard';
export { notificationRoutes } from './notifications';
export { teamRoutes } from './teams';
