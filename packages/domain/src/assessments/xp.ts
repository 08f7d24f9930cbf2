import type { AutograderResult } from './model';

/** XP rules of api-reference section 4 and 5, exactly as the reference computes them. */

const HOUR_MS = 3_600_000;

/** Whole hours from `from` to `to`, truncated toward zero (the reference's Timex.diff in hours). */
function wholeHours(from: Date, to: Date): number {
  return Math.trunc((to.getTime() - from.getTime()) / HOUR_MS);
}

export interface BonusInput {
  /** The type's earlySubmissionXp (E). */
  earlySubmissionXp: number;
  /** The type's hoursBeforeEarlyXpDecay (H). */
  hoursBeforeEarlyXpDecay: number;
  openAt: Date;
  closeAt: Date;
  /** When the submission was finalised; the reference uses now when it is unset. */
  submittedAt: Date;
  /** Σ (xp + xp adjustment) over the submission's answers. */
  answersXp: number;
}

/**
 * The early-submission bonus: nothing for a submission that scores nothing (so an empty early
 * submission earns no XP); the full bonus within H hours of opening; afterwards it decays
 * linearly, by whole hours, to 0 at the close.
 */
export function earlySubmissionBonus(input: BonusInput): number {
  const { earlySubmissionXp: max, hoursBeforeEarlyXpDecay: grace } = input;
  if (input.answersXp <= 0) return 0;
  if (input.submittedAt.getTime() < input.openAt.getTime() + grace * HOUR_MS) return max;
  const decayHours = wholeHours(input.openAt, input.closeAt) - grace;
  if (decayHours <= 0) return max;
  const remaining = Math.max(0, wholeHours(input.submittedAt, input.closeAt));
  return Math.max(0, Math.round((max * remaining) / decayHours));
}

/**
 * XP of an autograded programming answer: the score's share of the question's max XP, floored.
 * When the testcases carry no score, the share of passing testcases; no results, no XP.
 */
export function autogradedXp(maxXp: number, results: readonly AutograderResult[], maxScore: number): number {
  if (maxScore > 0) {
    const total = results.reduce((sum, r) => sum + (r.resultType === 'pass' ? r.score : 0), 0);
    return Math.floor((maxXp * total) / maxScore);
  }
  if (results.length === 0) return 0;
  const passes = results.filter((r) => r.resultType === 'pass').length;
  return Math.floor((maxXp * passes) / results.length);
}

/** An MCQ answer earns the question's max XP when the chosen choice is the correct one. */
export function mcqXp(maxXp: number, chosen: number, correct: number | undefined): number {
  return correct !== undefined && chosen === correct ? maxXp : 0;
}
