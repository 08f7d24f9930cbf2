/** A period during which the product is disabled for everyone but staff and admin. */
export interface MaintenancePeriod {
  start: string;
  end: string;
  reason?: string | null;
}

/** The period `now` lies in (start inclusive, end exclusive), or undefined. */
export function activeMaintenancePeriod(
  periods: readonly MaintenancePeriod[],
  now: Date,
): MaintenancePeriod | undefined {
  const t = now.getTime();
  return periods.find((p) => Date.parse(p.start) <= t && t < Date.parse(p.end));
}

/**
 * Validation of a maintenance period setting (spec 1 section 5): both ends present, end not
 * before start, and not already past. Returns a message, or undefined when valid.
 */
export function maintenancePeriodProblem(period: Partial<MaintenancePeriod>, now: Date): string | undefined {
  if (!period.start || !period.end) return 'A maintenance period needs both a start and an end.';
  const start = Date.parse(period.start);
  const end = Date.parse(period.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'A maintenance period needs valid dates.';
  if (end < start) return 'A maintenance period cannot end before it starts.';
  if (end <= now.getTime()) return 'A maintenance period cannot be already past.';
  return undefined;
}
