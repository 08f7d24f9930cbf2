import { noModuleFile, routes } from '@sa/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CachedFiles, sendCachedFile } from '../../http/cached-files';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/route';

export interface ModuleRoutesOptions {
  /** The built modules (`@sa/modules/dist-dir`): modules.json, bundles/, tabs/, jsons/. */
  distDir: string;
}

/**
 * Un-hashed names (`bundles/rune.js`) change content on every deploy: caches keep a copy but ask
 * each time, and the validators make that a 304 without a body.
 */
const CACHE_CONTROL = 'public, no-cache';

/**
 * GET /modules/...: the Source modules in the classic layout js-slang's loader reads. Public (the
 * runner's worker imports them without a token) and open to every origin: a deployment may point
 * MODULE_BACKEND_URL of another site's web app at us, like a CDN, so the answer carries
 * `access-control-allow-origin: *` rather than the API's echoed origin, and allows cross-origin
 * embedding.
 */
export const moduleRoutes: FastifyPluginAsync<ModuleRoutesOptions> = async (app, { distDir }) => {
  const files = new CachedFiles(distDir);
  // This plugin's routes only, 404s included (the browser shows a CORS error instead of a 404 otherwise).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('access-control-allow-credentials');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const router = createRouter(app);

  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    relativePath: string,
    contentType: string,
  ): Promise<FastifyReply> => {
    const file = await files.get(relativePath);
    if (!file) throw notFound(noModuleFile(relativePath));
    return sendCachedFile(request, reply, file, contentType, CACHE_CONTROL);
  };

  const javascript = 'text/javascript; charset=utf-8';
  const json = 'application/json; charset=utf-8';
  router(routes.modules.manifest, ({ request, reply }) => serve(request, reply, 'modules.json', json));
  router(routes.modules.bundle, ({ params, request, reply }) =>
    serve(request, reply, `bundles/${params.file}`, javascript),
  );
  router(routes.modules.tab, ({ params, request, reply }) =>
    serve(request, reply, `tabs/${params.file}`, javascript),
  );
  router(routes.modules.docs, ({ params, request, reply }) =>
    serve(request, reply, `jsons/${params.file}`, json),
  );
};
