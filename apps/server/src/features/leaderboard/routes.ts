import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { xpLeaderboard, xpLeaderboardPage } from './service';

const { leaderboard } = routes;

/**
 * The overall XP leaderboard (api-reference-routes 1.3). Every member may ask; the service
 * applies the course's switch for students and keeps usernames for staff.
 */
export const leaderboardRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);
  route(leaderboard.xpAll, ({ courseReg }) => xpLeaderboard(db, courseReg));
  route(leaderboard.xpPage, ({ courseReg, query }) => xpLeaderboardPage(db, courseReg, query));
};
