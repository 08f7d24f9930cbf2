import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { getGradingSummary } from './summary-service';

const { grading } = routes;

/** GET admin/grading/summary (api-reference-routes 1.5): the dashboard's group summary, staff only. */
export const gradingSummaryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);
  route(grading.summary, ({ courseReg }) => getGradingSummary(db, courseReg.courseId));
};
