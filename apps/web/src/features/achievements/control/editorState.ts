import type { Achievement, GoalDefinition } from '@sa/contracts';
import {
  isAchievementDirty,
  isGoalDirty,
  newAchievement,
  newGoal,
  normaliseGoal,
  removeAchievement,
  removeGoalFromAchievements,
  type UnpublishedChanges,
  unpublishedChanges,
  upsertAchievement,
} from '@sa/domain';

/**
 * The editor's state (spec 2 section 4 "Achievement editor"): what the server holds
 * (`published`), the list saved locally with each card's Save (`achievements`, `goals`), and the
 * cards being edited (`drafts`). Publishing sends the difference between the local list and the
 * published one; a draft never reaches the server before its card is saved.
 */
export interface EditorState {
  /** False until the server's lists have been loaded once. */
  loaded: boolean;
  published: { achievements: Achievement[]; goals: GoalDefinition[] };
  achievements: Achievement[];
  goals: GoalDefinition[];
  achievementDrafts: Record<string, Achievement>;
  goalDrafts: Record<string, GoalDefinition>;
}

export type EditorAction =
  | { type: 'load'; achievements: Achievement[]; goals: GoalDefinition[] }
  | { type: 'syncPublished'; achievements: Achievement[]; goals: GoalDefinition[] }
  | { type: 'addAchievement'; uuid: string }
  | { type: 'editAchievement'; draft: Achievement }
  | { type: 'saveAchievement'; uuid: string }
  | { type: 'discardAchievement'; uuid: string }
  | { type: 'deleteAchievement'; uuid: string }
  | { type: 'addGoal'; uuid: string }
  | { type: 'editGoal'; draft: GoalDefinition }
  | { type: 'saveGoal'; uuid: string }
  | { type: 'discardGoal'; uuid: string }
  | { type: 'deleteGoal'; uuid: string };

export const emptyEditorState: EditorState = {
  loaded: false,
  published: { achievements: [], goals: [] },
  achievements: [],
  goals: [],
  achievementDrafts: {},
  goalDrafts: {},
};

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function mapValues<T>(record: Record<string, T>, f: (value: T) => T): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return {
        loaded: true,
        published: { achievements: action.achievements, goals: action.goals },
        achievements: action.achievements,
        goals: action.goals,
        achievementDrafts: {},
        goalDrafts: {},
      };
    case 'syncPublished':
      // After a publish that failed part-way: keep the local work, compare it with what was stored.
      return { ...state, published: { achievements: action.achievements, goals: action.goals } };
    case 'addAchievement':
      return { ...state, achievements: [...state.achievements, newAchievement(action.uuid)] };
    case 'editAchievement':
      return {
        ...state,
        achievementDrafts: { ...state.achievementDrafts, [action.draft.uuid]: action.draft },
      };
    case 'saveAchievement': {
      const draft = state.achievementDrafts[action.uuid];
      if (!draft) return state;
      return {
        ...state,
        achievements: upsertAchievement(state.achievements, draft),
        achievementDrafts: without(state.achievementDrafts, action.uuid),
      };
    }
    case 'discardAchievement':
      return { ...state, achievementDrafts: without(state.achievementDrafts, action.uuid) };
    case 'deleteAchievement': {
      // The domain rule takes it out of the others' prerequisites; open drafts follow suit.
      const unlink = (d: Achievement) =>
        d.prerequisiteUuids.includes(action.uuid)
          ? { ...d, prerequisiteUuids: d.prerequisiteUuids.filter((p) => p !== action.uuid) }
          : d;
      return {
        ...state,
        achievements: removeAchievement(state.achievements, action.uuid),
        achievementDrafts: mapValues(without(state.achievementDrafts, action.uuid), unlink),
      };
    }
    case 'addGoal':
      return { ...state, goals: [...state.goals, newGoal(action.uuid)] };
    case 'editGoal':
      return { ...state, goalDrafts: { ...state.goalDrafts, [action.draft.uuid]: action.draft } };
    case 'saveGoal': {
      const draft = state.goalDrafts[action.uuid];
      if (!draft) return state;
      const saved = normaliseGoal(draft);
      return {
        ...state,
        goals: state.goals.map((g) => (g.uuid === saved.uuid ? saved : g)),
        goalDrafts: without(state.goalDrafts, action.uuid),
      };
    }
    case 'discardGoal':
      return { ...state, goalDrafts: without(state.goalDrafts, action.uuid) };
    case 'deleteGoal': {
      const unlink = (a: Achievement) => removeGoalFromAchievements([a], action.uuid)[0] ?? a;
      return {
        ...state,
        goals: state.goals.filter((g) => g.uuid !== action.uuid),
        goalDrafts: without(state.goalDrafts, action.uuid),
        achievements: removeGoalFromAchievements(state.achievements, action.uuid),
        achievementDrafts: mapValues(state.achievementDrafts, unlink),
      };
    }
  }
}

/** The achievement a card shows: its draft while edited, else the locally saved one. */
export function achievementOnCard(state: EditorState, saved: Achievement): Achievement {
  return state.achievementDrafts[saved.uuid] ?? saved;
}

export function goalOnCard(state: EditorState, saved: GoalDefinition): GoalDefinition {
  return state.goalDrafts[saved.uuid] ?? saved;
}

/** The achievements as the cards show them, for the prerequisite and position choices of one card. */
export function achievementsWithDraft(state: EditorState, draft: Achievement): Achievement[] {
  return state.achievements.map((a) => (a.uuid === draft.uuid ? draft : a));
}

export function publishPlan(state: EditorState): UnpublishedChanges<Achievement, GoalDefinition> {
  return unpublishedChanges(state, state.published);
}

/** Card edits not saved locally yet: they would be lost on leaving, too. */
export function hasDirtyCards(state: EditorState): boolean {
  const achievementByUuid = new Map(state.achievements.map((a) => [a.uuid, a]));
  const goalByUuid = new Map(state.goals.map((g) => [g.uuid, g]));
  return (
    Object.values(state.achievementDrafts).some((d) =>
      isAchievementDirty(d, achievementByUuid.get(d.uuid)),
    ) || Object.values(state.goalDrafts).some((d) => isGoalDirty(d, goalByUuid.get(d.uuid)))
  );
}
