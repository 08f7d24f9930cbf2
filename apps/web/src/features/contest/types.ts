import type { Question } from '@sa/contracts';

export type VotingQuestion = Extract<Question, { type: 'voting' }>;
export type ContestEntryView = VotingQuestion['contestEntries'][number];
export type LeaderboardRow = VotingQuestion['scoreLeaderboard'][number];
/** One vote as the answer route takes it. */
export interface Vote {
  submission_id: number;
  score: number | null;
}
