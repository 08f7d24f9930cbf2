import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter } from '../../http/route';

/**
 * GET /v2/health: liveness for load balancers and start-up scripts. It touches neither the
 * token check nor the database, so the bench uses it as the server's bare-route baseline.
 */
export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { guards }) => {
  createRouter(app, guards)(routes.health.health, () => OK);
};
