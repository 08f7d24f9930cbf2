import type { Area } from '../../app/area-rules/types';

/**
 * Ground Control (spec 2, "Ground control"): staff and admins upload, schedule, publish and
 * delete the course's assessments, and admins set the course's default sublanguage.
 */
export const groundControlArea: Area = {
  id: 'groundcontrol',
  courseRoutes: [
    { path: 'groundcontrol', load: () => import('./GroundControl'), requires: { role: 'staff' } },
  ],
  navLinks: [
    {
      label: 'Ground Control',
      scope: 'course',
      path: 'groundcontrol',
      placement: 'staff',
      requires: { role: 'staff' },
    },
  ],
};

// The public surface other areas use: every assessment of the course, for staff (Team Formation).
// The mission editor uploads its export through the same call and shows the same outcome.
export { uploadOutcome, useAssessmentOverviews, useGroundControlEndpoints } from './api';
export { ForceUpdateSwitch } from './ForceUpdateSwitch';
