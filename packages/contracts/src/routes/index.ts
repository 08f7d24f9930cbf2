import type { RouteSpec } from '../http/route';
import { apiDocsRoutes } from './apidocs';
import { authRoutes } from './auth';
import { contestRoutes } from './contest';
import { healthRoutes } from './health';
import { leaderboardRoutes } from './leaderboard';
import { notificationRoutes } from './notifications';

/**
 * The route table: every HTTP route of the API, grouped by feature. The server registers from it,
 * the web client calls through it, and `/v2/openapi.json` is generated from it.
 */
export const routes = {
  apiDocs: apiDocsRoutes,
  auth: authRoutes,
  contest: contestRoutes,
  health: healthRoutes,
  leaderboard: leaderboardRoutes,
  notifications: notificationRoutes,
};

/** Every route of the table, in table order. */
export function allRoutes(): RouteSpec[] {
  return Object.values(routes).flatMap((group): RouteSpec[] => Object.values(group));
}

export { apiDocsRoutes } from './apidocs';
export * from './auth';
export { contestRoutes } from './contest';
export { healthRoutes } from './health';
export { leaderboardRoutes } from './leaderboard';
export { notificationRoutes } from './notifications';
