import { z } from 'zod';

/**
 * Contest voting (api-reference section 7). The voter's entries and the leaderboards travel in the
 * voting question of the show payload (contest-voting.ts); this file holds the staff routes' shapes,
 * the standalone leaderboards and the list of contests.
 */

/** What became of one voting question when entries were (re)assigned. */
export const ContestAssignOutcome = z.enum(['assigned', 'contest-not-found', 'contest-not-closed']);
export type ContestAssignOutcome = z.infer<typeof ContestAssignOutcome>;

/** POST admin/assessments/{aid}/contest_assign_entries: per voting question, the votes handed out. */
export const ContestAssignResponse = z.object({
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      outcome: ContestAssignOutcome,
      /** Unscored votes created (0 unless assigned). */
      votes: z.number().int().nonnegative(),
    }),
  ),
});
export type ContestAssignResponse = z.infer<typeof ContestAssignResponse>;

/** GET assessments/{aid}/contest_{score,popular}_leaderboard?count=n: how many rows, 10 unless given. */
export const ContestLeaderboardQuery = z.object({
  count: z.coerce.number().int().min(1).max(500).default(10),
});
export type ContestLeaderboardQuery = z.infer<typeof ContestLeaderboardQuery>;

/** One ranked entry; `answer` is the entry's code itself here, as the reference sends it. */
export const ContestLeaderboardRow = z.object({
  submission_id: z.number().int(),
  answer: z.string(),
  student_name: z.string().nullable(),
  student_username: z.string(),
  rank: z.number().int(),
  /** Rounded to two decimal places. */
  final_score: z.number(),
});
export type ContestLeaderboardRow = z.infer<typeof ContestLeaderboardRow>;

export const ContestLeaderboardResponse = z.object({ leaderboard: z.array(ContestLeaderboardRow) });
export type ContestLeaderboardResponse = z.infer<typeof ContestLeaderboardResponse>;

/** GET all_contests: the course's contests (type `Contests`) that some voting question refers to. */
export const ContestSummary = z.object({
  contest_id: z.number().int(),
  title: z.string(),
  published: z.boolean(),
  /**
   * Not in the reference: the (first) voting assessment that votes on this contest, whose id the
   * contest_{score,popular}_leaderboard routes take; null when a student may not see any of them.
   */
  voting_assessment_id: z.number().int().nullable(),
});
export const AllContestsResponse = z.array(ContestSummary);
export type AllContestsResponse = z.infer<typeof AllContestsResponse>;

export const SCORES_CALCULATED = 'Contest scores calculated';
export const XP_DISPATCHED = 'XP Dispatched';
export const NO_VOTING_QUESTIONS = 'No voting questions found for the given assessment';
export const NOT_A_CONTEST_VOTING = 'Not a contest voting assessment';

/** What contest_calculate_score and contest_dispatch_xp answer, as text (the reference's words). */
export const ContestActionText = z.enum([SCORES_CALCULATED, XP_DISPATCHED, NO_VOTING_QUESTIONS]);
export type ContestActionText = z.infer<typeof ContestActionText>;
