import { defineRoute, OkText } from '../http/route';

/** Liveness for load balancers and start-up scripts: touches neither tokens nor the database. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/v2/health',
    feature: 'health',
    access: 'public',
    summary: 'Liveness: answers OK while the process serves requests',
    response: OkText,
    ours: true,
  }),
};
