import { nonNegativeWhole } from './editor';
import { type GoalDefinition, type GoalProgress, MANUAL_GOAL } from './model';

/** The manual goal editor (spec 2 section 2 "Manual goal editor", section 5 "Manual goal update"). */

export const STAFF_STUDIO = 'Staff';
export const NO_USER_SELECTED = 'No User Selected';
export const NO_MATCHING_USER = 'No matching user';
export const NO_GOAL_SELECTED = 'No Goal Selected';
export const NO_MATCHING_GOAL = 'No matching goal';
export const UPDATE_GOAL = 'Update Goal';
export const GOAL_NOT_SELECTED = 'Goal not selected';
export const USER_NOT_SELECTED = 'User not selected';
export const GOAL_UPDATED = 'Goal updated';

/** What the picker reads of a course user (the admin users list). */
export interface GoalUserLike {
  name: string | null;
  username?: string | null;
  /** The studio (group) name, or null for none. */
  group: string | null;
}

function hasName(user: GoalUserLike): user is GoalUserLike & { name: string } {
  return user.name !== null && user.name.trim() !== '';
}

/** The studio filter's options: 'Staff' (everyone) first, then each group once, alphabetically. */
export function studioOptions(users: readonly GoalUserLike[]): string[] {
  const groups = new Set(users.map((u) => u.group).filter((g): g is string => g !== null && g !== ''));
  groups.delete(STAFF_STUDIO);
  return [STAFF_STUDIO, ...[...groups].sort((a, b) => a.localeCompare(b))];
}

/** Sorted by name (case-insensitively, then by username); users without a name come last. */
export function sortUsersByName<T extends GoalUserLike>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => {
    const named = Number(hasName(b)) - Number(hasName(a));
    if (named !== 0) return named;
    const byName = (a.name ?? '').localeCompare(b.name ?? '', undefined, { sensitivity: 'base' });
    return byName || (a.username ?? '').localeCompare(b.username ?? '');
  });
}

/** The users of a studio, sorted; the studio 'Staff' (or none chosen) shows every user. */
export function usersInStudio<T extends GoalUserLike>(users: readonly T[], studio: string | null): T[] {
  const all = studio === null || studio === '' || studio === STAFF_STUDIO;
  return sortUsersByName(all ? users : users.filter((u) => u.group === studio));
}

/** The user picker's filter: the query, case-insensitive, within the name or the username. */
export function matchesUserQuery(user: GoalUserLike, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [user.name, user.username].some((field) => (field ?? '').toLowerCase().includes(q));
}

/** Only Manual goals can be set by hand. */
export function manualGoals<T extends Pick<GoalDefinition, 'type'>>(goals: readonly T[]): T[] {
  return goals.filter((g) => g.type === MANUAL_GOAL);
}

/** The goal picker's filter: the query, case-insensitive, within the goal's text. */
export function matchesGoalQuery(goal: Pick<GoalDefinition, 'text'>, query: string): boolean {
  return goal.text.toLowerCase().includes(query.trim().toLowerCase());
}

/** The Count input's value: floored, negatives and non-numbers become 0. */
export function manualGoalCount(value: number | string): number {
  return nonNegativeWhole(value);
}

/** The error toasts for 'Update Goal'; empty when both a goal and a user are selected. */
export function manualGoalUpdateErrors(selection: {
  goalUuid: string | null;
  userId: number | string | null;
}): string[] {
  const errors: string[] = [];
  if (selection.goalUuid === null || selection.goalUuid === '') errors.push(GOAL_NOT_SELECTED);
  if (selection.userId === null || selection.userId === '') errors.push(USER_NOT_SELECTED);
  return errors;
}

/** The progress to post for a manual update: the normalised count, completed when it reaches the target. */
export function manualGoalProgress(count: number | string, targetCount: number): GoalProgress {
  const n = manualGoalCount(count);
  return { count: n, completed: n >= targetCount };
}
