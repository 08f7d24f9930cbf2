import { isRecord } from './json';

/**
 * Plain shapes of achievements and goals, with the field names of the reference JSON
 * (api-reference-routes: GET /achievements, GET /self/goals, GET /goals). Dates are ISO strings or
 * null, as they travel over HTTP; the zod contracts in @sa/contracts describe the same JSON, and the
 * rules below accept any object that has the fields they read.
 */

/** What an achievement card shows when opened (spec 2 section 3). */
export interface AchievementViewFields {
  coverImage: string | null;
  description: string | null;
  completionText: string | null;
}

/** An achievement as GET /achievements returns it and PUT /admin/achievements takes it. */
export interface AchievementItem {
  uuid: string;
  title: string;
  /** Fixed XP, used unless `isVariableXp`. */
  xp: number;
  /** When true the XP earned is the sum of the goals' counts instead of `xp`. */
  isVariableXp: boolean;
  /** ISO date, or null for released from the start. */
  release: string | null;
  /** ISO date, or null for no deadline. */
  deadline: string | null;
  /** Tasks are the cards of the dashboard; a non-task (position 0) is hidden. */
  isTask: boolean;
  /** 1..n among tasks, 0 for non-tasks (see `renumberPositions`). */
  position: number;
  prerequisiteUuids: string[];
  goalUuids: string[];
  cardBackground: string | null;
  view: AchievementViewFields;
}

/**
 * The goal types as stored in `type` (the same values as @sa/contracts GOAL_TYPES). Only Manual and
 * Event are editable; the editor labels the legacy two with `goalTypeLabel`.
 */
export const GOAL_TYPES = ['Manual', 'Event', 'Assessment', 'Binary'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];
export const MANUAL_GOAL = 'Manual' satisfies GoalType;
export const EVENT_GOAL = 'Event' satisfies GoalType;
/** Goal types the editor offers; the others are shown read-only as unsupported (spec 2 section 3). */
export const EDITABLE_GOAL_TYPES: readonly GoalType[] = [MANUAL_GOAL, EVENT_GOAL];

/** How the editor names a goal type: 'Assessment (unsupported)', 'Binary (unsupported)', or the type itself. */
export function goalTypeLabel(type: string): string {
  return type === MANUAL_GOAL || type === EVENT_GOAL ? type : `${type} (unsupported)`;
}

/** Learner activity an Event goal can count (spec 2 section 3; the values of @sa/contracts EVENT_NAMES). */
export const EVENT_NAMES = ['Run Code', 'Error', 'Run Testcase', 'Infinite Loop', 'None'] as const;
export type EventName = (typeof EVENT_NAMES)[number];
/** The event kinds the editor offers for an Event goal (issue 9). */
export const COUNTED_EVENT_NAMES: readonly EventName[] = ['Run Code', 'Error', 'Run Testcase'];

/** Meta of a Manual goal: staff set the count. */
export interface ManualGoalMeta {
  targetCount: number;
}

/** Meta of an Event goal: the browser counts the learner's events inside the window and posts the count. */
export interface EventGoalMeta {
  eventNames: string[];
  targetCount: number;
  /** ISO dates; a missing or null bound leaves that side of the window open. */
  release?: string | null;
  deadline?: string | null;
  observeFrom?: string | null;
  observeTo?: string | null;
}

/**
 * A goal definition as GET/PUT /admin/goals carry it. `meta` is left `unknown` because the server
 * stores it without interpreting it; read it through `manualMetaOf` / `eventMetaOf`.
 */
export interface GoalDefinition {
  uuid: string;
  text: string;
  targetCount: number;
  type: string;
  meta: unknown;
}

/** A goal with one user's progress, as GET /self/goals and /admin/users/:crid/goals return it. */
export interface GoalItem extends GoalDefinition {
  count: number;
  completed: boolean;
  achievementUuids: string[];
}

/** The body of a progress update: POST .../goals/:uuid/progress `{progress}`. */
export interface GoalProgress {
  count: number;
  completed: boolean;
}

function optionalDate(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The Manual meta of a goal, or null when the goal is of another type or its meta is malformed. */
export function manualMetaOf(
  goal: Pick<GoalDefinition, 'type' | 'meta' | 'targetCount'>,
): ManualGoalMeta | null {
  if (goal.type !== MANUAL_GOAL) return null;
  const meta = isRecord(goal.meta) ? goal.meta : {};
  // The goal's own targetCount is authoritative; meta may lack it in older data.
  const target = typeof meta.targetCount === 'number' ? meta.targetCount : goal.targetCount;
  return { targetCount: target };
}

/** The Event meta of a goal, or null when the goal is of another type or its meta is malformed. */
export function eventMetaOf(
  goal: Pick<GoalDefinition, 'type' | 'meta' | 'targetCount'>,
): EventGoalMeta | null {
  if (goal.type !== EVENT_GOAL || !isRecord(goal.meta)) return null;
  const { meta } = goal;
  if (!Array.isArray(meta.eventNames)) return null;
  return {
    eventNames: meta.eventNames.filter((n): n is string => typeof n === 'string'),
    targetCount: typeof meta.targetCount === 'number' ? meta.targetCount : goal.targetCount,
    release: optionalDate(meta.release),
    deadline: optionalDate(meta.deadline),
    observeFrom: optionalDate(meta.observeFrom),
    observeTo: optionalDate(meta.observeTo),
  };
}

/** Milliseconds since the epoch of an ISO date, or null when absent or unparseable. */
export function parseTime(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}
