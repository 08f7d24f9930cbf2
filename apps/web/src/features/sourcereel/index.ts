import type { Area } from '../../app/area-rules/types';

/**
 * Sourcereel (spec 2 "Sourcereel", issue 22): staff and admins record lessons of voice and code
 * and upload them as sourcecasts. The page (the workspace, the runner, Web Audio) is a lazy chunk.
 */
export const sourcereelArea: Area = {
  id: 'sourcereel',
  courseRoutes: [{ path: 'sourcereel', load: () => import('./SourcereelPage'), requires: { role: 'staff' } }],
  navLinks: [
    {
      label: 'Sourcereel',
      scope: 'course',
      path: 'sourcereel',
      placement: 'staff',
      requires: { role: 'staff' },
      // Spec 1 section 2.4 orders the staff links Ground Control, Dashboard, Sourcereel, Grading.
      after: 'Dashboard',
    },
  ],
};
