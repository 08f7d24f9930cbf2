import { EVENT_LOG_BATCH_TOO_LARGE, MAX_LOG_BATCH_BYTES, routes } from '@sa/contracts';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { errorHandler } from '../../http/error-handler';
import { createRouter } from '../../http/route';
import {
  EXPORT_TYPES,
  exportFileName,
  requireResearchAgreement,
  storeResearchLogs,
  streamResearchLogs,
} from './service';

const { researchLogs } = routes;

/**
 * Learning events for research (issue 26): members whose research agreement is true upload
 * batches of their editor's events; admins export the course's events under pseudonyms.
 */
export const researchLogRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, config }) => {
  // Fastify refuses a body over the route's limit before the handler runs (by Content-Length, or
  // while reading one without); its generic 413 becomes the upload's own words here.
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const tooLarge = 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    if (tooLarge && request.routeOptions.config.apiRoute === researchLogs.upload) {
      return reply.code(413).type('text/plain; charset=utf-8').send(EVENT_LOG_BATCH_TOO_LARGE);
    }
    return errorHandler(error, request, reply);
  });
  // Who first: a member who has not agreed is refused after the guards and before the body is read
  // (the upload checks again in its transaction, in case the answer changes meanwhile).
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.config.apiRoute !== researchLogs.upload) return;
    await requireResearchAgreement(db, currentCourseReg(request).id);
  });
  const route = createRouter(app, guards);

  route(researchLogs.upload, ({ courseReg, body }) => storeResearchLogs(db, courseReg, body.entries), {
    bodyLimit: MAX_LOG_BATCH_BYTES,
    // Research rows are in none of the cached reads (users, courses, assessments).
    leavesReadCachesValid: true,
  });

  route(researchLogs.export, ({ courseReg, query, request, reply }) => {
    const { courseId } = courseReg;
    reply
      .type(EXPORT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${exportFileName(courseId, query.format)}"`)
      .header('cache-control', 'no-store');
    // Fastify's HEAD would read the whole stream only to drop it: the headers say all there is.
    if (request.method === 'HEAD') return reply.send();
    return reply.send(
      streamResearchLogs(db, { courseId, format: query.format, pseudonymKey: config.researchPseudonymKey }),
    );
  });
};
