import type { Area } from '../../app/area-rules/types';
import { LEADERBOARD_LINK } from './texts';

/** The page is there when the course switches on either kind of leaderboard. */
const LEADERBOARD_ON = {
  role: 'student',
  courseFlag: ['enableOverallLeaderboard', 'enableContestLeaderboard'],
} as const;

/**
 * The Leaderboard (issue 16): the overall XP leaderboard and the contest leaderboards of the
 * course, for every member of a course that switches one of them on.
 */
export const leaderboardArea: Area = {
  id: 'leaderboard',
  courseRoutes: [{ path: 'leaderboard', load: () => import('./LeaderboardPage'), requires: LEADERBOARD_ON }],
  navLinks: [{ label: LEADERBOARD_LINK, scope: 'course', path: 'leaderboard', requires: LEADERBOARD_ON }],
};
