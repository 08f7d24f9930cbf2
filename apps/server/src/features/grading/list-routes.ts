import { GradingListFilterParams, GradingListQueryParams } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import {
  exportSubmissionsForGrading,
  listAllSubmissionsForGrading,
  listSubmissionsForGrading,
} from './list-service';

const PREFIX = '/v2/courses/:courseId/admin/grading';

/**
 * The grading list (api-reference 1b) for staff and admins of the course. Our web client exports
 * with `export`: the list's filters, every matching row, only the exported columns. The
 * reference's `all_submissions` (every submission of the course, unfiltered and unpaged, in the
 * list's row shape) is kept for its web client's CSV export; the reference allows it to admins
 * only, ours to staff as the list is (ADR 3). Being a static path, it wins over
 * `:submissionId` (grading detail), so it is never read as a submission id.
 */
export const gradingListRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };

  app.get(PREFIX, staff, async (request) => {
    const query = parseInput(GradingListQueryParams, request.query);
    return listSubmissionsForGrading(db, currentCourseReg(request), query);
  });

  app.get(`${PREFIX}/export`, staff, async (request) => {
    const filters = parseInput(GradingListFilterParams, request.query);
    return exportSubmissionsForGrading(db, currentCourseReg(request), filters);
  });

  // Takes no parameters: like the reference, anything in the query string is ignored.
  app.get(`${PREFIX}/all_submissions`, staff, async (request) =>
    listAllSubmissionsForGrading(db, currentCourseReg(request)),
  );
};
