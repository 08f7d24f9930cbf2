import { jsonEqual } from './json';
import type { AchievementItem, GoalDefinition } from './model';

/**
 * Dirty and unpublished state of the editor (spec 2 section 4): a card is dirty when it differs
 * from the form it was loaded from; the local list has unpublished changes when it differs from
 * what the server holds.
 */

type Comparable = Pick<AchievementItem, 'uuid'>;

/**
 * Prerequisites and goals live in join tables on the server, which do not keep their order, so
 * they are compared as sets; every other field must be deep-equal.
 */
function comparableForm(item: object): unknown {
  const form: Record<string, unknown> = { ...item };
  for (const key of ['prerequisiteUuids', 'goalUuids', 'achievementUuids']) {
    const value = form[key];
    if (Array.isArray(value)) form[key] = [...new Set(value.map(String))].sort();
  }
  return form;
}

/** Whether the edited achievement differs from its saved form; a card with no saved form is dirty. */
export function isAchievementDirty<T extends Comparable>(edited: T, saved: T | undefined): boolean {
  return saved === undefined || !jsonEqual(comparableForm(edited), comparableForm(saved));
}

/** Whether the edited goal differs from its saved form; a goal with no saved form is dirty. */
export function isGoalDirty<T extends Pick<GoalDefinition, 'uuid'>>(
  edited: T,
  saved: T | undefined,
): boolean {
  return saved === undefined || !jsonEqual(comparableForm(edited), comparableForm(saved));
}

/** What 'Publish Changes' has to send: bulk PUTs of the changed items and DELETEs of the removed ones. */
export interface UnpublishedChanges<A, G> {
  achievementsToSave: A[];
  achievementUuidsToDelete: string[];
  goalsToSave: G[];
  goalUuidsToDelete: string[];
  /** True when any of the four lists is non-empty (the leave prompt and the Publish button use it). */
  hasChanges: boolean;
}

function diff<T extends { uuid: string }>(local: readonly T[], published: readonly { uuid: string }[]) {
  const publishedByUuid = new Map(published.map((p) => [p.uuid, p]));
  const localUuids = new Set(local.map((l) => l.uuid));
  return {
    toSave: local.filter((l) => isAchievementDirty(l, publishedByUuid.get(l.uuid))),
    toDelete: published.filter((p) => !localUuids.has(p.uuid)).map((p) => p.uuid),
  };
}

/** Compares the local achievements and goals with the published ones. */
export function unpublishedChanges<A extends Comparable, G extends Pick<GoalDefinition, 'uuid'>>(
  local: { achievements: readonly A[]; goals: readonly G[] },
  published: { achievements: readonly Comparable[]; goals: readonly Pick<GoalDefinition, 'uuid'>[] },
): UnpublishedChanges<A, G> {
  const achievements = diff(local.achievements, published.achievements);
  const goals = diff(local.goals, published.goals);
  return {
    achievementsToSave: achievements.toSave,
    achievementUuidsToDelete: achievements.toDelete,
    goalsToSave: goals.toSave,
    goalUuidsToDelete: goals.toDelete,
    hasChanges:
      achievements.toSave.length +
        achievements.toDelete.length +
        goals.toSave.length +
        goals.toDelete.length >
      0,
  };
}
