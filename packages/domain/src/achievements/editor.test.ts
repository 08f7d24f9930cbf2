import { describe, expect, it } from 'vitest';
import {
  availablePrerequisites,
  changeGoalType,
  DEFAULT_ACHIEVEMENT_TITLE,
  DEFAULT_GOAL_TEXT,
  DISCARDED_CHANGES,
  newAchievement,
  newGoal,
  nonNegativeWhole,
  normaliseAchievement,
  normaliseGoal,
  positionOptions,
  removeAchievement,
  removeGoalFromAchievements,
  renumberPositions,
  SAVED_CHANGES_LOCALLY,
  setAchievementPosition,
  taskCount,
  UNPUBLISHED_CHANGES_PROMPT,
  upsertAchievement,
} from './editor';
import type { AchievementItem } from './model';

const item = (uuid: string, position: number, fields: Partial<AchievementItem> = {}): AchievementItem => ({
  ...newAchievement(uuid),
  title: uuid,
  isTask: position > 0,
  position,
  ...fields,
});
/** "uuid:position" in list order, to read results at a glance. */
const layout = (items: readonly AchievementItem[]) =>
  items.map((a) => `${a.uuid}:${a.position}${a.isTask ? '' : 'h'}`);

describe('defaults and texts', () => {
  it('makes a hidden achievement titled "Achievement Title Here" worth 0 XP', () => {
    expect(newAchievement('u1')).toEqual({
      uuid: 'u1',
      title: DEFAULT_ACHIEVEMENT_TITLE,
      xp: 0,
      isVariableXp: false,
      release: null,
      deadline: null,
      isTask: false,
      position: 0,
      prerequisiteUuids: [],
      goalUuids: [],
      cardBackground: null,
      view: { coverImage: null, description: '', completionText: '' },
    });
    expect(DEFAULT_ACHIEVEMENT_TITLE).toBe('Achievement Title Here');
  });

  it('makes a manual goal "Goal Text Here" with target 1', () => {
    expect(newGoal('g1')).toEqual({
      uuid: 'g1',
      text: 'Goal Text Here',
      targetCount: 1,
      type: 'Manual',
      meta: { targetCount: 1 },
    });
    expect(DEFAULT_GOAL_TEXT).toBe('Goal Text Here');
  });

  it('has the exact editor texts', () => {
    expect(UNPUBLISHED_CHANGES_PROMPT).toBe('You have unpublished changes. Are you sure you want to leave?');
    expect(SAVED_CHANGES_LOCALLY).toBe('Saved changes locally');
    expect(DISCARDED_CHANGES).toBe('Discarded changes');
  });
});

describe('nonNegativeWhole', () => {
  it('floors, clamps negatives to 0 and reads strings', () => {
    expect(nonNegativeWhole(2.9)).toBe(2);
    expect(nonNegativeWhole(-3)).toBe(0);
    expect(nonNegativeWhole('7.5')).toBe(7);
    expect(nonNegativeWhole('abc')).toBe(0);
    expect(nonNegativeWhole(Number.NaN)).toBe(0);
    expect(nonNegativeWhole(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('positionOptions', () => {
  it('runs from 0 to the task count plus 1', () => {
    const items = [item('a', 1), item('b', 2), item('h', 0)];
    expect(taskCount(items)).toBe(2);
    expect(positionOptions(items)).toEqual([0, 1, 2, 3]);
    expect(positionOptions([])).toEqual([0, 1]);
  });
});

describe('renumberPositions', () => {
  it('numbers tasks 1..n in position order and gives non-tasks 0, keeping list order', () => {
    const items = [item('c', 9), item('h', 0, { position: 4, isTask: false }), item('a', 2), item('b', 5)];
    expect(layout(renumberPositions(items))).toEqual(['c:3', 'h:0h', 'a:1', 'b:2']);
  });

  it('breaks ties by list order', () => {
    expect(layout(renumberPositions([item('x', 1), item('y', 1)]))).toEqual(['x:1', 'y:2']);
  });

  it('returns the same objects when nothing changes', () => {
    const items = [item('a', 1), item('b', 2)];
    const result = renumberPositions(items);
    expect(result[0]).toBe(items[0]);
    expect(result[1]).toBe(items[1]);
  });
});

describe('setAchievementPosition', () => {
  const items = [item('a', 1), item('b', 2), item('c', 3), item('h', 0)];

  it('moves a task up, pushing the others down', () => {
    expect(layout(setAchievementPosition(items, 'c', 1))).toEqual(['a:2', 'b:3', 'c:1', 'h:0h']);
  });

  it('moves a task down, pulling the others up', () => {
    expect(layout(setAchievementPosition(items, 'a', 3))).toEqual(['a:3', 'b:1', 'c:2', 'h:0h']);
  });

  it('treats the extra last option as "at the end"', () => {
    expect(layout(setAchievementPosition(items, 'a', 4))).toEqual(['a:3', 'b:1', 'c:2', 'h:0h']);
    expect(layout(setAchievementPosition(items, 'a', 99))).toEqual(['a:3', 'b:1', 'c:2', 'h:0h']);
  });

  it('makes a hidden achievement a task at the chosen slot', () => {
    expect(layout(setAchievementPosition(items, 'h', 2))).toEqual(['a:1', 'b:3', 'c:4', 'h:2']);
    expect(layout(setAchievementPosition(items, 'h', 4))).toEqual(['a:1', 'b:2', 'c:3', 'h:4']);
  });

  it('hides a task at position 0 and closes the gap', () => {
    expect(layout(setAchievementPosition(items, 'b', 0))).toEqual(['a:1', 'b:0h', 'c:2', 'h:0h']);
  });

  it('only renumbers for an unknown uuid', () => {
    expect(layout(setAchievementPosition([item('a', 5)], 'nope', 1))).toEqual(['a:1']);
  });
});

describe('normaliseAchievement', () => {
  it('de-duplicates prerequisites and goals and drops itself from its prerequisites', () => {
    const result = normaliseAchievement(
      item('a', 1, { prerequisiteUuids: ['b', 'a', 'c', 'b'], goalUuids: ['g', 'g', 'h'] }),
    );
    expect(result.prerequisiteUuids).toEqual(['b', 'c']);
    expect(result.goalUuids).toEqual(['g', 'h']);
  });

  it('makes isTask follow the position and keeps XP a whole number >= 0', () => {
    expect(normaliseAchievement(item('a', 0, { isTask: true, xp: -5 }))).toMatchObject({
      isTask: false,
      position: 0,
      xp: 0,
    });
    expect(normaliseAchievement(item('a', 2, { isTask: false, xp: 12.7 }))).toMatchObject({
      isTask: true,
      position: 2,
      xp: 12,
    });
    expect(normaliseAchievement(item('a', -1))).toMatchObject({ isTask: false, position: 0 });
  });
});

describe('upsertAchievement', () => {
  const items = [item('a', 1), item('b', 2)];

  it('adds a new task at its position and renumbers', () => {
    expect(layout(upsertAchievement(items, item('n', 1)))).toEqual(['a:2', 'b:3', 'n:1']);
  });

  it('adds a new hidden achievement without touching the tasks', () => {
    expect(layout(upsertAchievement(items, newAchievement('n')))).toEqual(['a:1', 'b:2', 'n:0h']);
  });

  it('replaces an edited card in place, moving it if its position changed', () => {
    const result = upsertAchievement(items, item('b', 1, { title: 'B!', goalUuids: ['g', 'g'] }));
    expect(layout(result)).toEqual(['a:2', 'b:1']);
    expect(result[1]).toMatchObject({ title: 'B!', goalUuids: ['g'] });
  });

  it('keeps an unmoved task where it was', () => {
    expect(layout(upsertAchievement(items, item('a', 1, { title: 'A!' })))).toEqual(['a:1', 'b:2']);
  });

  it('hides a task saved with position 0', () => {
    expect(layout(upsertAchievement(items, item('a', 0)))).toEqual(['a:0h', 'b:1']);
  });
});

describe('removeAchievement', () => {
  it('removes it from the list and from every prerequisite list, then renumbers', () => {
    const items = [
      item('a', 1, { prerequisiteUuids: ['b', 'c'] }),
      item('b', 2),
      item('c', 3, { prerequisiteUuids: ['b'] }),
    ];
    const result = removeAchievement(items, 'b');
    expect(layout(result)).toEqual(['a:1', 'c:2']);
    expect(result.map((a) => a.prerequisiteUuids)).toEqual([['c'], []]);
  });

  it('changes nothing for an unknown uuid', () => {
    const items = [item('a', 1)];
    expect(removeAchievement(items, 'zzz')).toEqual(items);
  });
});

describe('removeGoalFromAchievements', () => {
  it('unlinks the goal everywhere', () => {
    const items = [item('a', 1, { goalUuids: ['g', 'h'] }), item('b', 2, { goalUuids: ['h'] })];
    expect(removeGoalFromAchievements(items, 'h').map((a) => a.goalUuids)).toEqual([['g'], []]);
  });
});

describe('availablePrerequisites', () => {
  // top -> mid -> leaf; side is unrelated; other -> leaf
  const items = [
    item('top', 1, { prerequisiteUuids: ['mid'] }),
    item('mid', 2, { prerequisiteUuids: ['leaf'] }),
    item('leaf', 3),
    item('side', 0),
    item('other', 0, { prerequisiteUuids: ['leaf'] }),
  ];
  const available = (uuid: string) => availablePrerequisites(items, uuid).map((a) => a.uuid);

  it('excludes itself, its ancestors and its descendants', () => {
    expect(available('mid')).toEqual(['side', 'other']);
    expect(available('top')).toEqual(['side', 'other']);
    expect(available('leaf')).toEqual(['side']);
    expect(available('side')).toEqual(['top', 'mid', 'leaf', 'other']);
  });

  it('offers everything else to a new achievement', () => {
    expect(availablePrerequisites(items, 'new')).toHaveLength(5);
  });

  it('terminates on a cycle and offers none of its members', () => {
    const cyclic = [
      item('a', 1, { prerequisiteUuids: ['b'] }),
      item('b', 2, { prerequisiteUuids: ['a'] }),
      item('c', 3),
    ];
    expect(availablePrerequisites(cyclic, 'a').map((x) => x.uuid)).toEqual(['c']);
  });
});

describe('normaliseGoal', () => {
  it('keeps the target a whole number >= 0 in both places', () => {
    const goal = { ...newGoal('g'), targetCount: 3.7 };
    expect(normaliseGoal(goal)).toMatchObject({ targetCount: 3, meta: { targetCount: 3 } });
    expect(normaliseGoal({ ...newGoal('g'), targetCount: -2 })).toMatchObject({
      targetCount: 0,
      meta: { targetCount: 0 },
    });
  });

  it('forces the target of an Assessment goal to 1', () => {
    const goal = {
      ...newGoal('g'),
      type: 'Assessment',
      targetCount: 5,
      meta: { assessmentNumber: 'M1' },
    };
    expect(normaliseGoal(goal)).toMatchObject({
      targetCount: 1,
      meta: { assessmentNumber: 'M1', targetCount: 1 },
    });
  });

  it('de-duplicates event names and tolerates a missing meta', () => {
    const goal = {
      ...newGoal('g'),
      type: 'Event',
      meta: { eventNames: ['Error', 'Error', 'Run Code'], targetCount: 1 },
    };
    expect(normaliseGoal(goal).meta).toEqual({ eventNames: ['Error', 'Run Code'], targetCount: 1 });
    expect(normaliseGoal({ ...newGoal('g'), meta: null }).meta).toEqual({ targetCount: 1 });
  });
});

describe('changeGoalType', () => {
  it('turns a manual goal into an event goal with an open window, keeping the target', () => {
    const result = changeGoalType({ ...newGoal('g'), targetCount: 4 }, 'Event');
    expect(result).toMatchObject({
      type: 'Event',
      targetCount: 4,
      meta: {
        eventNames: [],
        targetCount: 4,
        release: null,
        deadline: null,
        observeFrom: null,
        observeTo: null,
      },
    });
  });

  it('turns an event goal back into a manual one', () => {
    const event = changeGoalType(newGoal('g'), 'Event');
    expect(changeGoalType(event, 'Manual')).toMatchObject({ type: 'Manual', meta: { targetCount: 1 } });
  });

  it('returns the goal itself when the type does not change', () => {
    const goal = newGoal('g');
    expect(changeGoalType(goal, 'Manual')).toBe(goal);
  });
});
