import { XpLeaderboardPageQuery } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { xpLeaderboard, xpLeaderboardPage } from './service';

const PREFIX = '/v2/courses/:courseId/leaderboards';

/**
 * The overall XP leaderboard (api-reference-routes 1.3). Every member may ask; the service
 * applies the course's switch for students and keeps usernames for staff.
 */
export const leaderboardRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const member = { preHandler: guards.requireCourseRole('student') };

  app.get(`${PREFIX}/xp_all`, member, async (request) => xpLeaderboard(db, currentCourseReg(request)));

  app.get(`${PREFIX}/xp`, member, async (request) => {
    const query = parseInput(XpLeaderboardPageQuery, request.query);
    return xpLeaderboardPage(db, currentCourseReg(request), query);
  });
};
