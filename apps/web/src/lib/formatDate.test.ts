import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it("writes the date and time in the reader's locale", () => {
    const iso = '2026-03-05T10:00:00.000Z';
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
    expect(formatDate(iso)).toBe(expected);
    expect(formatDate(iso)).toContain('2026');
  });
});
