import { describe, expect, it } from 'vitest';
import { leaderboardView } from './leaderboard';

const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));
const own = (id: number) => (row: { id: number }) => row.id === id;

describe('leaderboardView', () => {
  it('keeps the first `size` rows and no separate row when the caller is among them', () => {
    expect(leaderboardView(rows, 3, own(3))).toEqual({ top: rows.slice(0, 3), ownBelow: undefined });
  });

  it("sets the caller's row apart when it falls below the top", () => {
    expect(leaderboardView(rows, 3, own(4))).toEqual({ top: rows.slice(0, 3), ownBelow: { id: 4 } });
    expect(leaderboardView(rows, 1, own(5)).ownBelow).toEqual({ id: 5 });
  });

  it('has no own row for a caller who is not ranked (staff)', () => {
    expect(leaderboardView(rows, 2, own(99)).ownBelow).toBeUndefined();
  });

  it('shows everyone when the size exceeds the rows, and nothing but the own row for size 0', () => {
    expect(leaderboardView(rows, 100, own(5)).top).toHaveLength(5);
    expect(leaderboardView(rows, 0, own(2))).toEqual({ top: [], ownBelow: { id: 2 } });
  });
});
