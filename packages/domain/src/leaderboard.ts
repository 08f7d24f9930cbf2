/**
 * What a leaderboard page shows (the course's topLeaderboardDisplay / topContestLeaderboardDisplay):
 * the first `size` rows, as the reference's client cuts them, and the caller's own row apart when
 * it falls below them, so a student always finds themself.
 */
export interface LeaderboardView<T> {
  top: T[];
  /** The caller's row when it is not among `top`; undefined when it is, or when they are not ranked. */
  ownBelow: T | undefined;
}

export function leaderboardView<T>(
  rows: readonly T[],
  size: number,
  isOwn: (row: T) => boolean,
): LeaderboardView<T> {
  const top = rows.slice(0, Math.max(0, size));
  const ownBelow = top.some(isOwn) ? undefined : rows.slice(top.length).find(isOwn);
  return { top, ownBelow };
}
