import { describe, expect, it } from 'vitest';
import {
  GOAL_NOT_SELECTED,
  GOAL_UPDATED,
  manualGoalCount,
  manualGoalProgress,
  manualGoals,
  manualGoalUpdateErrors,
  matchesGoalQuery,
  matchesUserQuery,
  NO_GOAL_SELECTED,
  NO_MATCHING_GOAL,
  NO_MATCHING_USER,
  NO_USER_SELECTED,
  sortUsersByName,
  studioOptions,
  USER_NOT_SELECTED,
  usersInStudio,
} from './manual-goals';

const user = (name: string | null, group: string | null, username = name ?? 'anon') => ({
  name,
  group,
  username,
});
const users = [
  user('zoe', 'Studio A'),
  user(null, 'Studio A', 'e0001'),
  user('Adam', 'Studio B'),
  user('', null, 'e0002'),
  user('bob', 'Studio A'),
  user('Staff Person', 'Staff'),
];
const names = (list: readonly { name: string | null; username: string }[]) =>
  list.map((u) => u.name ?? u.username);

describe('texts', () => {
  it('match the spec', () => {
    expect([NO_USER_SELECTED, NO_MATCHING_USER, NO_GOAL_SELECTED, NO_MATCHING_GOAL]).toEqual([
      'No User Selected',
      'No matching user',
      'No Goal Selected',
      'No matching goal',
    ]);
    expect([GOAL_NOT_SELECTED, USER_NOT_SELECTED, GOAL_UPDATED]).toEqual([
      'Goal not selected',
      'User not selected',
      'Goal updated',
    ]);
  });
});

describe('sortUsersByName', () => {
  it('sorts by name case-insensitively with unnamed users last', () => {
    expect(names(sortUsersByName(users))).toEqual(['Adam', 'bob', 'Staff Person', 'zoe', 'e0001', '']);
  });

  it('orders equal names by username and does not change the input', () => {
    const twins = [user('Sam', null, 'b'), user('sam', null, 'a')];
    expect(sortUsersByName(twins).map((u) => u.username)).toEqual(['a', 'b']);
    expect(twins.map((u) => u.username)).toEqual(['b', 'a']);
  });
});

describe('studio filter', () => {
  it("offers 'Staff' first, then each group once", () => {
    expect(studioOptions(users)).toEqual(['Staff', 'Studio A', 'Studio B']);
  });

  it('shows the members of a studio, sorted, unnamed last', () => {
    expect(names(usersInStudio(users, 'Studio A'))).toEqual(['bob', 'zoe', 'e0001']);
    expect(names(usersInStudio(users, 'Studio B'))).toEqual(['Adam']);
    expect(usersInStudio(users, 'Nobody')).toEqual([]);
  });

  it("shows everyone for 'Staff' or no studio", () => {
    expect(usersInStudio(users, 'Staff')).toHaveLength(users.length);
    expect(usersInStudio(users, null)).toHaveLength(users.length);
  });
});

describe('pickers', () => {
  it('match users by name or username, ignoring case', () => {
    expect(matchesUserQuery(user('Adam', null, 'e0100'), 'ada')).toBe(true);
    expect(matchesUserQuery(user('Adam', null, 'e0100'), 'E01')).toBe(true);
    expect(matchesUserQuery(user(null, null, 'e0100'), 'zzz')).toBe(false);
    expect(matchesUserQuery(user(null, null, 'e0100'), '  ')).toBe(true);
  });

  it('offer only Manual goals, matched by text', () => {
    const goals = [
      { type: 'Manual', text: 'Attend lecture' },
      { type: 'Event', text: 'Run code' },
      { type: 'Binary', text: 'Old' },
    ];
    expect(manualGoals(goals)).toEqual([goals[0]]);
    expect(matchesGoalQuery(goals[0]!, 'LECT')).toBe(true);
    expect(matchesGoalQuery(goals[0]!, 'quiz')).toBe(false);
  });
});

describe('count and update', () => {
  it('floors the count and clamps negatives to 0', () => {
    expect(manualGoalCount(3.9)).toBe(3);
    expect(manualGoalCount(-2)).toBe(0);
    expect(manualGoalCount('5')).toBe(5);
    expect(manualGoalCount('')).toBe(0);
  });

  it('reports every missing selection', () => {
    expect(manualGoalUpdateErrors({ goalUuid: null, userId: null })).toEqual([
      'Goal not selected',
      'User not selected',
    ]);
    expect(manualGoalUpdateErrors({ goalUuid: 'g', userId: null })).toEqual(['User not selected']);
    expect(manualGoalUpdateErrors({ goalUuid: '', userId: 12 })).toEqual(['Goal not selected']);
    expect(manualGoalUpdateErrors({ goalUuid: 'g', userId: 0 })).toEqual([]);
  });

  it('is completed when the count reaches the target', () => {
    expect(manualGoalProgress(2, 3)).toEqual({ count: 2, completed: false });
    expect(manualGoalProgress(3.5, 3)).toEqual({ count: 3, completed: true });
    expect(manualGoalProgress(-1, 0)).toEqual({ count: 0, completed: true });
  });
});
