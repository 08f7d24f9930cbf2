import type { Area } from '../../app/area-rules/types';

/**
 * The story game (issue 23; spec 3 section 2.1): /courses/{id}/game for members of a course that
 * switches the game on. The bare course path opens it then (CourseHome looks for the area id
 * 'game'). The page and Phaser are lazy chunks: this object is all the shell bundles.
 */
export const gameArea: Area = {
  id: 'game',
  courseRoutes: [
    {
      path: 'game',
      load: () => import('./GamePage'),
      requires: { role: 'student', courseFlag: 'enableGame' },
    },
  ],
};

/** The story simulator (issue 24), the game's authoring area: its own route and staff link. */
export { storySimulatorArea } from './simulator/area';
