/** When contest scores are recomputed (api-reference section 7, "Scoring"). */

/** Scores are recomputed every this many hours, on the hour. */
export const SCORING_INTERVAL_HOURS = 2;

/**
 * The schedule's time zone, Asia/Singapore: UTC+8 all year (it has had no daylight saving since
 * 1982), so a fixed offset names its hours exactly.
 */
export const SCORING_UTC_OFFSET_HOURS = 8;

const HOUR_MS = 3_600_000;

/**
 * The start of the scoring slot `now` falls in: the latest Singapore hour divisible by
 * SCORING_INTERVAL_HOURS at or before `now`. Scores computed before this instant are due again.
 */
export function scoringSlotStart(now: Date): Date {
  const interval = SCORING_INTERVAL_HOURS * HOUR_MS;
  const local = now.getTime() + SCORING_UTC_OFFSET_HOURS * HOUR_MS;
  return new Date(Math.floor(local / interval) * interval - SCORING_UTC_OFFSET_HOURS * HOUR_MS);
}
