import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './localDateInput';

describe('date inputs', () => {
  it('round-trips an instant through the local wall-clock form, minutes kept', () => {
    const iso = '2026-03-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('reads the input as local time and refuses what is no date', () => {
    expect(fromLocalInput('2026-03-01T09:30')).toBe(new Date(2026, 2, 1, 9, 30).toISOString());
    expect(toLocalInput(new Date(2026, 2, 1, 9, 5).toISOString())).toBe('2026-03-01T09:05');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('soon')).toBeNull();
  });
});
