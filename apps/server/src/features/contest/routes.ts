import { AssessmentParams } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { assignVotesForAssessment } from './assign-service';
import { calculateContestScores, dispatchContestXp } from './score-service';

const PREFIX = '/v2/courses/:courseId/admin/assessments';

/**
 * Staff's contest actions (api-reference-routes 1.5): compute the scores and hand out the XP. The
 * reference assigns entries only as a side effect of uploads, updates and a nightly job; an
 * explicit route lets staff (re)assign once a contest has closed.
 */
export const contestRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };

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
};
