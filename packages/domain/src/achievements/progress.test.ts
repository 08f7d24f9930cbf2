import { describe, expect, it } from 'vitest';
import { newAchievement } from './editor';
import type { AchievementItem } from './model';
import {
  achievementStatus,
  displayDeadline,
  isAchievementComplete,
  isDeadlineNear,
  isGoalComplete,
  progressFraction,
  statusAt,
  summariseAchievements,
  xpEarned,
} from './progress';

const now = new Date('2026-05-10T12:00:00Z');
const achievement = (uuid: string, fields: Partial<AchievementItem> = {}): AchievementItem => ({
  ...newAchievement(uuid),
  title: uuid,
  ...fields,
});
const goal = (uuid: string, count: number, targetCount: number) => ({ uuid, count, targetCount });

describe('isGoalComplete', () => {
  it('is complete once the count reaches the target', () => {
    expect(isGoalComplete({ count: 2, targetCount: 3 })).toBe(false);
    expect(isGoalComplete({ count: 3, targetCount: 3 })).toBe(true);
    expect(isGoalComplete({ count: 4, targetCount: 3 })).toBe(true);
    expect(isGoalComplete({ count: 0, targetCount: 0 })).toBe(true);
  });
});

describe('xpEarned', () => {
  const goals = [goal('g1', 2, 2), goal('g2', 5, 3), goal('g3', 0, 1)];

  it('pays the fixed xp when all goals are complete', () => {
    expect(xpEarned(achievement('a', { xp: 100, goalUuids: ['g1', 'g2'] }), goals)).toBe(100);
  });

  it('pays nothing while a goal is incomplete', () => {
    expect(xpEarned(achievement('a', { xp: 100, goalUuids: ['g1', 'g3'] }), goals)).toBe(0);
  });

  it('pays the sum of goal counts with variable XP', () => {
    expect(xpEarned(achievement('a', { xp: 100, isVariableXp: true, goalUuids: ['g1', 'g2'] }), goals)).toBe(
      7,
    );
  });

  it('counts a goal listed twice once', () => {
    expect(xpEarned(achievement('a', { isVariableXp: true, goalUuids: ['g2', 'g2'] }), goals)).toBe(5);
  });

  it('pays nothing without goals, or with a goal link naming no goal', () => {
    expect(xpEarned(achievement('a', { xp: 100 }), goals)).toBe(0);
    expect(xpEarned(achievement('a', { xp: 100, goalUuids: ['g1', 'ghost'] }), goals)).toBe(0);
  });
});

describe('progressFraction', () => {
  it('is the sum of counts over the sum of targets', () => {
    const goals = [goal('g1', 1, 2), goal('g2', 1, 2)];
    expect(progressFraction({ goalUuids: ['g1', 'g2'] }, goals)).toBe(0.5);
  });

  it('is capped at 1', () => {
    expect(progressFraction({ goalUuids: ['g'] }, [goal('g', 9, 3)])).toBe(1);
  });

  it('is 0 with no goals, or none that exist', () => {
    expect(progressFraction({ goalUuids: [] }, [])).toBe(0);
    expect(progressFraction({ goalUuids: ['ghost'] }, [])).toBe(0);
  });

  it('is 1 when every target is 0 (all goals are complete)', () => {
    expect(progressFraction({ goalUuids: ['g'] }, [goal('g', 0, 0)])).toBe(1);
  });

  it('ignores negative counts', () => {
    expect(progressFraction({ goalUuids: ['g1', 'g2'] }, [goal('g1', -5, 2), goal('g2', 2, 2)])).toBe(0.5);
  });
});

describe('isAchievementComplete', () => {
  const goals = [goal('done', 1, 1), goal('open', 0, 1)];

  it('needs all goals complete', () => {
    const items = [
      achievement('a', { goalUuids: ['done'] }),
      achievement('b', { goalUuids: ['done', 'open'] }),
    ];
    expect(isAchievementComplete(items, goals, 'a')).toBe(true);
    expect(isAchievementComplete(items, goals, 'b')).toBe(false);
  });

  it('needs all prerequisites complete, recursively', () => {
    const items = [
      achievement('top', { goalUuids: ['done'], prerequisiteUuids: ['mid'] }),
      achievement('mid', { prerequisiteUuids: ['leaf'] }),
      achievement('leaf', { goalUuids: ['open'] }),
    ];
    expect(isAchievementComplete(items, goals, 'top')).toBe(false);
    const fixed = [...items.slice(0, 2), achievement('leaf', { goalUuids: ['done'] })];
    expect(isAchievementComplete(fixed, goals, 'top')).toBe(true);
    expect(isAchievementComplete(fixed, goals, 'mid')).toBe(true);
  });

  it('is never complete with neither goals nor prerequisites', () => {
    expect(isAchievementComplete([achievement('empty')], goals, 'empty')).toBe(false);
    expect(
      isAchievementComplete(
        [achievement('a', { prerequisiteUuids: ['empty'] }), achievement('empty')],
        goals,
        'a',
      ),
    ).toBe(false);
  });

  it('ignores prerequisites naming no achievement', () => {
    const items = [achievement('a', { goalUuids: ['done'], prerequisiteUuids: ['ghost'] })];
    expect(isAchievementComplete(items, goals, 'a')).toBe(true);
    expect(isAchievementComplete([achievement('b', { prerequisiteUuids: ['ghost'] })], goals, 'b')).toBe(
      false,
    );
  });

  it('terminates on cycles, which never complete, nor does anything needing them', () => {
    const items = [
      achievement('a', { goalUuids: ['done'], prerequisiteUuids: ['b'] }),
      achievement('b', { goalUuids: ['done'], prerequisiteUuids: ['a'] }),
      achievement('x', { goalUuids: ['done'], prerequisiteUuids: ['a'] }),
      achievement('free', { goalUuids: ['done'] }),
    ];
    for (const uuid of ['a', 'b', 'x']) expect(isAchievementComplete(items, goals, uuid)).toBe(false);
    expect(isAchievementComplete(items, goals, 'free')).toBe(true);
    expect(isAchievementComplete(items, goals, 'unknown')).toBe(false);
  });
});

describe('displayDeadline', () => {
  it('is the earliest deadline of the achievement and all its descendants', () => {
    const items = [
      achievement('a', { deadline: '2026-06-01T00:00:00Z', prerequisiteUuids: ['b'] }),
      achievement('b', { deadline: null, prerequisiteUuids: ['c'] }),
      achievement('c', { deadline: '2026-05-20T00:00:00Z' }),
      achievement('unrelated', { deadline: '2026-01-01T00:00:00Z' }),
    ];
    expect(displayDeadline(items, 'a')).toBe('2026-05-20T00:00:00Z');
    expect(displayDeadline(items, 'b')).toBe('2026-05-20T00:00:00Z');
  });

  it('skips invalid deadlines and is null without any', () => {
    const items = [achievement('a', { deadline: 'not a date', prerequisiteUuids: ['b'] }), achievement('b')];
    expect(displayDeadline(items, 'a')).toBeNull();
    expect(displayDeadline([achievement('a', { deadline: 'soon' })], 'a')).toBeNull();
  });

  it('terminates on cycles', () => {
    const items = [
      achievement('a', { deadline: '2026-06-02T00:00:00Z', prerequisiteUuids: ['b'] }),
      achievement('b', { deadline: '2026-06-01T00:00:00Z', prerequisiteUuids: ['a'] }),
    ];
    expect(displayDeadline(items, 'a')).toBe('2026-06-01T00:00:00Z');
  });
});

describe('isDeadlineNear', () => {
  it('is true under one day away', () => {
    expect(isDeadlineNear('2026-05-11T11:59:59Z', now)).toBe(true);
    expect(isDeadlineNear('2026-05-10T12:00:01Z', now)).toBe(true);
  });

  it('is false a day or more away, once passed, or with no deadline', () => {
    expect(isDeadlineNear('2026-05-11T12:00:00Z', now)).toBe(false);
    expect(isDeadlineNear('2026-05-10T12:00:00Z', now)).toBe(false);
    expect(isDeadlineNear('2026-05-09T12:00:00Z', now)).toBe(false);
    expect(isDeadlineNear(null, now)).toBe(false);
    expect(isDeadlineNear('garbage', now)).toBe(false);
  });
});

describe('statusAt', () => {
  const open = { completed: false, release: '2026-05-01T00:00:00Z', deadline: '2026-05-20T00:00:00Z' };

  it('is UNRELEASED before the release', () => {
    expect(statusAt({ ...open, release: '2026-05-10T12:00:01Z' }, now)).toBe('UNRELEASED');
  });

  it('is ACTIVE from the release until the deadline, or with no dates', () => {
    expect(statusAt({ ...open, release: '2026-05-10T12:00:00Z' }, now)).toBe('ACTIVE');
    expect(statusAt(open, now)).toBe('ACTIVE');
    expect(statusAt({ completed: false, release: null, deadline: null }, now)).toBe('ACTIVE');
  });

  it('is EXPIRED once the deadline is reached', () => {
    expect(statusAt({ ...open, deadline: '2026-05-10T12:00:00Z' }, now)).toBe('EXPIRED');
  });

  it('is COMPLETED whatever the dates', () => {
    expect(statusAt({ completed: true, release: '2027-01-01T00:00:00Z', deadline: null }, now)).toBe(
      'COMPLETED',
    );
    expect(statusAt({ ...open, completed: true, deadline: '2020-01-01T00:00:00Z' }, now)).toBe('COMPLETED');
  });

  it('ignores unparseable dates', () => {
    expect(statusAt({ completed: false, release: 'x', deadline: 'y' }, now)).toBe('ACTIVE');
  });
});

describe('summariseAchievements and achievementStatus', () => {
  const goals = [goal('done', 3, 3), goal('half', 1, 2)];
  const items = [
    achievement('task', {
      xp: 50,
      goalUuids: ['done'],
      prerequisiteUuids: ['pre'],
      deadline: '2026-06-01T00:00:00Z',
    }),
    achievement('pre', { goalUuids: ['half'], deadline: '2026-05-11T00:00:00Z' }),
    achievement('later', { goalUuids: ['done'], release: '2026-06-01T00:00:00Z' }),
  ];

  it('summarises status, XP, progress and the displayed deadline of each', () => {
    const summaries = summariseAchievements(items, goals, now);
    expect(summaries.get('task')).toEqual({
      uuid: 'task',
      status: 'ACTIVE',
      completed: false,
      // XP follows the goals only; the incomplete prerequisite holds back completion, not XP.
      xpEarned: 50,
      progress: 1,
      displayDeadline: '2026-05-11T00:00:00Z',
      deadlineNear: true,
    });
    expect(summaries.get('pre')).toMatchObject({ status: 'ACTIVE', xpEarned: 0, progress: 0.5 });
    expect(summaries.get('later')).toMatchObject({ status: 'COMPLETED', completed: true });
  });

  it('uses the displayed deadline for EXPIRED', () => {
    const summaries = summariseAchievements(items, goals, new Date('2026-05-12T00:00:00Z'));
    expect(summaries.get('task')?.status).toBe('EXPIRED');
  });

  it('answers one status, or undefined for an unknown uuid', () => {
    expect(achievementStatus(items, goals, 'later', now)).toBe('COMPLETED');
    expect(achievementStatus(items, goals, 'pre', now)).toBe('ACTIVE');
    expect(achievementStatus(items, goals, 'nope', now)).toBeUndefined();
  });

  it('keeps the first of two achievements sharing a uuid', () => {
    const twice = [achievement('d', { title: 'first', goalUuids: ['done'] }), achievement('d')];
    expect(summariseAchievements(twice, goals, now).size).toBe(1);
  });
});
