import type { AssessmentStatus } from '../assessments/model';
import { gradingStatus } from '../assessments/rules';
import { type AchievementItem, type GoalItem, MANUAL_GOAL } from './model';

/**
 * Achievements derived from the learner's assessments (spec 2 section 4): each assessment that has
 * opened, unless it closed unsubmitted, becomes a hidden achievement with a 'Submitted {title}'
 * goal, joined by 'Graded {title}' when it is graded by hand; per assessment type a task
 * 'Completed {type}' lists the completed ones as its prerequisites. They exist only in the browser
 * (never sent to the server) and pay no XP of their own: assessment XP is already in the total.
 */

/** The fields read from an assessment overview (@sa/contracts AssessmentOverview). */
export interface AssessmentOverviewLike {
  id: number;
  title: string;
  /** The assessment type's name, e.g. 'Missions'. */
  type: string;
  openAt: string;
  closeAt: string;
  status: AssessmentStatus;
  isManuallyGraded: boolean;
  gradedCount: number;
  questionCount: number;
  /** XP earned so far, shown on the derived card. */
  xp: number;
  /** When explicitly false the grading is not published yet, so it does not count as graded. */
  isGradingPublished?: boolean | null;
  coverImage?: string | null;
  shortSummary?: string | null;
}

/** Derived uuids carry this prefix, so they never collide with the server's UUIDs. */
export const DERIVED_UUID_PREFIX = 'assessment-';

export function derivedAchievementUuid(assessmentId: number): string {
  return `${DERIVED_UUID_PREFIX}${assessmentId}`;
}
export function derivedTypeAchievementUuid(type: string): string {
  return `${DERIVED_UUID_PREFIX}type-${type}`;
}
/** True for achievements and goals made here; the editor and the server must never see them. */
export function isDerivedUuid(uuid: string): boolean {
  return uuid.startsWith(DERIVED_UUID_PREFIX);
}

export const submittedGoalText = (title: string) => `Submitted ${title}`;
export const gradedGoalText = (title: string) => `Graded ${title}`;
export const completedTypeTitle = (type: string) => `Completed ${type}`;

/** Graded by hand, fully, and (where the field is known) published. */
export function isAssessmentGraded(o: AssessmentOverviewLike): boolean {
  return gradingStatus(o) === 'graded' && o.isGradingPublished !== false;
}

/** Complete when graded, or when auto-graded and submitted. */
export function isAssessmentComplete(o: AssessmentOverviewLike): boolean {
  return o.isManuallyGraded ? isAssessmentGraded(o) : o.status === 'submitted';
}

/** Opened, and not closed without a submission. */
export function isAssessmentTracked(
  o: Pick<AssessmentOverviewLike, 'openAt' | 'closeAt' | 'status'>,
  now: Date,
): boolean {
  const t = now.getTime();
  const opened = Date.parse(o.openAt) <= t;
  const closedUnsubmitted = Date.parse(o.closeAt) <= t && o.status !== 'submitted';
  return opened && !closedUnsubmitted;
}

function oneOffGoal(uuid: string, text: string, done: boolean, achievementUuid: string): GoalItem {
  return {
    uuid,
    text,
    targetCount: 1,
    type: MANUAL_GOAL,
    meta: { targetCount: 1 },
    count: done ? 1 : 0,
    completed: done,
    achievementUuids: [achievementUuid],
  };
}

function blankAchievement(uuid: string, title: string): AchievementItem {
  return {
    uuid,
    title,
    xp: 0,
    isVariableXp: false,
    release: null,
    deadline: null,
    isTask: false,
    position: 0,
    prerequisiteUuids: [],
    goalUuids: [],
    cardBackground: null,
    view: { coverImage: null, description: null, completionText: null },
  };
}

/**
 * The derived achievements and goals. 'Completed {type}' tasks are numbered from `firstPosition`
 * in the order the types first appear, and exist only for types with at least one completed
 * assessment (with none, the card would have nothing to list and could never complete).
 */
export function assessmentAchievements(
  overviews: readonly AssessmentOverviewLike[],
  now: Date,
  firstPosition = 1,
): { achievements: AchievementItem[]; goals: GoalItem[] } {
  const achievements: AchievementItem[] = [];
  const goals: GoalItem[] = [];
  const completedByType = new Map<string, string[]>();
  for (const o of overviews) {
    if (!isAssessmentTracked(o, now)) continue;
    const uuid = derivedAchievementUuid(o.id);
    const own = [oneOffGoal(`${uuid}-submitted`, submittedGoalText(o.title), o.status === 'submitted', uuid)];
    if (o.isManuallyGraded)
      own.push(oneOffGoal(`${uuid}-graded`, gradedGoalText(o.title), isAssessmentGraded(o), uuid));
    goals.push(...own);
    achievements.push({
      ...blankAchievement(uuid, o.title),
      xp: o.xp,
      release: o.openAt,
      deadline: o.closeAt,
      goalUuids: own.map((g) => g.uuid),
      cardBackground: o.coverImage ?? null,
      view: { coverImage: o.coverImage ?? null, description: o.shortSummary ?? null, completionText: null },
    });
    const list = completedByType.get(o.type) ?? [];
    if (isAssessmentComplete(o)) list.push(uuid);
    completedByType.set(o.type, list);
  }
  let position = firstPosition;
  for (const [type, completed] of completedByType) {
    if (completed.length === 0) continue;
    achievements.push({
      ...blankAchievement(derivedTypeAchievementUuid(type), completedTypeTitle(type)),
      isTask: true,
      position: position++,
      prerequisiteUuids: completed,
    });
  }
  return { achievements, goals };
}

/**
 * The server's achievements and goals with the derived ones added; the 'Completed {type}' tasks
 * come after the last server task.
 */
export function withAssessmentAchievements<A extends AchievementItem, G extends GoalItem>(
  own: { achievements: readonly A[]; goals: readonly G[] },
  overviews: readonly AssessmentOverviewLike[],
  now: Date,
): { achievements: (A | AchievementItem)[]; goals: (G | GoalItem)[] } {
  const lastPosition = own.achievements.reduce((max, a) => (a.isTask ? Math.max(max, a.position) : max), 0);
  const derived = assessmentAchievements(overviews, now, lastPosition + 1);
  return {
    achievements: [...own.achievements, ...derived.achievements],
    goals: [...own.goals, ...derived.goals],
  };
}
