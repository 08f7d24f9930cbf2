import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortAssessments } from './sorting';

const row = (id: number, openAt: string, closeAt: string, title = `A${id}`, type = 'Missions') => ({
  id,
  title,
  type,
  openAt,
  closeAt,
});

const rows = [
  row(1, '2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z', 'Rune Trials', 'Quests'),
  row(2, '2026-02-01T00:00:00Z', '2026-02-08T00:00:00Z', 'beyond', 'Missions'),
  row(3, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z', 'Alpha', 'Paths'),
  row(4, '2025-12-01T00:00:00Z', '2025-12-08T00:00:00Z', 'Mission 10', 'Missions'),
];
const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);

describe('sortAssessments', () => {
  it('defaults to open date, then close date, newest first', () => {
    expect(ids(sortAssessments(rows, DEFAULT_SORT))).toEqual([3, 2, 1, 4]);
  });

  it('sorts a chosen column either way, breaking ties by the default order', () => {
    expect(ids(sortAssessments(rows, { column: 'title', direction: 'asc' }))).toEqual([3, 2, 4, 1]);
    expect(ids(sortAssessments(rows, { column: 'id', direction: 'desc' }))).toEqual([4, 3, 2, 1]);
    // Missions: 2 (opens later) before 4.
    expect(ids(sortAssessments(rows, { column: 'type', direction: 'asc' }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortAssessments(rows, { column: 'closeAt', direction: 'asc' }))).toEqual([4, 1, 2, 3]);
  });

  it('leaves its input alone', () => {
    const copy = [...rows];
    sortAssessments(rows, DEFAULT_SORT);
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the current column and starts a new one ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'openAt')).toEqual({ column: 'openAt', direction: 'asc' });
    expect(nextSort({ column: 'openAt', direction: 'asc' }, 'openAt')).toEqual(DEFAULT_SORT);
    expect(nextSort(DEFAULT_SORT, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });
});
