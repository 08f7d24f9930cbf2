import { z } from 'zod';

/**
 * Contest voting inside a voting question (spec 1 sections 2.7 and 2.9): the entries handed to the
 * voter, the leaderboards the show payload carries, and a vote as the answer route takes it. The
 * staff routes, the standalone leaderboards and the list of contests are in contest.ts.
 */

/** An entry handed to the voter: its code and the voter's score (null until scored). */
export const ContestEntry = z.object({
  submission_id: z.number().int(),
  answer: z.object({ code: z.string() }),
  score: z.number().int().nullable(),
});
export type ContestEntry = z.infer<typeof ContestEntry>;
/** A ranked entry on a voting question's leaderboards (empty until they are revealed). */
export const VotingLeaderboardEntry = z.object({
  submission_id: z.number().int(),
  answer: z.object({ code: z.string() }),
  student_name: z.string().nullable(),
  rank: z.number().int(),
  final_score: z.number(),
});

export const VoteInput = z.object({ submission_id: z.number().int(), score: z.number().int().nullable() });
