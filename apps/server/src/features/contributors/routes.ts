import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { ContributorsService } from './service';

/**
 * GET /v2/contributors: public, as the page is there signed out and in playground-only mode. The
 * list lives in this plugin's service for the app's lifetime.
 */
export const contributorRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, guards, now }) => {
  const service = new ContributorsService(config.contributors, now, app.log);
  app.addHook('onClose', async () => service.close());
  createRouter(app, guards)(routes.contributors.list, async ({ reply }) => {
    const list = await service.list();
    // Browsers and proxies may keep the list briefly (never the 503); the server's copy lasts.
    reply.header('cache-control', 'public, max-age=300');
    return list;
  });
};
