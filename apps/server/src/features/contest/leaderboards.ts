import type { Question } from '@sa/contracts';
import { isLeaderboardRevealed, rankEntries, type StoredVotingQuestion } from '@sa/domain';
import type { Executor } from '../../db/client';
import { type EntryScoreRow, findContestId, listScoredEntries } from './entry-queries';

type VotingOutput = Extract<Question, { type: 'voting' }>;
export interface Leaderboards {
  scoreLeaderboard: VotingOutput['scoreLeaderboard'];
  popularVoteLeaderboard: VotingOutput['popularVoteLeaderboard'];
}

export const EMPTY_LEADERBOARDS: Leaderboards = { scoreLeaderboard: [], popularVoteLeaderboard: [] };

/** Leaderboard scores are sent to two decimal places, as the reference rounds them. */
export const twoPlaces = (n: number) => Math.round(n * 100) / 100;

function board(entries: readonly EntryScoreRow[], score: (e: EntryScoreRow) => number, count: number) {
  return rankEntries(entries, score, count).map(({ rank, entry }) => ({
    submission_id: entry.submission_id,
    answer: { code: entry.code },
    student_name: entry.student_name,
    rank,
    final_score: twoPlaces(score(entry)),
  }));
}

/**
 * A voting question's two leaderboards: the score board ranks by relative score, the popular one
 * by popular score, each cut to `count` rows. Students see them from the voting's close plus the
 * question's reveal hours; staff always.
 */
export async function leaderboardsFor(
  executor: Executor,
  input: {
    courseId: number;
    question: StoredVotingQuestion;
    votingCloseAt: Date;
    staff: boolean;
    count: number;
    now: Date;
  },
): Promise<Leaderboards> {
  const { question } = input;
  if (!input.staff && !isLeaderboardRevealed(input.votingCloseAt, question.revealHours, input.now)) {
    return EMPTY_LEADERBOARDS;
  }
  const contestId = await findContestId(executor, input.courseId, question.contestNumber);
  if (contestId === undefined) return EMPTY_LEADERBOARDS;
  const entries = await listScoredEntries(executor, contestId);
  return {
    scoreLeaderboard: board(entries, (e) => e.relative_score, input.count),
    popularVoteLeaderboard: board(entries, (e) => e.popular_score, input.count),
  };
}
