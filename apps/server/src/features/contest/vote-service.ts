import type { VoteInput } from '@sa/contracts';
import { checkContestScores } from '@sa/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/errors';
import { listAssignedSubmissionIds, setVoteScores } from './vote-queries';

/** The reference's message for votes that do not match the voter's entries. */
export const INVALID_VOTE = 'Invalid vote! Vote is not saved.';

type Vote = z.infer<typeof VoteInput>;

/**
 * Stores a voter's scores for a voting question (api-reference section 7, "Voting"; spec 1 section
 * 5). The votes must name exactly the voter's entries, once each; the scores must be distinct whole
 * numbers from 11 - n to 10, checked with the rule the web app uses, so the server refuses what the
 * web app would. Empty scores are stored as null. Returns whether every entry now has a score,
 * which is when the voting question counts as answered.
 */
export async function saveVotes(
  db: Database,
  voterId: number,
  questionId: number,
  votes: readonly Vote[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const assigned = await listAssignedSubmissionIds(tx, voterId, questionId);
    const named = new Set(votes.map((v) => v.submission_id));
    const matches =
      named.size === votes.length && named.size === assigned.length && assigned.every((id) => named.has(id));
    if (!matches) throw badRequest(INVALID_VOTE);
    const check = checkContestScores(votes.map((v) => v.score));
    if (check.status === 'invalid') throw badRequest(check.message);
    await setVoteScores(tx, voterId, questionId, votes);
    return check.status === 'valid';
  });
}
