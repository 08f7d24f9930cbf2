import {
  GOAL_NOT_FOUND,
  type GoalDefinition,
  GoalDefinitionsResponse,
  type GoalInput,
  type GoalProgressRequest,
  type GoalType,
  goalRepeated,
  goalUuidTaken,
  type OwnGoal,
  OwnGoalsResponse,
  onlyStaffUpdate,
  type PutGoalRequest,
  USER_NOT_FOUND,
  UUID_MISMATCH,
} from '@sa/contracts';
import { goalTypeLabel, isStaffOrAdmin } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { lockCourseDefinitions } from './achievement-queries';
import {
  deleteGoalRow,
  findGoal,
  isRegistrationInCourse,
  listGoalRows,
  listGoalsWithProgress,
  type NewGoalRow,
  upsertGoalRows,
  upsertProgress,
} from './goal-queries';

/**
 * A stored goal as it is answered: meta whole, with `type` naming the goal's kind as the reference
 * web client names it ('Manual', 'Event', 'Assessment (unsupported)', 'Binary (unsupported)'),
 * since that client reads the kind from meta, also of goals our own editor wrote without it.
 */
function withMetaType<T extends { type: GoalType; meta: Record<string, unknown> }>(goal: T): T {
  return { ...goal, meta: { ...goal.meta, type: goalTypeLabel(goal.type) } };
}

/** GET admin/goals: every goal definition of the course. */
export async function listGoals(db: Database, courseId: number): Promise<GoalDefinition[]> {
  return GoalDefinitionsResponse.parse((await listGoalRows(db, courseId)).map(withMetaType));
}

/** PUT admin/goals (and admin/goals/:uuid with one): upserts each goal, all or nothing. */
export async function saveGoals(db: Database, courseId: number, input: readonly GoalInput[]): Promise<void> {
  const seen = new Set<string>();
  for (const goal of input) {
    if (seen.has(goal.uuid)) throw badRequest(goalRepeated(goal.uuid));
    seen.add(goal.uuid);
  }
  await db.transaction(async (tx) => {
    // Achievement writes check their goal links under the same lock.
    await lockCourseDefinitions(tx, courseId);
    const written = await upsertGoalRows(
      tx,
      input.map((goal) => toGoalRow(courseId, goal)),
    );
    const taken = input.find((goal) => !written.has(goal.uuid));
    if (taken) throw badRequest(goalUuidTaken(taken.uuid));
  });
}

/** PUT admin/goals/:uuid: the body may leave the uuid out; if present it must match. */
export async function saveGoal(
  db: Database,
  courseId: number,
  uuid: string,
  input: PutGoalRequest['goal'],
): Promise<void> {
  if (input.uuid !== undefined && input.uuid !== uuid) throw badRequest(UUID_MISMATCH);
  await saveGoals(db, courseId, [{ ...input, uuid }]);
}

/** DELETE admin/goals/:uuid: its links to achievements and everyone's progress go with it. */
export async function deleteGoal(db: Database, courseId: number, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCourseDefinitions(tx, courseId);
    if (!(await deleteGoalRow(tx, courseId, uuid))) throw notFound(GOAL_NOT_FOUND);
  });
}

/** GET self/goals: the caller's progress on every goal of the course. */
export async function listOwnGoals(db: Database, reg: CourseReg): Promise<OwnGoal[]> {
  return OwnGoalsResponse.parse((await listGoalsWithProgress(db, reg.courseId, reg.id)).map(withMetaType));
}

/** GET admin/users/:courseRegId/goals: the registration must be in the caller's course. */
export async function listUserGoals(db: Database, courseId: number, courseRegId: number): Promise<OwnGoal[]> {
  if (!(await isRegistrationInCourse(db, courseId, courseRegId))) throw notFound(USER_NOT_FOUND);
  return OwnGoalsResponse.parse((await listGoalsWithProgress(db, courseId, courseRegId)).map(withMetaType));
}

/**
 * POST self/goals/:uuid/progress. The reference lets a client post any progress for itself; here
 * a student may only post Event goals (which their own browser counts) and never past the target,
 * since Manual goals are the staff's to set and a count is XP for variable-XP achievements. Staff
 * and admins may set their own progress on any goal.
 */
export async function saveOwnProgress(
  db: Database,
  reg: CourseReg,
  uuid: string,
  { progress }: GoalProgressRequest,
): Promise<void> {
  const goal = await findGoal(db, reg.courseId, uuid);
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  const staff = isStaffOrAdmin(reg.role);
  if (!staff && goal.type !== 'Event') throw forbidden(onlyStaffUpdate(goal.type));
  const count = staff ? progress.count : Math.min(progress.count, goal.targetCount);
  await upsertProgress(db, progressRow(goal, reg.id, count));
}

/** POST admin/users/:courseRegId/goals/:uuid/progress (the manual goal editor's 'Update Goal'). */
export async function saveUserProgress(
  db: Database,
  courseId: number,
  courseRegId: number,
  uuid: string,
  { progress }: GoalProgressRequest,
): Promise<void> {
  const [inCourse, goal] = await Promise.all([
    isRegistrationInCourse(db, courseId, courseRegId),
    findGoal(db, courseId, uuid),
  ]);
  if (!inCourse) throw notFound(USER_NOT_FOUND);
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  await upsertProgress(db, progressRow(goal, courseRegId, progress.count));
}

/**
 * `completed` is decided here, as count >= target (spec 2 section 5), not taken from the client:
 * a goal is never completed below its target, nor left open at it.
 */
function progressRow(goal: { uuid: string; targetCount: number }, courseRegId: number, count: number) {
  return { goalUuid: goal.uuid, courseRegId, count, completed: count >= goal.targetCount };
}

export function toGoalRow(courseId: number, goal: GoalInput): NewGoalRow {
  return {
    uuid: goal.uuid,
    courseId,
    text: goal.text,
    targetCount: goal.targetCount,
    type: goal.type,
    meta: goal.meta,
  };
}
