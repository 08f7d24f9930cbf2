import { describe, expect, it } from 'vitest';
import { activeMaintenancePeriod, maintenancePeriodProblem } from './maintenance';

const period = { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z', reason: 'Upgrade' };

describe('activeMaintenancePeriod', () => {
  it('is active from the start (inclusive) to the end (exclusive)', () => {
    expect(activeMaintenancePeriod([period], new Date('2026-01-01T10:00:00Z'))).toBe(period);
    expect(activeMaintenancePeriod([period], new Date('2026-01-01T11:59:59Z'))).toBe(period);
    expect(activeMaintenancePeriod([period], new Date('2026-01-01T12:00:00Z'))).toBeUndefined();
    expect(activeMaintenancePeriod([period], new Date('2026-01-01T09:59:59Z'))).toBeUndefined();
  });

  it('finds the period that covers now among several', () => {
    const later = { start: '2026-02-01T00:00:00Z', end: '2026-02-02T00:00:00Z' };
    expect(activeMaintenancePeriod([period, later], new Date('2026-02-01T05:00:00Z'))).toBe(later);
  });
});

describe('maintenancePeriodProblem', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('requires both ends', () => {
    expect(maintenancePeriodProblem({ start: period.start }, now)).toMatch(/both a start and an end/);
  });
  it('rejects an end before the start', () => {
    expect(maintenancePeriodProblem({ start: period.end, end: period.start }, now)).toMatch(
      /before it starts/,
    );
  });
  it('rejects a period already past', () => {
    expect(maintenancePeriodProblem(period, new Date('2026-03-01T00:00:00Z'))).toMatch(/already past/);
  });
  it('rejects dates that do not parse', () => {
    expect(maintenancePeriodProblem({ start: 'soon', end: 'later' }, now)).toMatch(/valid dates/);
  });
  it('accepts a future period', () => {
    expect(maintenancePeriodProblem(period, now)).toBeUndefined();
  });
});
