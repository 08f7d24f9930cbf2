import type { Area } from '../../../app/area-rules/types';

/**
 * The story simulator (issue 24; spec 3 section 2.3): staff and admins upload the story game's
 * files, try checkpoints, place objects and publish chapters at /courses/{id}/storysimulator.
 * The page and Phaser are lazy chunks; students get the not-found page.
 */
export const storySimulatorArea: Area = {
  id: 'storysimulator',
  courseRoutes: [
    { path: 'storysimulator', load: () => import('./StorySimulatorPage'), requires: { role: 'staff' } },
  ],
  navLinks: [
    {
      label: 'Story Simulator',
      scope: 'course',
      path: 'storysimulator',
      placement: 'staff',
      requires: { role: 'staff' },
      // Spec 1 section 2.4: Ground Control, Dashboard, Sourcereel, Grading and Story Simulator.
      after: 'Grading',
    },
  ],
};
