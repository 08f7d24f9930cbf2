import { z } from 'zod';

/**
 * The overall XP leaderboard (api-reference-routes 1.3, `leaderboards/xp_all` and
 * `leaderboards/xp`): the course's students ranked by total XP, ties sharing a rank (SQL RANK()).
 */
export const XpLeaderboardRow = z.object({
  /** The student's user id (not the course registration id). */
  user_id: z.number().int(),
  name: z.string().nullable(),
  /** Sent to staff and admins only; a student gets '' here (names and XP are all a student sees). */
  username: z.string(),
  total_xp: z.number(),
  rank: z.number().int(),
});
export type XpLeaderboardRow = z.infer<typeof XpLeaderboardRow>;

/** GET leaderboards/xp_all: every student of the course, best first. */
export const XpLeaderboardResponse = z.object({ users: z.array(XpLeaderboardRow) });
export type XpLeaderboardResponse = z.infer<typeof XpLeaderboardResponse>;

/** GET leaderboards/xp?offset=0&page_size=25: one page, and how many students there are in all. */
export const XpLeaderboardPageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(500).default(25),
});
export type XpLeaderboardPageQuery = z.infer<typeof XpLeaderboardPageQuery>;

export const XpLeaderboardPageResponse = XpLeaderboardResponse.extend({
  total_count: z.number().int().nonnegative(),
});
export type XpLeaderboardPageResponse = z.infer<typeof XpLeaderboardPageResponse>;

/** What a student is told when the course has switched the overall leaderboard off. */
export const OVERALL_LEADERBOARD_DISABLED = 'The overall leaderboard is not enabled for this course';
