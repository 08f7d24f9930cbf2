import { goalTypeLabel } from '@sa/domain';
import { z } from 'zod';
import { IdParam } from './common';

/**
 * Achievements, goals and goal progress (api-reference section 8, api-reference-routes 1.4 and
 * 1.5): GET courses/{id}/achievements, self/goals, admin/achievements, admin/goals and
 * admin/users/{courseRegId}/goals. The JSON is the reference's, key for key, so clients written for
 * that API work unchanged; dates are ISO-8601 strings or null.
 */

export const MAX_ACHIEVEMENTS_PER_PUT = 500;
export const MAX_GOALS_PER_PUT = 1_000;
export const MAX_ACHIEVEMENT_TITLE_LENGTH = 200;
export const MAX_ACHIEVEMENT_TEXT_LENGTH = 5_000;
export const MAX_GOAL_TEXT_LENGTH = 1_000;
export const MAX_URL_LENGTH = 2_000;
export const MAX_ACHIEVEMENT_XP = 1_000_000;
/** Goal targets and progress counts share one bound, so a count can always reach its target. */
export const MAX_GOAL_COUNT = 1_000_000;
/** Far above any task count a course has; positions are renumbered from 1 by the editor. */
export const MAX_ACHIEVEMENT_POSITION = 10_000;

/** A uuid the client chose (any hex 8-4-4-4-12, as PostgreSQL's uuid type takes), lower-cased. */
export const Uuid = z.string().trim().toLowerCase().pipe(z.guid('must be a uuid'));

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO-8601 date and time' });
const count = (max: number) => z.number().int('must be a whole number').min(0, 'must be at least 0').max(max);
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

// --- Achievements -------------------------------------------------------------------------------

export const AchievementView = z.object({
  coverImage: text(MAX_URL_LENGTH).nullable(),
  description: text(MAX_ACHIEVEMENT_TEXT_LENGTH).nullable(),
  completionText: text(MAX_ACHIEVEMENT_TEXT_LENGTH).nullable(),
});
export type AchievementView = z.infer<typeof AchievementView>;

/**
 * One achievement, as GET achievements answers and the PUT routes take it. `release` and `deadline`
 * are stored as open_at and close_at, `cardBackground` and `view.coverImage` as card_tile_url and
 * canvas_url. Position 0 means hidden (not a task); the server stores what the editor sends and
 * returns hidden and unreleased achievements to every member: the dashboard decides what to show.
 * `prerequisiteUuids` and `goalUuids` are de-duplicated by the server.
 */
export const Achievement = z.object({
  uuid: Uuid,
  title: text(MAX_ACHIEVEMENT_TITLE_LENGTH),
  xp: count(MAX_ACHIEVEMENT_XP),
  isVariableXp: z.boolean(),
  release: isoDateTime.nullable(),
  deadline: isoDateTime.nullable(),
  isTask: z.boolean(),
  prerequisiteUuids: z.array(Uuid).max(MAX_ACHIEVEMENTS_PER_PUT),
  cardBackground: text(MAX_URL_LENGTH).nullable(),
  position: count(MAX_ACHIEVEMENT_POSITION),
  view: AchievementView,
  goalUuids: z.array(Uuid).max(MAX_GOALS_PER_PUT),
});
export type Achievement = z.infer<typeof Achievement>;

export const AchievementsResponse = z.array(Achievement);
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

/** PUT admin/achievements: upserts each one, replacing its prerequisites and goal links. */
export const PutAchievementsRequest = z.object({
  achievements: z.array(Achievement).max(MAX_ACHIEVEMENTS_PER_PUT),
});
export type PutAchievementsRequest = z.infer<typeof PutAchievementsRequest>;

/** PUT admin/achievements/{uuid}: the uuid comes from the path; one in the body must match it. */
export const PutAchievementRequest = z.object({
  achievement: Achievement.extend({ uuid: Uuid.optional() }),
});
export type PutAchievementRequest = z.infer<typeof PutAchievementRequest>;

export const AchievementParams = z.object({ courseId: IdParam, uuid: Uuid });
export type AchievementParams = z.infer<typeof AchievementParams>;

// --- Goals --------------------------------------------------------------------------------------

export const GOAL_TYPES = ['Manual', 'Event', 'Assessment', 'Binary'] as const;
export const GoalType = z.enum(GOAL_TYPES);
export type GoalType = z.infer<typeof GoalType>;

/** The learner activity an Event goal counts (the frontend counts them and posts the count). */
export const EVENT_NAMES = ['Run Code', 'Error', 'Run Testcase', 'Infinite Loop', 'None'] as const;
export const EventName = z.enum(EVENT_NAMES);
export type EventName = z.infer<typeof EventName>;

/**
 * A goal's meta is kept whole, keys this server does not read included: the reference web client
 * keeps its own `type` in it (and reads the goal's kind from there), and the server stores meta
 * without interpreting it beyond the keys checked here (api-reference section 8).
 */

/** Manual goals: staff set the progress. */
export const ManualGoalMeta = z.looseObject({ targetCount: count(MAX_GOAL_COUNT) });
export type ManualGoalMeta = z.infer<typeof ManualGoalMeta>;

/** Event goals: events of these kinds inside the window count, up to the target. */
export const EventGoalMeta = z.looseObject({
  eventNames: z.array(EventName).max(EVENT_NAMES.length),
  targetCount: count(MAX_GOAL_COUNT),
  release: isoDateTime.nullable().optional(),
  deadline: isoDateTime.nullable().optional(),
  observeFrom: isoDateTime.nullable().optional(),
  observeTo: isoDateTime.nullable().optional(),
});
export type EventGoalMeta = z.infer<typeof EventGoalMeta>;

/**
 * Assessment and Binary goals are legacy kinds the editor shows as unsupported: kept as they came
 * (bounded only by the request size), never interpreted.
 */
export const OpaqueGoalMeta = z.record(z.string(), z.unknown());
export type OpaqueGoalMeta = z.infer<typeof OpaqueGoalMeta>;

const goalBase = {
  uuid: Uuid,
  text: text(MAX_GOAL_TEXT_LENGTH),
  targetCount: count(MAX_GOAL_COUNT),
};

export const ManualGoal = z.object({ ...goalBase, type: z.literal('Manual'), meta: ManualGoalMeta });
export const EventGoal = z.object({ ...goalBase, type: z.literal('Event'), meta: EventGoalMeta });
export const AssessmentGoal = z.object({ ...goalBase, type: z.literal('Assessment'), meta: OpaqueGoalMeta });
export const BinaryGoal = z.object({ ...goalBase, type: z.literal('Binary'), meta: OpaqueGoalMeta });
export type ManualGoal = z.infer<typeof ManualGoal>;
export type EventGoal = z.infer<typeof EventGoal>;

/** A goal definition, GET admin/goals and the PUT routes: meta's shape follows `type`. */
export const GoalDefinition = z.discriminatedUnion('type', [
  ManualGoal,
  EventGoal,
  AssessmentGoal,
  BinaryGoal,
]);
export type GoalDefinition = z.infer<typeof GoalDefinition>;

export const GoalDefinitionsResponse = z.array(GoalDefinition);
export type GoalDefinitionsResponse = z.infer<typeof GoalDefinitionsResponse>;

type TargetedGoal =
  | { type: 'Manual' | 'Event'; targetCount: number; meta: { targetCount: number } }
  | { type: 'Assessment' | 'Binary'; targetCount: number; meta: OpaqueGoalMeta };

function targetsAgree(goal: TargetedGoal): boolean {
  return goal.type === 'Assessment' || goal.type === 'Binary' || goal.meta.targetCount === goal.targetCount;
}
const TARGETS_DISAGREE = {
  message: 'meta.targetCount must equal targetCount',
  path: ['meta', 'targetCount'],
};

/**
 * The reference web client names the two legacy kinds as its editor labels them, in `type` and in
 * `meta.type` alike; they are stored under our names (and `meta.type` as it came).
 */
const LEGACY_TYPE_NAMES: Readonly<Record<string, GoalType>> = {
  [goalTypeLabel('Assessment')]: 'Assessment',
  [goalTypeLabel('Binary')]: 'Binary',
};

/** The goal with a legacy kind's label in `type` replaced by our name; anything else as it came. */
function withStoredTypeName(goal: unknown): unknown {
  if (typeof goal !== 'object' || goal === null || !('type' in goal) || typeof goal.type !== 'string') {
    return goal;
  }
  const stored = LEGACY_TYPE_NAMES[goal.type];
  return stored ? { ...goal, type: stored } : goal;
}

/** `meta.type`, when given, names the goal's own kind (by our name or the reference client's). */
function metaTypeAgrees(goal: { type: GoalType; meta: Record<string, unknown> }): boolean {
  const named = goal.meta.type;
  return named === undefined || named === goal.type || named === goalTypeLabel(goal.type);
}
const META_TYPE_DISAGREES = { message: 'meta.type must name the goal type', path: ['meta', 'type'] };

/**
 * A goal input: Manual and Event goals carry their target twice (top level and meta), as the
 * editor sends them; the two must agree so the XP rule and the dashboard read the same target.
 */
export const GoalInput = z.preprocess(
  withStoredTypeName,
  GoalDefinition.refine(targetsAgree, TARGETS_DISAGREE).refine(metaTypeAgrees, META_TYPE_DISAGREES),
);
export type GoalInput = z.infer<typeof GoalInput>;

/** PUT admin/goals: upserts each goal. */
export const PutGoalsRequest = z.object({ goals: z.array(GoalInput).max(MAX_GOALS_PER_PUT) });
export type PutGoalsRequest = z.infer<typeof PutGoalsRequest>;

/** PUT admin/goals/{uuid}: the uuid comes from the path; one in the body must match it. */
export const PutGoalRequest = z.object({
  goal: z.preprocess(
    withStoredTypeName,
    z
      .discriminatedUnion('type', [
        ManualGoal.extend({ uuid: Uuid.optional() }),
        EventGoal.extend({ uuid: Uuid.optional() }),
        AssessmentGoal.extend({ uuid: Uuid.optional() }),
        BinaryGoal.extend({ uuid: Uuid.optional() }),
      ])
      .refine(targetsAgree, TARGETS_DISAGREE)
      .refine(metaTypeAgrees, META_TYPE_DISAGREES),
  ),
});
export type PutGoalRequest = z.infer<typeof PutGoalRequest>;

export const GoalParams = z.object({ courseId: IdParam, uuid: Uuid });
export type GoalParams = z.infer<typeof GoalParams>;

// --- Goal progress ------------------------------------------------------------------------------

const progressFields = {
  /** 0 with no progress row yet. */
  count: count(MAX_GOAL_COUNT),
  completed: z.boolean(),
  /** The achievements this goal belongs to. */
  achievementUuids: z.array(Uuid),
};

/** One of a user's goals with their progress: GET self/goals and admin/users/{courseRegId}/goals. */
export const OwnGoal = z.discriminatedUnion('type', [
  ManualGoal.extend(progressFields),
  EventGoal.extend(progressFields),
  AssessmentGoal.extend(progressFields),
  BinaryGoal.extend(progressFields),
]);
export type OwnGoal = z.infer<typeof OwnGoal>;

export const OwnGoalsResponse = z.array(OwnGoal);
export type OwnGoalsResponse = z.infer<typeof OwnGoalsResponse>;

/**
 * POST self/goals/{uuid}/progress and admin/users/{courseRegId}/goals/{uuid}/progress (204).
 * The server stores `completed` as count >= the goal's target, whatever the flag says, so a goal
 * is never completed below its target; a student may only post progress of Event goals, and
 * their count is capped at the target (Manual goals are the staff's to set).
 */
export const GoalProgressRequest = z.object({
  progress: z.object({ count: count(MAX_GOAL_COUNT), completed: z.boolean() }),
});
export type GoalProgressRequest = z.infer<typeof GoalProgressRequest>;

export const UserGoalProgressParams = z.object({ courseId: IdParam, courseRegId: IdParam, uuid: Uuid });
export type UserGoalProgressParams = z.infer<typeof UserGoalProgressParams>;

// --- Total XP -----------------------------------------------------------------------------------

/**
 * GET user/total_xp and admin/users/{courseRegId}/total_xp: published assessment XP (answers plus
 * adjustments plus bonus) plus achievement XP (api-reference sections 4 and 8).
 */
export const TotalXpResponse = z.object({ totalXp: z.number().int() });
export type TotalXpResponse = z.infer<typeof TotalXpResponse>;

// --- Error texts (the routes' `errors` and the services share them) ------------------------------

export const ACHIEVEMENT_NOT_FOUND = 'Achievement not found';
export const GOAL_NOT_FOUND = 'Goal not found';
export const UUID_MISMATCH = 'The uuid in the body does not match the one in the path';
export const achievementRepeated = (uuid: string) => `Achievement ${uuid} appears more than once`;
export const achievementUuidTaken = (uuid: string) => `Achievement uuid ${uuid} is already in use`;
export const ownPrerequisite = (title: string) => `Achievement ${title} cannot be its own prerequisite`;
export const prerequisiteNotFound = (title: string, uuid: string) =>
  `Achievement ${title}: prerequisite ${uuid} not found`;
export const linkedGoalNotFound = (title: string, uuid: string) =>
  `Achievement ${title}: goal ${uuid} not found`;
export const goalRepeated = (uuid: string) => `Goal ${uuid} appears more than once`;
export const goalUuidTaken = (uuid: string) => `Goal uuid ${uuid} is already in use`;
export const onlyStaffUpdate = (type: string) => `Only staff can update the progress of ${type} goals`;
