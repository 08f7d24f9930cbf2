import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { getGradingSummary } from './summary-service';

/** GET admin/grading/summary (api-reference-routes 1.5): the dashboard's group summary, staff only. */
export const gradingSummaryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };

  app.get('/v2/courses/:courseId/admin/grading/summary', staff, async (request) => {
    const { courseId } = currentCourseReg(request);
    return getGradingSummary(db, courseId);
  });
};
