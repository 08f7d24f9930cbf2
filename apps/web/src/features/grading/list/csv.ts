import type { GradingExportResponse } from '@sa/contracts';
import { toCsv } from '@sa/domain';

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
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `grading-${safe}-${date}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
