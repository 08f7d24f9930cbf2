/** Contest voting score rules (spec 1 sections 5 and 9): one distinct score per entry, 10 is best. */

export const MAX_CONTEST_SCORE = 10;

/** The lowest score a voter may give: 11 minus the number of entries (so n entries rank 11-n..10). */
export function minContestScore(entryCount: number): number {
  return MAX_CONTEST_SCORE + 1 - entryCount;
}

export const contestScoreRangeMessage = (min: number) =>
  `Vote rankings invalid. Please input scores between ${min} - ${MAX_CONTEST_SCORE}.`;
export const CONTEST_SCORES_NOT_UNIQUE = 'Vote scores are not unique. Please input unique rankings.';

export type ContestScoresCheck =
  | { status: 'valid' }
  /** Some entry has no score yet and nothing given is wrong: not saved, and nothing to complain about. */
  | { status: 'incomplete' }
  | { status: 'invalid'; message: string };

/**
 * Checks a voter's scores, one per assigned entry (null or undefined where the field is empty).
 * A score outside [11 - n, 10] or not a whole number is reported first, then repeated scores;
 * only a complete, valid set may be saved.
 */
export function checkContestScores(scores: readonly (number | null | undefined)[]): ContestScoresCheck {
  const min = minContestScore(scores.length);
  const given = scores.filter((s): s is number => s !== null && s !== undefined);
  if (given.some((s) => !Number.isInteger(s) || s < min || s > MAX_CONTEST_SCORE)) {
    return { status: 'invalid', message: contestScoreRangeMessage(min) };
  }
  if (new Set(given).size !== given.length) return { status: 'invalid', message: CONTEST_SCORES_NOT_UNIQUE };
  if (given.length !== scores.length) return { status: 'incomplete' };
  return { status: 'valid' };
}
