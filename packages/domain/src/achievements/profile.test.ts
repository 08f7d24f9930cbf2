import { describe, expect, it } from 'vitest';
import {
  countsForProfile,
  formatProfileXp,
  type ProfileOverviewLike,
  profileColour,
  profileFraction,
  profileSummary,
} from './profile';

const overview = (fields: Partial<ProfileOverviewLike> = {}): ProfileOverviewLike => ({
  type: 'Missions',
  status: 'submitted',
  isManuallyGraded: true,
  gradedCount: 2,
  questionCount: 2,
  xp: 80,
  maxXp: 100,
  ...fields,
});

describe('profileFraction', () => {
  it('is xp over max, capped at 1 and never negative', () => {
    expect(profileFraction(50, 200)).toBe(0.25);
    expect(profileFraction(300, 200)).toBe(1);
    expect(profileFraction(-10, 200)).toBe(0);
  });

  it('is 0 when there is nothing to earn', () => {
    expect(profileFraction(0, 0)).toBe(0);
    expect(profileFraction(10, 0)).toBe(0);
  });
});

describe('profileColour', () => {
  it('is steelblue from 0.8, deepskyblue from 0.45, skyblue below', () => {
    expect(profileColour(1)).toBe('steelblue');
    expect(profileColour(0.8)).toBe('steelblue');
    expect(profileColour(0.7999)).toBe('deepskyblue');
    expect(profileColour(0.45)).toBe('deepskyblue');
    expect(profileColour(0.4499)).toBe('skyblue');
    expect(profileColour(0)).toBe('skyblue');
  });
});

describe('formatProfileXp', () => {
  it('shows two decimals', () => {
    expect(formatProfileXp(12)).toBe('12.00');
    expect(formatProfileXp(12.345)).toBe('12.35');
  });
});

describe('countsForProfile', () => {
  it('counts submitted assessments that are fully graded or not graded by hand', () => {
    expect(countsForProfile(overview())).toBe(true);
    expect(countsForProfile(overview({ isManuallyGraded: false, gradedCount: 0 }))).toBe(true);
  });

  it('skips unsubmitted ones and those still being graded', () => {
    expect(countsForProfile(overview({ status: 'attempted' }))).toBe(false);
    expect(countsForProfile(overview({ isManuallyGraded: false, status: 'attempting' }))).toBe(false);
    expect(countsForProfile(overview({ gradedCount: 1 }))).toBe(false);
    expect(countsForProfile(overview({ gradedCount: 0 }))).toBe(false);
  });
});

describe('profileSummary', () => {
  const overviews = [
    overview({ xp: 90, maxXp: 100 }),
    overview({ xp: 10, maxXp: 100, gradedCount: 1 }),
    overview({ type: 'Quests', isManuallyGraded: false, gradedCount: 0, xp: 50, maxXp: 100 }),
    overview({ type: 'Paths', status: 'attempting', xp: 0, maxXp: 100 }),
  ];

  it('sums counted assessments per type, in order of appearance, and overall', () => {
    expect(profileSummary(overviews)).toEqual({
      byType: [
        { type: 'Missions', xp: 90, maxXp: 100, fraction: 0.9, colour: 'steelblue' },
        { type: 'Quests', xp: 50, maxXp: 100, fraction: 0.5, colour: 'deepskyblue' },
        { type: 'Paths', xp: 0, maxXp: 0, fraction: 0, colour: 'skyblue' },
      ],
      overall: { xp: 140, maxXp: 200, fraction: 0.7, colour: 'deepskyblue' },
    });
  });

  it('follows the given type list exactly', () => {
    expect(profileSummary(overviews, ['Quests', 'Contests']).byType.map((l) => [l.type, l.xp])).toEqual([
      ['Quests', 50],
      ['Contests', 0],
    ]);
  });

  it('is all zero with no assessments', () => {
    expect(profileSummary([])).toEqual({
      byType: [],
      overall: { xp: 0, maxXp: 0, fraction: 0, colour: 'skyblue' },
    });
  });
});
