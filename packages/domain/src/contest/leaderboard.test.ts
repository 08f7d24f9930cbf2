import { describe, expect, it } from 'vitest';
import { isLeaderboardRevealed, popularScore, rankEntries, relativeScore, xpForRank } from './leaderboard';

describe('popularScore and relativeScore', () => {
  it('scores the mean vote as a percentage, 0 without votes', () => {
    expect(popularScore([10, 8, 6])).toBe(80);
    expect(popularScore([])).toBe(0);
  });

  it('takes 2^(tokens / divider) off, capping the exponent', () => {
    expect(relativeScore(80, 100, 50)).toBe(76);
    expect(relativeScore(80, 0, 50)).toBe(79);
    expect(Number.isFinite(relativeScore(80, 1e9, 1))).toBe(true);
  });
});

describe('rankEntries', () => {
  const board = [
    { name: 'c', score: 50 },
    { name: 'a', score: 90 },
    { name: 'b', score: 90 },
    { name: 'd', score: 10 },
  ];

  it('numbers as RANK() does: ties share a rank and the next one skips', () => {
    const ranked = rankEntries(board, (e) => e.score, 10);
    expect(ranked.map((r) => [r.rank, r.entry.score])).toEqual([
      [1, 90],
      [1, 90],
      [3, 50],
      [4, 10],
    ]);
  });

  it('keeps the first `count` rows', () => {
    expect(rankEntries(board, (e) => e.score, 3).map((r) => r.entry.name)).toEqual(['a', 'b', 'c']);
    expect(rankEntries(board, (e) => e.score, 0)).toEqual([]);
  });
});

describe('xpForRank', () => {
  it('reads xp_values by rank and gives nothing beyond the list', () => {
    expect(xpForRank([500, 400, 300], 1)).toBe(500);
    expect(xpForRank([500, 400, 300], 3)).toBe(300);
    expect(xpForRank([500, 400, 300], 4)).toBe(0);
  });
});

describe('isLeaderboardRevealed', () => {
  const close = new Date('2030-01-01T00:00:00.000Z');
  it('reveals from close + revealHours', () => {
    expect(isLeaderboardRevealed(close, 48, new Date('2030-01-02T23:59:59.000Z'))).toBe(false);
    expect(isLeaderboardRevealed(close, 48, new Date('2030-01-03T00:00:00.000Z'))).toBe(true);
  });
});
