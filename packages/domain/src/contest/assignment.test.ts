import { describe, expect, it } from 'vitest';
import { assignContestEntries, type ContestEntryRef, shuffled, type VoteAssignment } from './assignment';

const keepOrder = (entries: readonly ContestEntryRef[]) => [...entries];
/** Entry i is submission 100 + i by student i. */
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ submissionId: 100 + i, studentId: i }));
const byVoter = (assignments: VoteAssignment[]) => {
  const map = new Map<number, number[]>();
  for (const a of assignments) map.set(a.voterId, [...(map.get(a.voterId) ?? []), a.submissionId]);
  return map;
};

describe('assignContestEntries', () => {
  it('never gives voters their own entry, nor one entry twice', () => {
    const list = entries(15);
    const voters = Array.from({ length: 40 }, (_, i) => i);
    const given = byVoter(assignContestEntries(list, voters));
    for (const [voter, ids] of given) {
      expect(ids).not.toContain(100 + voter);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives each voter min(#entries, 10) entries and spreads them evenly', () => {
    const list = entries(20);
    // Voters 100.. have no entry of their own.
    const voters = Array.from({ length: 30 }, (_, i) => 1000 + i);
    const assignments = assignContestEntries(list, voters, keepOrder);
    const given = byVoter(assignments);
    expect([...given.values()].every((ids) => ids.length === 10)).toBe(true);
    // 300 votes over 20 entries: 15 each.
    const perEntry = new Map<number, number>();
    for (const a of assignments) perEntry.set(a.submissionId, (perEntry.get(a.submissionId) ?? 0) + 1);
    expect(new Set(perEntry.values())).toEqual(new Set([15]));
  });

  it('gives one fewer when every entry is needed and the voter has one', () => {
    const list = entries(3);
    const given = byVoter(assignContestEntries(list, [0, 1, 2, 7], keepOrder));
    expect(given.get(0)).toEqual([101, 102]);
    expect(given.get(1)).toEqual([100, 102]);
    expect(given.get(7)).toHaveLength(3);
  });

  it('assigns nothing without entries or voters', () => {
    expect(assignContestEntries([], [1, 2])).toEqual([]);
    expect(assignContestEntries(entries(3), [])).toEqual([]);
  });
});

describe('shuffled', () => {
  it('permutes without losing or changing the input', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffled(input, () => 0);
    expect(out).not.toEqual(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });
});
