import type { Area } from '../../app/area-rules/types';

/**
 * The XML mission editor (spec 3 section 2.5, issue 25): any signed-in user imports, writes and
 * exports an assessment XML in this browser; staff and admins may upload it to Ground Control.
 * The page (the workspace, CodeMirror, the runner) is a lazy chunk. It has no navbar link.
 */
export const missionControlArea: Area = {
  id: 'mission-control',
  topRoutes: [
    {
      path: 'mission-control/:assessmentId?/:questionId?',
      load: () => import('./MissionControlPage'),
      requires: { signedIn: true },
    },
  ],
  navLinks: [],
};
