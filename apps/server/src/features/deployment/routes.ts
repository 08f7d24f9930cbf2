import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
import { deploymentSettings } from './service';

/** Public: the login page reads it before anyone has a token. */
export const deploymentRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, providers, guards }) => {
  createRouter(app, guards)(routes.deployment.settings, ({ request }) => {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    return deploymentSettings(config, providers, origin, new Date());
  });
};
