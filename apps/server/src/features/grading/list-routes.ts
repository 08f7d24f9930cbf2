import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter, JsonText } from '../../http/route';
import {
  exportSubmissionsForGrading,
  listAllSubmissionsForGrading,
  listSubmissionsForGrading,
} from './list-service';

const { grading } = routes;

/**
 * The grading list (api-reference 1b) for staff and admins of the course. Our web client exports
 * with `export`: the list's filters, every matching row, only the exported columns. The
 * reference's `all_submissions` (every submission of the course, unfiltered and unpaged, in the
 * list's row shape) is kept for its web client's CSV export; the reference allows it to admins
 * only, ours to staff as the list is (ADR 3). Being a static path, it wins over
 * `:submissionId` (grading detail), so it is never read as a submission id.
 *
 * The two unpaged answers run to tens of thousands of rows: their services build (and, for
 * all_submissions, check) them once, so they are serialised here rather than checked a second time
 * by the route's schema.
 */
export const gradingListRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);

  route(grading.list, ({ courseReg, query }) => listSubmissionsForGrading(db, courseReg, query));

  route(
    grading.export,
    async ({ courseReg, query }) =>
      new JsonText(JSON.stringify(await exportSubmissionsForGrading(db, courseReg, query))),
  );

  // Takes no parameters: like the reference, anything in the query string is ignored.
  route(
    grading.allSubmissions,
    async ({ courseReg }) => new JsonText(JSON.stringify(await listAllSubmissionsForGrading(db, courseReg))),
  );
};
