import type { GradingExportResponse } from '@sa/contracts';
import { toCsv } from '@sa/domain';
import { format } from 'date-fns';

/**
 * The grading list's CSV export (spec 2 section 9), through the one CSV writer (quotes, commas in
 * names, formulas kept as text). No React here: the bench times exactly this code.
 */
export function gradingCsv(exported: GradingExportResponse): string {
  return toCsv(exported.columns, exported.rows);
}

/** `grading-CS1101S-2026-11-23.csv`: the course's short name (or name) and the local date. */
export function gradingCsvFileName(course: string, now: Date): string {
  const safe = course.trim().replace(/[^\w.-]+/g, '_') || 'course';
  return `grading-${safe}-${format(now, 'yyyy-MM-dd')}.csv`;
}
