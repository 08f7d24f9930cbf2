import { GradingSummaryRow } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { matchesFilter, summaryColumns, visibleRows } from './summaryTable';

describe('summaryColumns', () => {
  it('labels the fixed and the count columns', () => {
    expect(summaryColumns(['groupName', 'leaderName', 'submittedSide Quests', 'ungradedPaths'])).toEqual([
      { key: 'groupName', label: 'Group', numeric: false },
      { key: 'leaderName', label: 'Avenger', numeric: false },
      { key: 'submittedSide Quests', label: 'Submitted Side Quests', numeric: true },
      { key: 'ungradedPaths', label: 'Ungraded Paths', numeric: true },
    ]);
  });
});

describe('matchesFilter', () => {
  it('matches text case-insensitively anywhere, and null as empty text', () => {
    expect(matchesFilter('Group Alpha', 'ALP', false)).toBe(true);
    expect(matchesFilter('Group Alpha', 'beta', false)).toBe(false);
    expect(matchesFilter(null, 'a', false)).toBe(false);
    expect(matchesFilter(null, '  ', false)).toBe(true);
  });

  it('compares counts with =, <, <=, > and >=, ignoring filters that are not numbers', () => {
    expect(matchesFilter(3, '3', true)).toBe(true);
    expect(matchesFilter(3, '=4', true)).toBe(false);
    expect(matchesFilter(3, '>2', true)).toBe(true);
    expect(matchesFilter(3, '>3', true)).toBe(false);
    expect(matchesFilter(3, '>=3', true)).toBe(true);
    expect(matchesFilter(3, '<3', true)).toBe(false);
    expect(matchesFilter(3, '<= 3', true)).toBe(true);
    expect(matchesFilter(3, 'abc', true)).toBe(true);
  });
});

describe('visibleRows', () => {
  const columns = summaryColumns(['groupName', 'leaderName', 'submittedMissions']);
  const rows = [
    { groupName: 'G10', leaderName: null, submittedMissions: 1 },
    { groupName: 'G2', leaderName: 'Zed', submittedMissions: 5 },
    { groupName: 'G1', leaderName: 'Amy', submittedMissions: 3 },
  ].map((row) => GradingSummaryRow.parse(row));

  it('sorts names naturally and keeps groups without a leader last either way', () => {
    const names = (sorted: typeof rows) => sorted.map((r) => r.groupName);
    expect(names(visibleRows(rows, columns, {}, { key: 'groupName', direction: 'ascending' }))).toEqual([
      'G1',
      'G2',
      'G10',
    ]);
    expect(names(visibleRows(rows, columns, {}, { key: 'leaderName', direction: 'ascending' }))).toEqual([
      'G1',
      'G2',
      'G10',
    ]);
    expect(names(visibleRows(rows, columns, {}, { key: 'leaderName', direction: 'descending' }))).toEqual([
      'G2',
      'G1',
      'G10',
    ]);
  });

  it('applies every filter and leaves the input untouched', () => {
    const kept = visibleRows(rows, columns, { groupName: 'g1', submittedMissions: '<3' }, null);
    expect(kept.map((r) => r.groupName)).toEqual(['G10']);
    expect(rows.map((r) => r.groupName)).toEqual(['G10', 'G2', 'G1']);
  });
});
