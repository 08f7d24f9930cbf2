import { DeploymentSettings } from '../deployment';
import { defineRoute } from '../http/route';

/** The deployment's settings, read by the web app at run time (before anyone has a token). */
export const deploymentRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/v2/deployment',
    feature: 'deployment',
    access: 'public',
    summary: "The deployment's name, sign-in providers, switches and maintenance periods",
    response: DeploymentSettings,
    ours: true,
  }),
};
