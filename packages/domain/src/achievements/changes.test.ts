import { describe, expect, it } from 'vitest';
import { isAchievementDirty, isGoalDirty, unpublishedChanges } from './changes';
import { newAchievement, newGoal } from './editor';

describe('isAchievementDirty', () => {
  const saved = { ...newAchievement('a'), prerequisiteUuids: ['p', 'q'], goalUuids: ['g1', 'g2'] };

  it('is clean when nothing differs', () => {
    expect(isAchievementDirty({ ...saved }, saved)).toBe(false);
  });

  it('is dirty when any field differs, nested ones included', () => {
    expect(isAchievementDirty({ ...saved, title: 'New' }, saved)).toBe(true);
    expect(isAchievementDirty({ ...saved, deadline: '2026-01-01T00:00:00.000Z' }, saved)).toBe(true);
    expect(isAchievementDirty({ ...saved, view: { ...saved.view, description: 'x' } }, saved)).toBe(true);
    expect(isAchievementDirty({ ...saved, goalUuids: ['g1'] }, saved)).toBe(true);
  });

  it('compares prerequisites and goals as sets, since the server does not keep their order', () => {
    expect(
      isAchievementDirty({ ...saved, prerequisiteUuids: ['q', 'p'], goalUuids: ['g2', 'g1', 'g2'] }, saved),
    ).toBe(false);
  });

  it('treats undefined fields as absent', () => {
    const withUndefined = { ...saved, extra: undefined };
    expect(isAchievementDirty(withUndefined, saved)).toBe(false);
  });

  it('is dirty when there is no saved form (a new card)', () => {
    expect(isAchievementDirty(saved, undefined)).toBe(true);
  });
});

describe('isGoalDirty', () => {
  const saved = {
    ...newGoal('g'),
    type: 'Event',
    meta: { eventNames: ['Error'], targetCount: 2 },
    targetCount: 2,
  };

  it('looks into the meta', () => {
    expect(isGoalDirty({ ...saved, meta: { eventNames: ['Error'], targetCount: 2 } }, saved)).toBe(false);
    expect(isGoalDirty({ ...saved, meta: { eventNames: ['Run Code'], targetCount: 2 } }, saved)).toBe(true);
    expect(isGoalDirty({ ...saved, text: 'other' }, saved)).toBe(true);
    expect(isGoalDirty(saved, undefined)).toBe(true);
  });
});

describe('unpublishedChanges', () => {
  const a = newAchievement('a');
  const b = newAchievement('b');
  const g = newGoal('g');
  const h = newGoal('h');

  it('finds nothing when local equals published', () => {
    const state = { achievements: [a, b], goals: [g, h] };
    expect(unpublishedChanges(state, state)).toEqual({
      achievementsToSave: [],
      achievementUuidsToDelete: [],
      goalsToSave: [],
      goalUuidsToDelete: [],
      hasChanges: false,
    });
  });

  it('lists new and edited items to save and removed ones to delete', () => {
    const edited = { ...a, title: 'changed' };
    const added = newAchievement('c');
    const result = unpublishedChanges(
      { achievements: [edited, added], goals: [g, { ...h, text: 'x' }, newGoal('k')] },
      { achievements: [a, b], goals: [g, h] },
    );
    expect(result.achievementsToSave.map((x) => x.uuid)).toEqual(['a', 'c']);
    expect(result.achievementUuidsToDelete).toEqual(['b']);
    expect(result.goalsToSave.map((x) => x.uuid)).toEqual(['h', 'k']);
    expect(result.goalUuidsToDelete).toEqual([]);
    expect(result.hasChanges).toBe(true);
  });

  it('counts a deletion alone as a change', () => {
    const result = unpublishedChanges({ achievements: [], goals: [] }, { achievements: [], goals: [g] });
    expect(result).toMatchObject({ goalUuidsToDelete: ['g'], hasChanges: true });
  });
});
