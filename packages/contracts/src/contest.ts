import { z } from 'zod';

/**
 * Contest voting (api-reference section 7). The voter's entries and the leaderboards travel in the
 * voting question of the show payload (assessments.ts); this file holds the staff routes' shapes.
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
