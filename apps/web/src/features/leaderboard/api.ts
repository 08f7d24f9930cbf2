export type ContestBoardKind = 'score' | 'popular';

export const leaderboardKeys = {
  xpAll: (courseId: number | undefined) => ['leaderboard', courseId, 'xp'] as const,
  contests: (courseId: number | undefined) => ['leaderboard', courseId, 'contests'] as const,
  contestBoard: (courseId: number | undefined, votingId: number, kind: ContestBoardKind, count: number) =>
    ['leaderboard', courseId, 'contest', votingId, kind, count] as const,
};
