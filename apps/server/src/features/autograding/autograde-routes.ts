import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { SubmissionParams, SubmissionQuestionParams } from '../submissions/params';
import { reautograde } from './reautograde-service';

const PREFIX = '/v2/courses/:courseId/admin/grading';

/**
 * Reautograding (api-reference-routes 1.5): any staff member or admin of the course, on any of
 * its finalised submissions; 204 with no body, as the reference answers.
 */
export const autogradeRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };

  app.post(`${PREFIX}/:submissionId/autograde`, staff, async (request, reply) => {
    const { submissionId } = parseInput(SubmissionParams, request.params);
    await reautograde(db, currentCourseReg(request), { submissionId }, now());
    return reply.code(204).send();
  });

  app.post(`${PREFIX}/:submissionId/:questionId/autograde`, staff, async (request, reply) => {
    const { submissionId, questionId } = parseInput(SubmissionQuestionParams, request.params);
    await reautograde(db, currentCourseReg(request), { submissionId, questionId }, now());
    return reply.code(204).send();
  });
};
