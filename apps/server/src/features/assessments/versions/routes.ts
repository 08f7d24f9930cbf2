import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../../http/deps';
import { createRouter } from '../../../http/route';
import { createVersionService } from './version-service';

const { versions } = routes;

/**
 * The version history of the caller's answer to a question (api-reference-routes 1.3), open to
 * every member of the course; the service finds the caller's own answer. Its writes, like answer
 * saves, leave the read caches valid.
 */
export const versionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const route = createRouter(app, guards);
  const service = createVersionService(db);
  const write = { leavesReadCachesValid: true };

  route(versions.list, ({ courseReg, params }) => service.list(courseReg, params.questionId));
  route(versions.get, ({ courseReg, params }) => service.get(courseReg, params.questionId, params.versionId));
  route(
    versions.save,
    ({ courseReg, params, body }) => service.save(courseReg, params.questionId, body.content, now()),
    write,
  );
  route(
    versions.name,
    async ({ courseReg, params, body }) => {
      await service.name(courseReg, params.questionId, params.versionId, body.name);
      return OK;
    },
    write,
  );
};
