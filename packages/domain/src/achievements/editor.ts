import { ancestorUuids, descendantUuids } from './graph';
import { isRecord } from './json';
import {
  type AchievementItem,
  EVENT_GOAL,
  type EventGoalMeta,
  type GoalDefinition,
  type GoalType,
  MANUAL_GOAL,
} from './model';

/**
 * Rules of the achievement editor (spec 2 section 4 "Achievement editor", section 5 "Achievements
 * and goals"). Every function returns new arrays and objects; nothing is mutated, so the results
 * can go straight into React state.
 */

export const DEFAULT_ACHIEVEMENT_TITLE = 'Achievement Title Here';
export const DEFAULT_GOAL_TEXT = 'Goal Text Here';
export const UNPUBLISHED_CHANGES_PROMPT = 'You have unpublished changes. Are you sure you want to leave?';
export const SAVED_CHANGES_LOCALLY = 'Saved changes locally';
export const DISCARDED_CHANGES = 'Discarded changes';

type Positioned = Pick<AchievementItem, 'uuid' | 'isTask' | 'position'>;
/** What the list edits read and write; contract types with more fields pass through unchanged. */
type Editable = Positioned & Pick<AchievementItem, 'xp' | 'prerequisiteUuids' | 'goalUuids'>;

/** A new hidden achievement with the spec's defaults; the caller supplies the uuid (the client makes them). */
export function newAchievement(uuid: string): AchievementItem {
  return {
    uuid,
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
  };
}

/** A new Manual goal with target 1 and the default text (narrow enough to pass as a contract ManualGoal). */
export function newGoal(
  uuid: string,
): GoalDefinition & { type: typeof MANUAL_GOAL; meta: { targetCount: number } } {
  return { uuid, text: DEFAULT_GOAL_TEXT, targetCount: 1, type: MANUAL_GOAL, meta: { targetCount: 1 } };
}

/** XP and target counts: whole numbers, at least 0; anything unparseable becomes 0. */
export function nonNegativeWhole(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

export function taskCount(items: readonly Pick<AchievementItem, 'isTask'>[]): number {
  return items.filter((a) => a.isTask).length;
}

/**
 * The position dropdown: 0 (hidden) up to the task count plus 1 (spec 2 section 9). The extra
 * slot lets a non-task join at the end; for an existing task it also means "last".
 */
export function positionOptions(items: readonly Pick<AchievementItem, 'isTask'>[]): number[] {
  return Array.from({ length: taskCount(items) + 2 }, (_, i) => i);
}

/**
 * Tasks numbered 1..n in their current position order (ties keep list order), non-tasks 0. The
 * list keeps its order; only `position` changes.
 */
export function renumberPositions<T extends Positioned>(items: readonly T[]): T[] {
  const order = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.isTask)
    .sort((a, b) => a.item.position - b.item.position || a.index - b.index);
  const positions = new Map(order.map(({ index }, rank) => [index, rank + 1]));
  return items.map((item, index) => {
    const position = positions.get(index) ?? 0;
    return item.position === position ? item : { ...item, position };
  });
}

/**
 * Moves an achievement to `position`: 0 hides it and makes it a non-task; any other value makes it
 * a task placed at that slot (clamped to the end), pushing the tasks from that slot down by one.
 */
export function setAchievementPosition<T extends Positioned>(
  items: readonly T[],
  uuid: string,
  position: number,
): T[] {
  const target = items.find((a) => a.uuid === uuid);
  if (!target) return renumberPositions(items);
  if (position <= 0) {
    return renumberPositions(items.map((a) => (a.uuid === uuid ? { ...a, isTask: false, position: 0 } : a)));
  }
  const others = renumberPositions(items.filter((a) => a.uuid !== uuid));
  const slot = Math.min(Math.floor(position), taskCount(others) + 1);
  // Shift the tasks at or after the slot down, then drop the moved one into the gap.
  const shifted = new Map(
    others.map((a) => [a.uuid, a.isTask && a.position >= slot ? { ...a, position: a.position + 1 } : a]),
  );
  const moved = { ...target, isTask: true, position: slot };
  return renumberPositions(items.map((a) => (a.uuid === uuid ? moved : (shifted.get(a.uuid) ?? a))));
}

/**
 * De-duplicates prerequisites and goals (first occurrence kept), drops the achievement from its
 * own prerequisites, and makes `isTask` follow the position (0 = hidden non-task).
 */
export function normaliseAchievement<T extends Editable>(item: T): T {
  const position = item.position > 0 ? Math.floor(item.position) : 0;
  return {
    ...item,
    xp: nonNegativeWhole(item.xp),
    position,
    isTask: position > 0,
    prerequisiteUuids: [...new Set(item.prerequisiteUuids)].filter((p) => p !== item.uuid),
    goalUuids: [...new Set(item.goalUuids)],
  };
}

/**
 * Saves one edited card into the local list: replaces the achievement with the same uuid (or adds
 * it), normalises it, and places it at its position with the renumbering rule.
 */
export function upsertAchievement<T extends Editable>(items: readonly T[], edited: T): T[] {
  const item = normaliseAchievement(edited);
  const exists = items.some((a) => a.uuid === item.uuid);
  const next = exists ? items.map((a) => (a.uuid === item.uuid ? item : a)) : [...items, item];
  // Place it as a non-task first so its requested slot is measured against the others only.
  const parked = next.map((a) => (a.uuid === item.uuid ? { ...a, isTask: false, position: 0 } : a));
  return setAchievementPosition(parked, item.uuid, item.position);
}

/** Removes an achievement, takes it out of every other achievement's prerequisites, and renumbers. */
export function removeAchievement<T extends Editable>(items: readonly T[], uuid: string): T[] {
  const rest = items
    .filter((a) => a.uuid !== uuid)
    .map((a) =>
      a.prerequisiteUuids.includes(uuid)
        ? { ...a, prerequisiteUuids: a.prerequisiteUuids.filter((p) => p !== uuid) }
        : a,
    );
  return renumberPositions(rest);
}

/** Removes a goal from every achievement that lists it (the goal itself is deleted by the caller). */
export function removeGoalFromAchievements<T extends Pick<AchievementItem, 'goalUuids'>>(
  items: readonly T[],
  goalUuid: string,
): T[] {
  return items.map((a) =>
    a.goalUuids.includes(goalUuid) ? { ...a, goalUuids: a.goalUuids.filter((g) => g !== goalUuid) } : a,
  );
}

/**
 * The achievements that may be added as prerequisites of `uuid`: not itself, not an ancestor
 * (that would close a cycle) and not a descendant (already required), in list order.
 */
export function availablePrerequisites<T extends Pick<AchievementItem, 'uuid' | 'prerequisiteUuids'>>(
  items: readonly T[],
  uuid: string,
): T[] {
  const excluded = new Set([uuid, ...ancestorUuids(items, uuid), ...descendantUuids(items, uuid)]);
  return items.filter((a) => !excluded.has(a.uuid));
}

/**
 * Normalises a goal: target a whole number >= 0 kept equal in `targetCount` and `meta.targetCount`
 * (forced to 1 for Assessment goals, spec 2 section 3), event names de-duplicated.
 */
export function normaliseGoal<T extends GoalDefinition>(goal: T): T {
  const isAssessment = goal.type === 'Assessment';
  const targetCount = isAssessment ? 1 : nonNegativeWhole(goal.targetCount);
  const meta = isRecord(goal.meta) ? goal.meta : {};
  const next: Record<string, unknown> = { ...meta, targetCount };
  if (Array.isArray(meta.eventNames)) next.eventNames = [...new Set(meta.eventNames)];
  return { ...goal, targetCount, meta: next };
}

/**
 * Switches an editable goal to Manual or Event, keeping its target; the meta starts afresh because
 * the two types share nothing else.
 */
export function changeGoalType<T extends GoalDefinition>(goal: T, type: GoalType): T {
  if (type === goal.type) return goal;
  const targetCount = nonNegativeWhole(goal.targetCount);
  if (type === EVENT_GOAL) {
    const meta: EventGoalMeta = {
      eventNames: [],
      targetCount,
      release: null,
      deadline: null,
      observeFrom: null,
      observeTo: null,
    };
    return { ...goal, type, targetCount, meta };
  }
  return { ...goal, type, targetCount, meta: { targetCount } };
}
