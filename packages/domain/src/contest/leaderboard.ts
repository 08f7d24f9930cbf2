/** Contest scoring, ranking and XP (api-reference section 7, "Scoring", "Leaderboard", "XP dispatch"). */

/** The popular score of an entry: its mean vote as a percentage of the best score, 0 without votes. */
export function popularScore(voteScores: readonly number[]): number {
  if (voteScores.length === 0) return 0;
  const sum = voteScores.reduce((a, b) => a + b, 0);
  return (sum / voteScores.length / 10) * 100;
}

/**
 * The score board's score: the popular score less a penalty that doubles with every
 * `tokenDivider` tokens of code, so shorter programs win ties of taste. The exponent is capped
 * so the penalty stays a finite double.
 */
export function relativeScore(popular: number, tokenCount: number, tokenDivider: number): number {
  return popular - 2 ** Math.min(1023.5, tokenCount / tokenDivider);
}

export interface Ranked<T> {
  rank: number;
  entry: T;
}

/**
 * Entries best first with SQL RANK() numbering (equal scores share a rank, the next rank skips),
 * keeping the first `count` rows as the reference's LIMIT does.
 */
export function rankEntries<T>(
  entries: readonly T[],
  score: (entry: T) => number,
  count: number,
): Ranked<T>[] {
  const sorted = [...entries].sort((a, b) => score(b) - score(a));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && score(previous.entry) === score(entry) ? previous.rank : index + 1;
    ranked.push({ rank, entry });
  });
  return ranked.slice(0, Math.max(0, count));
}

/** The XP a rank earns from the question's xp_values list; nothing beyond its end. */
export function xpForRank(xpValues: readonly number[], rank: number): number {
  return xpValues[rank - 1] ?? 0;
}

/** Students see a leaderboard only from close + revealHours; staff always. */
export function isLeaderboardRevealed(closeAt: Date, revealHours: number, now: Date): boolean {
  return now.getTime() >= closeAt.getTime() + revealHours * 3_600_000;
}
