import { describe, expect, it } from 'vitest';
import { formatDateString, parseDateString } from './dateString';

const iso = (text: string) => {
  const parsed = parseDateString(text);
  return parsed.kind === 'ok' ? parsed.date.toISOString() : parsed.kind;
};

describe('parseDateString', () => {
  it('reads YYYY-MM-DD HH:mm:ss ZZ with the offset applied', () => {
    expect(iso('2026-11-25 04:00:00 +08:00')).toBe('2026-11-24T20:00:00.000Z');
    expect(iso('2026-11-25 04:00:00 -05:30')).toBe('2026-11-25T09:30:00.000Z');
    expect(iso('  2026-11-25 04:00:00 +0800 ')).toBe('2026-11-24T20:00:00.000Z');
    expect(iso('2026-11-25 04:00:00 Z')).toBe('2026-11-25T04:00:00.000Z');
  });

  it('says empty for blank input', () => {
    expect(iso('')).toBe('empty');
    expect(iso('   ')).toBe('empty');
  });

  it('accepts the years 2010 to 2030 only', () => {
    expect(iso('2010-01-01 00:00:00 +00:00')).toBe('2010-01-01T00:00:00.000Z');
    expect(iso('2030-12-31 23:59:59 +00:00')).toBe('2030-12-31T23:59:59.000Z');
    expect(iso('2009-12-31 23:59:59 +00:00')).toBe('invalid');
    expect(iso('2031-01-01 00:00:00 +00:00')).toBe('invalid');
  });

  it.each([
    ['2026-11-25', 'no time'],
    ['2026-11-25 04:00:00', 'no offset'],
    ['2026-11-25T04:00:00+08:00', 'ISO separator'],
    ['2026-13-01 00:00:00 +00:00', 'month 13'],
    ['2026-00-10 00:00:00 +00:00', 'month 0'],
    ['2026-04-31 00:00:00 +00:00', '31 April'],
    ['2027-02-29 00:00:00 +00:00', '29 February of a common year'],
    ['2026-11-25 24:00:00 +00:00', 'hour 24'],
    ['2026-11-25 04:60:00 +00:00', 'minute 60'],
    ['2026-11-25 04:00:60 +00:00', 'second 60'],
    ['2026-11-25 04:00:00 +15:00', 'offset beyond +14:00'],
    ['2026-11-25 04:00:00 +08:75', 'offset minutes 75'],
    ['tomorrow', 'words'],
  ])('refuses %s (%s)', (text) => {
    expect(iso(text)).toBe('invalid');
  });

  it('accepts 29 February of a leap year', () => {
    expect(iso('2028-02-29 12:00:00 +00:00')).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('formatDateString', () => {
  it('writes the date in the given time zone', () => {
    const date = new Date('2026-11-24T20:00:00Z');
    expect(formatDateString(date, '+08:00')).toBe('2026-11-25 04:00:00 +08:00');
    expect(formatDateString(date, '-05:30')).toBe('2026-11-24 14:30:00 -05:30');
    expect(formatDateString(date, '+00:00')).toBe('2026-11-24 20:00:00 +00:00');
  });

  it('round-trips through the parser', () => {
    const date = new Date('2025-03-09T07:08:09Z');
    const parsed = parseDateString(formatDateString(date));
    expect(parsed).toEqual({ kind: 'ok', date });
  });
});
