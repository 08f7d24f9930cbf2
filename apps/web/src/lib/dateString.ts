import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';

/**
 * The date change prompt's text format (spec 2 section 5, "Date change"): YYYY-MM-DD HH:mm:ss ZZ,
 * e.g. '2026-11-25 04:00:00 +08:00'. The offset may also be written +0800 or Z. Only the years
 * 2010 to 2030 are accepted.
 */

export const DATE_FORMAT_HINT = 'YYYY-MM-DD HH:mm:ss ZZ';
export const MIN_YEAR = 2010;
export const MAX_YEAR = 2030;

export type ParsedDate = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; date: Date };

/** date-fns patterns: the offset written with a colon or Z (XXX), or without a colon (XX). */
const WITH_COLON = 'yyyy-MM-dd HH:mm:ss XXX';
const WITHOUT_COLON = 'yyyy-MM-dd HH:mm:ss XX';
const SHOWN = 'yyyy-MM-dd HH:mm:ss xxx';

// The exact shape: date-fns alone would also read one-digit months and any offset.
const SHAPE = /^(\d{4})-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (?:Z|[+-](\d{2})(:?)(\d{2}))$/;
// Real offsets run from -12:00 to +14:00.
const MAX_OFFSET_MINUTES = 14 * 60;

export function parseDateString(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const match = SHAPE.exec(text);
  if (!match) return { kind: 'invalid' };
  const year = Number(match[1]);
  const offsetHours = Number(match[2] ?? 0);
  const offsetMinutes = Number(match[4] ?? 0);
  if (year < MIN_YEAR || year > MAX_YEAR) return { kind: 'invalid' };
  if (offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > MAX_OFFSET_MINUTES) return { kind: 'invalid' };
  // date-fns checks the calendar and the clock: no 31 April, no hour 24, no second 60.
  const date = parse(text, match[3] === '' ? WITHOUT_COLON : WITH_COLON, new Date(0));
  return isValid(date) ? { kind: 'ok', date } : { kind: 'invalid' };
}

/**
 * The date as the prompt shows it, in the given time zone (an IANA name or an offset such as
 * '+08:00'); by default the browser's, at that date, so daylight saving is respected.
 */
export function formatDateString(date: Date, timeZone?: string): string {
  return timeZone === undefined ? format(date, SHOWN) : format(date, SHOWN, { in: tz(timeZone) });
}
