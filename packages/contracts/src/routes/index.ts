import type { RouteSpec } from '../http/route';
import { achievementRoutes } from './achievements';
import { adminPanelRoutes } from './adminpanel';
import { apiDocsRoutes } from './apidocs';
import { authRoutes } from './auth';
import { contestRoutes } from './contest';
import { courseRoutes } from './courses';
import { deploymentRoutes } from './deployment';
import { healthRoutes } from './health';
import { leaderboardRoutes } from './leaderboard';
import { notificationRoutes } from './notifications';
import { userRoutes } from './user';
import { wasmStdRoutes } from './wasmstd';

/**
 * The route table: every HTTP route of the API, grouped by feature. The server registers from it,
 * the web client calls through it, and `/v2/openapi.json` is generated from it.
 */
export const routes = {
  achievements: achievementRoutes,
  adminPanel: adminPanelRoutes,
  apiDocs: apiDocsRoutes,
  auth: authRoutes,
  contest: contestRoutes,
  courses: courseRoutes,
  deployment: deploymentRoutes,
  health: healthRoutes,
  leaderboard: leaderboardRoutes,
  notifications: notificationRoutes,
  user: userRoutes,
  wasmStd: wasmStdRoutes,
};

/** Every route of the table, in table order. */
export function allRoutes(): RouteSpec[] {
  return Object.values(routes).flatMap((group): RouteSpec[] => Object.values(group));
}

export { achievementRoutes } from './achievements';
export { adminPanelRoutes } from './adminpanel';
export { apiDocsRoutes } from './apidocs';
export * from './auth';
export { contestRoutes } from './contest';
export { courseRoutes } from './courses';
export { deploymentRoutes } from './deployment';
export { healthRoutes } from './health';
export { leaderboardRoutes } from './leaderboard';
export { notificationRoutes } from './notifications';
export { userRoutes } from './user';
export { wasmStdRoutes } from './wasmstd';
