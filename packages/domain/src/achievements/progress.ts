import { descendantUuids, type PrerequisiteNode } from './graph';
import { type AchievementItem, type GoalItem, parseTime } from './model';

/**
 * Progress rules of the dashboard (spec 2 section 4, "Achievement dashboard"). A goal is complete
 * when its count reaches its target; an achievement is complete when all its goals and all its
 * prerequisites (recursively) are, and never when it has neither.
 */

/** What these rules read of a goal. */
export type GoalLike = Pick<GoalItem, 'uuid' | 'count' | 'targetCount'>;
/** What these rules read of an achievement. */
export type AchievementLike = PrerequisiteNode &
  Pick<AchievementItem, 'xp' | 'isVariableXp' | 'release' | 'deadline' | 'goalUuids'>;

export const DAY_MS = 24 * 3_600_000;

/** count >= targetCount (spec 2 section 3, goal progress). */
export function isGoalComplete(goal: Pick<GoalItem, 'count' | 'targetCount'>): boolean {
  return goal.count >= goal.targetCount;
}

/** The goals of an achievement in its listed order, once each; uuids naming no known goal are left out. */
export function goalsOfAchievement<G extends GoalLike>(
  achievement: Pick<AchievementItem, 'goalUuids'>,
  goals: readonly G[],
): G[] {
  const byUuid = new Map(goals.map((g) => [g.uuid, g]));
  const result: G[] = [];
  for (const uuid of new Set(achievement.goalUuids)) {
    const goal = byUuid.get(uuid);
    if (goal) result.push(goal);
  }
  return result;
}

/**
 * Whether every goal of the achievement is complete. A goal uuid naming no known goal counts as
 * incomplete, so a dangling link never pays out XP. True (vacuously) when there are no goals.
 */
function allGoalsComplete(
  achievement: Pick<AchievementItem, 'goalUuids'>,
  byUuid: Map<string, GoalLike>,
): boolean {
  return achievement.goalUuids.every((uuid) => {
    const goal = byUuid.get(uuid);
    return goal !== undefined && isGoalComplete(goal);
  });
}

/**
 * XP the achievement pays: 0 unless it has goals and all are complete; then the sum of the goal
 * counts with variable XP, else the fixed xp. An achievement without goals pays nothing, as the
 * server's total XP (api-reference section 8) only counts achievements through their goals.
 */
export function xpEarned(
  achievement: Pick<AchievementItem, 'xp' | 'isVariableXp' | 'goalUuids'>,
  goals: readonly GoalLike[],
): number {
  const byUuid = new Map(goals.map((g) => [g.uuid, g]));
  if (achievement.goalUuids.length === 0 || !allGoalsComplete(achievement, byUuid)) return 0;
  if (!achievement.isVariableXp) return achievement.xp;
  return goalsOfAchievement(achievement, goals).reduce((sum, g) => sum + g.count, 0);
}

/**
 * Sum of goal counts over sum of goal targets, capped to [0, 1]; 0 with no goals. Goals whose
 * targets are all 0 are complete, so that gives 1.
 */
export function progressFraction(
  achievement: Pick<AchievementItem, 'goalUuids'>,
  goals: readonly GoalLike[],
): number {
  const own = goalsOfAchievement(achievement, goals);
  if (own.length === 0) return 0;
  const counts = own.reduce((sum, g) => sum + Math.max(0, g.count), 0);
  const targets = own.reduce((sum, g) => sum + Math.max(0, g.targetCount), 0);
  if (targets === 0) return 1;
  return Math.min(1, counts / targets);
}

/** The display statuses; the dashboard only distinguishes ACTIVE and COMPLETED in its filters. */
export const ACHIEVEMENT_STATUSES = ['UNRELEASED', 'ACTIVE', 'EXPIRED', 'COMPLETED'] as const;
export type AchievementStatus = (typeof ACHIEVEMENT_STATUSES)[number];

/** Everything the dashboard shows about one achievement for one learner at `now`. */
export interface AchievementSummary {
  uuid: string;
  status: AchievementStatus;
  completed: boolean;
  xpEarned: number;
  /** 0..1, see `progressFraction`. */
  progress: number;
  /** The earliest valid deadline of the achievement and all its descendant prerequisites, or null. */
  displayDeadline: string | null;
  /** The displayed deadline is less than a day away and not passed: show it red. */
  deadlineNear: boolean;
}

/**
 * Completion of every achievement, computed once. A cycle can never be proved complete (each
 * member waits on the others), so a node met again while it is still being examined counts as
 * incomplete; only cycle members meet themselves, so memoising that answer is sound.
 */
function completionMap(items: readonly AchievementLike[], goals: readonly GoalLike[]): Map<string, boolean> {
  const byUuid = new Map(items.map((a) => [a.uuid, a]));
  const goalsByUuid = new Map(goals.map((g) => [g.uuid, g]));
  const done = new Map<string, boolean>();
  const visiting = new Set<string>();
  const visit = (uuid: string): boolean => {
    const known = done.get(uuid);
    if (known !== undefined) return known;
    if (visiting.has(uuid)) return false;
    const achievement = byUuid.get(uuid);
    if (!achievement) return false;
    visiting.add(uuid);
    const prerequisites = achievement.prerequisiteUuids.filter((p) => byUuid.has(p));
    const hasSomething = achievement.goalUuids.length > 0 || prerequisites.length > 0;
    // Evaluate every prerequisite (no short-circuit) so each gets memoised within this walk.
    const prerequisitesDone = prerequisites.map(visit).every(Boolean);
    const result = hasSomething && allGoalsComplete(achievement, goalsByUuid) && prerequisitesDone;
    visiting.delete(uuid);
    done.set(uuid, result);
    return result;
  };
  for (const item of items) visit(item.uuid);
  return done;
}

/** Whether the achievement is complete (all goals and all prerequisites, recursively). */
export function isAchievementComplete(
  items: readonly AchievementLike[],
  goals: readonly GoalLike[],
  uuid: string,
): boolean {
  return completionMap(items, goals).get(uuid) ?? false;
}

/** The earliest parseable deadline among the achievement and its descendants, as given, or null. */
export function displayDeadline(items: readonly AchievementLike[], uuid: string): string | null {
  const byUuid = new Map(items.map((a) => [a.uuid, a]));
  let best: { iso: string; t: number } | null = null;
  for (const u of [uuid, ...descendantUuids(items, uuid)]) {
    const iso = byUuid.get(u)?.deadline ?? null;
    const t = parseTime(iso);
    if (iso !== null && t !== null && (best === null || t < best.t)) best = { iso, t };
  }
  return best?.iso ?? null;
}

/** Under one day away and not yet passed (spec 2 section 9, deadline warning). */
export function isDeadlineNear(deadline: string | null, now: Date): boolean {
  const t = parseTime(deadline);
  if (t === null) return false;
  const left = t - now.getTime();
  return left > 0 && left < DAY_MS;
}

/**
 * COMPLETED wins over the dates (a finished achievement stays finished); otherwise UNRELEASED
 * before the release, EXPIRED once the (displayed) deadline is reached, else ACTIVE.
 */
export function statusAt(
  input: { completed: boolean; release: string | null; deadline: string | null },
  now: Date,
): AchievementStatus {
  if (input.completed) return 'COMPLETED';
  const t = now.getTime();
  const release = parseTime(input.release);
  if (release !== null && t < release) return 'UNRELEASED';
  const deadline = parseTime(input.deadline);
  if (deadline !== null && t >= deadline) return 'EXPIRED';
  return 'ACTIVE';
}

/** One learner's view of every achievement at `now`, keyed by uuid. */
export function summariseAchievements(
  items: readonly AchievementLike[],
  goals: readonly GoalLike[],
  now: Date,
): Map<string, AchievementSummary> {
  const completion = completionMap(items, goals);
  const result = new Map<string, AchievementSummary>();
  for (const item of items) {
    if (result.has(item.uuid)) continue;
    const completed = completion.get(item.uuid) ?? false;
    const deadline = displayDeadline(items, item.uuid);
    result.set(item.uuid, {
      uuid: item.uuid,
      status: statusAt({ completed, release: item.release, deadline }, now),
      completed,
      xpEarned: xpEarned(item, goals),
      progress: progressFraction(item, goals),
      displayDeadline: deadline,
      deadlineNear: isDeadlineNear(deadline, now),
    });
  }
  return result;
}

/**
 * The status of one achievement, or undefined when no achievement has that uuid; prefer
 * `summariseAchievements` when showing many.
 */
export function achievementStatus(
  items: readonly AchievementLike[],
  goals: readonly GoalLike[],
  uuid: string,
  now: Date,
): AchievementStatus | undefined {
  const item = items.find((a) => a.uuid === uuid);
  if (!item) return undefined;
  const completed = isAchievementComplete(items, goals, uuid);
  return statusAt({ completed, release: item.release, deadline: displayDeadline(items, uuid) }, now);
}
