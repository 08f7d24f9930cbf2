import type { FastifyPluginAsync } from 'fastify';
import { OK } from '../../http/deps';

/**
 * GET /v2/health: liveness for load balancers and start-up scripts. It touches neither the
 * token check nor the database, so the bench uses it as the server's bare-route baseline.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v2/health', async () => OK);
};
