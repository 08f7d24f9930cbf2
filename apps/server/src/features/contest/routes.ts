import { AssessmentParams, ContestLeaderboardQuery } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { assignVotesForAssessment } from './assign-service';
import { allContests, contestLeaderboard, type LeaderboardKind } from './leaderboard-service';
import { calculateContestScores, dispatchContestXp } from './score-service';

const PREFIX = '/v2/courses/:courseId/admin/assessments';
const MEMBER_PREFIX = '/v2/courses/:courseId';

/**
 * Contest voting's routes. Staff's actions (api-reference-routes 1.5): compute the scores and hand
 * out the XP. The reference assigns entries only as a side effect of uploads, updates and a
 * nightly job; an explicit route lets staff (re)assign once a contest has closed. Every member
 * reads the leaderboards and the list of contests (1.3); the services decide what students see.
 */
export const contestRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };
  const member = { preHandler: guards.requireCourseRole('student') };

  app.post(`${PREFIX}/:assessmentId/contest_assign_entries`, staff, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    return assignVotesForAssessment(db, currentCourseReg(request).courseId, assessmentId, now());
  });

  app.post(`${PREFIX}/:assessmentId/contest_calculate_score`, staff, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    return calculateContestScores(db, currentCourseReg(request).courseId, assessmentId);
  });

  app.post(`${PREFIX}/:assessmentId/contest_dispatch_xp`, staff, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    return dispatchContestXp(db, currentCourseReg(request).courseId, assessmentId);
  });

  const boards: [string, LeaderboardKind][] = [
    ['contest_score_leaderboard', 'score'],
    ['contest_popular_leaderboard', 'popular'],
  ];
  for (const [path, kind] of boards) {
    app.get(`${MEMBER_PREFIX}/assessments/:assessmentId/${path}`, member, async (request) => {
      const { assessmentId } = parseInput(AssessmentParams, request.params);
      const { count } = parseInput(ContestLeaderboardQuery, request.query);
      return contestLeaderboard(db, currentCourseReg(request), { assessmentId, kind, count, now: now() });
    });
  }

  app.get(`${MEMBER_PREFIX}/all_contests`, member, async (request) =>
    allContests(db, currentCourseReg(request)),
  );
};
