import { GradingListFilters, GradingListQuery } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { exportSubmissionsForGrading, listSubmissionsForGrading } from './list-service';

const PREFIX = '/v2/courses/:courseId/admin/grading';

/**
 * The grading list (api-reference 1b) for staff and admins of the course. Instead of the
 * reference's admin-only, unfiltered and unpaged `all_submissions` (the list that once sent 11 MB),
 * the CSV export has its own route: the list's filters, every matching row, only the exported
 * columns, open to staff as the list is.
 */
export const gradingListRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };

  app.get(PREFIX, staff, async (request) => {
    const query = parseInput(GradingListQuery, request.query);
    return listSubmissionsForGrading(db, currentCourseReg(request), query);
  });

  app.get(`${PREFIX}/export`, staff, async (request) => {
    const filters = parseInput(GradingListFilters, request.query);
    return exportSubmissionsForGrading(db, currentCourseReg(request), filters);
  });
};
