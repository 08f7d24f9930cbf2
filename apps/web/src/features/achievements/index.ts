import type { Area } from '../../app/area-rules/types';
import { ACHIEVEMENTS_LINK } from './texts';

/**
 * Achievements (spec 2 "Achievements dashboard", "Achievement control", "Manual goal editor").
 * The editor is for staff and admins; for anyone else the route does not exist (the 404 page).
 */
export const achievementsArea: Area = {
  id: 'achievements',
  courseRoutes: [
    // The dashboard: every member, in a course that switches achievements on (spec 1 section 2.4).
    {
      path: 'achievements',
      load: () => import('./dashboard/AchievementsPage'),
      requires: { role: 'student', courseFlag: 'enableAchievements' },
    },
    {
      path: 'achievements/control',
      load: () => import('./control/AchievementControlPage'),
      requires: { role: 'staff' },
    },
  ],
  navLinks: [
    {
      label: ACHIEVEMENTS_LINK,
      scope: 'course',
      path: 'achievements',
      requires: { role: 'student', courseFlag: 'enableAchievements' },
    },
  ],
};

// The public surface other areas use: workspaces record learner events for Event goals.
export { useLearnerEventRecorder, useRunRecorder } from './events/useLearnerEvents';
export { ProfileXp } from './profile/ProfileXp';
