import { describe, expect, it } from 'vitest';
import { levelOf, levelProgress, XP_PER_LEVEL } from './level';

describe('levelOf', () => {
  it('uses 1000 XP per level', () => {
    expect(XP_PER_LEVEL).toBe(1000);
  });

  it('is floor(XP / 1000) + 1', () => {
    expect(levelOf(0)).toBe(1);
    expect(levelOf(999)).toBe(1);
    expect(levelOf(1000)).toBe(2);
    expect(levelOf(2500)).toBe(3);
  });

  it('treats negative and non-finite XP as 0', () => {
    expect(levelOf(-50)).toBe(1);
    expect(levelOf(Number.NaN)).toBe(1);
    expect(levelOf(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('levelProgress', () => {
  it('gives the XP into the level and its fraction for the bar', () => {
    expect(levelProgress(2250)).toEqual({ level: 3, xpIntoLevel: 250, xpPerLevel: 1000, fraction: 0.25 });
  });

  it('starts a fresh bar exactly at a level boundary', () => {
    expect(levelProgress(1000)).toMatchObject({ level: 2, xpIntoLevel: 0, fraction: 0 });
  });

  it('keeps fractional XP', () => {
    expect(levelProgress(999.5).xpIntoLevel).toBeCloseTo(999.5);
    expect(levelProgress(999.5).level).toBe(1);
  });

  it('shows an empty level-1 bar for negative XP', () => {
    expect(levelProgress(-1)).toEqual({ level: 1, xpIntoLevel: 0, xpPerLevel: 1000, fraction: 0 });
  });
});
