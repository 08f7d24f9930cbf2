import type { Area } from '../../app/area-rules/types';

/**
 * Team Formation: staff and admins form the teams of team assessments (those whose team size,
 * set in Ground Control, is above 1). Reached from Ground Control.
 */
export const teamFormationArea: Area = {
  id: 'teamformation',
  courseRoutes: [
    { path: 'teamformation', load: () => import('./TeamFormation'), requires: { role: 'staff' } },
  ],
};

// The public surface other areas use: the caller's own team (the assessment workspace).
export { teamKeys, useTeamEndpoints } from './api';
