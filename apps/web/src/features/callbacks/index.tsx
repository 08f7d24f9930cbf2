import type { Area } from '../../app/area-rules/types';

/**
 * The pages an outside service's sign-in popup comes back to (spec 3 section 2.9): they finish
 * the exchange and post the outcome to the opener (lib/oauth-popup). No sign-in to the platform
 * needed, and they exist in playground-only mode too.
 */
export const callbacksArea: Area = {
  id: 'callbacks',
  inPlaygroundOnly: true,
  topRoutes: [
    { path: 'callback/github', load: () => import('./GitHubCallbackPage') },
    { path: 'callback/google', load: () => import('./GoogleCallbackPage') },
  ],
  navLinks: [],
};
