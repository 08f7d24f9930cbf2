import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { assignVotesForAssessment } from './assign-service';
import { allContests, contestLeaderboard } from './leaderboard-service';
import { calculateContestScores, dispatchContestXp } from './score-service';

const { contest } = routes;

/**
 * Contest voting's routes. Staff's actions (api-reference-routes 1.5): compute the scores and hand
 * out the XP. The reference assigns entries only as a side effect of uploads, updates and a
 * nightly job; an explicit route lets staff (re)assign once a contest has closed. Every member
 * reads the leaderboards and the list of contests (1.3); the services decide what students see.
 */
export const contestRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const route = createRouter(app, guards);

  route(contest.assignEntries, ({ courseReg, params }) =>
    assignVotesForAssessment(db, courseReg.courseId, params.assessmentId, now()),
  );
  route(contest.calculateScores, ({ courseReg, params }) =>
    calculateContestScores(db, courseReg.courseId, params.assessmentId),
  );
  route(contest.dispatchXp, ({ courseReg, params }) =>
    dispatchContestXp(db, courseReg.courseId, params.assessmentId),
  );
  for (const [board, kind] of [
    [contest.scoreLeaderboard, 'score'],
    [contest.popularLeaderboard, 'popular'],
  ] as const) {
    route(board, ({ courseReg, params, query }) =>
      contestLeaderboard(db, courseReg, {
        assessmentId: params.assessmentId,
        kind,
        count: query.count,
        now: now(),
      }),
    );
  }
  route(contest.allContests, ({ courseReg }) => allContests(db, courseReg));
};
