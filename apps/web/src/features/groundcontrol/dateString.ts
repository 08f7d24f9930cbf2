/**
 * The date change prompt's text format (spec 2 section 5, "Date change"): YYYY-MM-DD HH:mm:ss ZZ,
 * e.g. '2026-11-25 04:00:00 +08:00'. The offset may also be written +0800 or Z. Only the years
 * 2010 to 2030 are accepted.
 */

export const DATE_FORMAT_HINT = 'YYYY-MM-DD HH:mm:ss ZZ';
export const MIN_YEAR = 2010;
export const MAX_YEAR = 2030;

export type ParsedDate = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; date: Date };

const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) (?:Z|([+-])(\d{2}):?(\d{2}))$/;
// Real offsets run from -12:00 to +14:00.
const MAX_OFFSET_MINUTES = 14 * 60;

export function parseDateString(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const match = PATTERN.exec(text);
  if (!match) return { kind: 'invalid' };
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sign = match[7] === '-' ? -1 : 1;
  const offsetHours = Number(match[8] ?? 0);
  const offsetMinutes = Number(match[9] ?? 0);
  const offset = sign * (offsetHours * 60 + offsetMinutes);
  if (year < MIN_YEAR || year > MAX_YEAR) return { kind: 'invalid' };
  if (hour > 23 || minute > 59 || second > 59) return { kind: 'invalid' };
  if (offsetMinutes > 59 || Math.abs(offset) > MAX_OFFSET_MINUTES) return { kind: 'invalid' };
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 April over to 1 May: a day that moved did not exist.
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return { kind: 'invalid' };
  return { kind: 'ok', date: new Date(wallClock - offset * 60_000) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The date as the prompt shows it, at the given offset from UTC in minutes (by default the
 * browser's offset at that date, so daylight saving is respected).
 */
export function formatDateString(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())} ` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
