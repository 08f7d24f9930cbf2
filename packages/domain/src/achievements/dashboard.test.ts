import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_FILTERS,
  dashboardAchievements,
  isHiddenAchievement,
  matchesDashboardFilter,
  NO_AVAILABLE_ACHIEVEMENT,
  NO_AVAILABLE_GOAL,
} from './dashboard';
import type { AchievementStatus } from './progress';

describe('matchesDashboardFilter', () => {
  const statuses: AchievementStatus[] = ['UNRELEASED', 'ACTIVE', 'EXPIRED', 'COMPLETED'];

  it('All shows everything, Active only ACTIVE, Completed only COMPLETED', () => {
    expect(DASHBOARD_FILTERS).toEqual(['All', 'Active', 'Completed']);
    expect(statuses.filter((s) => matchesDashboardFilter(s, 'All'))).toEqual(statuses);
    expect(statuses.filter((s) => matchesDashboardFilter(s, 'Active'))).toEqual(['ACTIVE']);
    expect(statuses.filter((s) => matchesDashboardFilter(s, 'Completed'))).toEqual(['COMPLETED']);
  });
});

describe('isHiddenAchievement', () => {
  it('hides non-tasks and unreleased achievements', () => {
    expect(isHiddenAchievement({ isTask: false }, 'ACTIVE')).toBe(true);
    expect(isHiddenAchievement({ isTask: true }, 'UNRELEASED')).toBe(true);
    expect(isHiddenAchievement({ isTask: true }, 'EXPIRED')).toBe(false);
    expect(isHiddenAchievement({ isTask: true }, 'COMPLETED')).toBe(false);
  });
});

describe('dashboardAchievements', () => {
  const card = (uuid: string, isTask: boolean, position: number) => ({ uuid, isTask, position, title: uuid });
  const items = [
    card('c', true, 2),
    card('hidden', false, 0),
    card('a', true, 1),
    card('soon', true, 3),
    card('done', true, 4),
  ];
  const summaries = new Map<string, { status: AchievementStatus }>([
    ['c', { status: 'ACTIVE' }],
    ['hidden', { status: 'ACTIVE' }],
    ['a', { status: 'EXPIRED' }],
    ['soon', { status: 'UNRELEASED' }],
    ['done', { status: 'COMPLETED' }],
  ]);
  const uuids = (filter: 'All' | 'Active' | 'Completed', showHidden: boolean) =>
    dashboardAchievements(items, summaries, { filter, showHidden }).map((a) => a.uuid);

  it('shows visible tasks by position', () => {
    expect(uuids('All', false)).toEqual(['a', 'c', 'done']);
  });

  it('applies the filter', () => {
    expect(uuids('Active', false)).toEqual(['c']);
    expect(uuids('Completed', false)).toEqual(['done']);
  });

  it('adds hidden ones when asked, non-tasks last', () => {
    expect(uuids('All', true)).toEqual(['a', 'c', 'soon', 'done', 'hidden']);
    expect(uuids('Active', true)).toEqual(['c', 'hidden']);
  });

  it('leaves out achievements with no summary', () => {
    expect(
      dashboardAchievements([card('x', true, 1)], summaries, { filter: 'All', showHidden: true }),
    ).toEqual([]);
  });

  it('has the empty-state texts', () => {
    expect(NO_AVAILABLE_ACHIEVEMENT).toBe('No available achievement');
    expect(NO_AVAILABLE_GOAL).toBe('No available goal');
  });
});
