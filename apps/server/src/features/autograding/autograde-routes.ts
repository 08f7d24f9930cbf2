import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { reautograde } from './reautograde-service';

const { autograding } = routes;

/**
 * Reautograding (api-reference-routes 1.5): any staff member or admin of the course, on any of
 * its finalised submissions; 204 with no body, as the reference answers.
 */
export const autogradeRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const route = createRouter(app, guards);

  route(autograding.submission, async ({ courseReg, params, reply }) => {
    await reautograde(db, courseReg, { submissionId: params.submissionId }, now());
    return reply.code(204).send();
  });

  route(autograding.question, async ({ courseReg, params, reply }) => {
    const { submissionId, questionId } = params;
    await reautograde(db, courseReg, { submissionId, questionId }, now());
    return reply.code(204).send();
  });
};
