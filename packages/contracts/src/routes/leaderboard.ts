import { CourseParams } from '../common';
import { defineRoute } from '../http/route';
import {
  OVERALL_LEADERBOARD_DISABLED,
  XpLeaderboardPageQuery,
  XpLeaderboardPageResponse,
  XpLeaderboardResponse,
} from '../leaderboard';

const disabled = { status: 403, text: OVERALL_LEADERBOARD_DISABLED } as const;

/** The overall XP leaderboard (api-reference-routes 1.3). */
export const leaderboardRoutes = {
  xpAll: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/leaderboards/xp_all',
    feature: 'leaderboard',
    access: 'student',
    summary: 'Every student of the course ranked by total XP (ties share a rank); usernames to staff only',
    params: CourseParams,
    response: XpLeaderboardResponse,
    errors: [disabled],
  }),
  xpPage: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/leaderboards/xp',
    feature: 'leaderboard',
    access: 'student',
    summary: 'One page of the overall XP leaderboard and the number of students in all',
    params: CourseParams,
    query: XpLeaderboardPageQuery,
    response: XpLeaderboardPageResponse,
    errors: [disabled],
  }),
};
