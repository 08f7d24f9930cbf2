import { circularDependencyMessage } from '@sa/domain';
import {
  ACHIEVEMENT_NOT_FOUND,
  AchievementParams,
  AchievementsResponse,
  achievementRepeated,
  achievementUuidTaken,
  GOAL_NOT_FOUND,
  GoalDefinitionsResponse,
  GoalParams,
  GoalProgressRequest,
  goalRepeated,
  goalUuidTaken,
  linkedGoalNotFound,
  OwnGoalsResponse,
  onlyStaffUpdate,
  ownPrerequisite,
  PutAchievementRequest,
  PutAchievementsRequest,
  PutGoalRequest,
  PutGoalsRequest,
  prerequisiteNotFound,
  TotalXpResponse,
  UserGoalProgressParams,
  UUID_MISMATCH,
} from '../achievements';
import { CourseRegParams } from '../adminpanel';
import { USER_NOT_FOUND } from '../assessment-errors';
import { CourseParams } from '../common';
import { defineRoute, NoContent } from '../http/route';

const feature = 'achievements';

const achievementNotFound = { status: 404, text: ACHIEVEMENT_NOT_FOUND } as const;
const goalNotFound = { status: 404, text: GOAL_NOT_FOUND } as const;
const userNotFound = { status: 404, text: USER_NOT_FOUND } as const;
const uuidMismatch = { status: 400, text: UUID_MISMATCH } as const;

/** What a write of achievements may be refused for (the links must exist and form no cycle). */
const achievementWriteErrors = [
  { status: 400, text: achievementRepeated('<uuid>') },
  { status: 400, text: achievementUuidTaken('<uuid>') },
  { status: 400, text: ownPrerequisite('<title>') },
  { status: 400, text: prerequisiteNotFound('<title>', '<uuid>') },
  { status: 400, text: linkedGoalNotFound('<title>', '<uuid>') },
  { status: 400, text: circularDependencyMessage('<title>') },
] as const;

const goalWriteErrors = [
  { status: 400, text: goalRepeated('<uuid>') },
  { status: 400, text: goalUuidTaken('<uuid>') },
] as const;

const totalXpDiffers =
  'An achievement counts once each of its goals is completed with count >= target (the reference: = target) (ADR 13).';

const goalsDiffer =
  "meta is kept whole and answered with meta.type naming the goal's kind as the reference web client does; the legacy kinds are taken under its labels (ADR 3).";

/**
 * Achievements, goals, progress and total XP (api-reference section 8, api-reference-routes 1.2,
 * 1.4 and 1.5). The "standard result" writes answer 204 with no body, as the reference does. The
 * reference client's DELETE calls carry a `{uuid}` body, which is ignored: the path names the uuid.
 */
export const achievementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/achievements',
    feature,
    access: 'student',
    summary: 'Every achievement of the course, hidden and unreleased ones included (the dashboard decides)',
    params: CourseParams,
    response: AchievementsResponse,
  }),
  ownGoals: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/self/goals',
    feature,
    access: 'student',
    summary: "The caller's progress on every goal of the course",
    params: CourseParams,
    response: OwnGoalsResponse,
    differs: goalsDiffer,
  }),
  postOwnProgress: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/self/goals/:uuid/progress',
    feature,
    access: 'student',
    summary: "Sets the caller's progress on a goal; students only on Event goals, capped at the target",
    params: GoalParams,
    body: GoalProgressRequest,
    response: NoContent,
    errors: [goalNotFound, { status: 403, text: onlyStaffUpdate('<type>') }],
    invalid: { params: 'Invalid goal' },
    differs:
      'A student may post progress of Event goals only, capped at the target; `completed` is stored as count >= target whatever the body says (ADR 13).',
  }),
  totalXp: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/user/total_xp',
    feature,
    access: 'student',
    summary: "The caller's total XP: published assessment XP plus achievement XP",
    params: CourseParams,
    response: TotalXpResponse,
    differs: totalXpDiffers,
  }),
  saveAll: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/achievements',
    feature,
    access: 'staff',
    summary: 'Upserts achievements, replacing their prerequisites and goal links, all or nothing',
    params: CourseParams,
    body: PutAchievementsRequest,
    response: NoContent,
    errors: achievementWriteErrors,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/achievements/:uuid',
    feature,
    access: 'staff',
    summary: 'Upserts one achievement; a uuid in the body must match the path',
    params: AchievementParams,
    body: PutAchievementRequest,
    response: NoContent,
    errors: [uuidMismatch, ...achievementWriteErrors],
    invalid: { params: 'Invalid achievement' },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/achievements/:uuid',
    feature,
    access: 'staff',
    summary: "Deletes an achievement; it leaves every other achievement's prerequisites",
    params: AchievementParams,
    response: NoContent,
    errors: [achievementNotFound],
    invalid: { params: 'Invalid achievement' },
  }),
  goals: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/goals',
    feature,
    access: 'staff',
    summary: 'Every goal definition of the course',
    params: CourseParams,
    response: GoalDefinitionsResponse,
    differs: goalsDiffer,
  }),
  saveGoals: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/goals',
    feature,
    access: 'staff',
    summary: 'Upserts goals, all or nothing',
    params: CourseParams,
    body: PutGoalsRequest,
    response: NoContent,
    errors: goalWriteErrors,
    differs: goalsDiffer,
  }),
  saveGoal: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/admin/goals/:uuid',
    feature,
    access: 'staff',
    summary: 'Upserts one goal; a uuid in the body must match the path',
    params: GoalParams,
    body: PutGoalRequest,
    response: NoContent,
    errors: [uuidMismatch, ...goalWriteErrors],
    invalid: { params: 'Invalid goal' },
    differs: goalsDiffer,
  }),
  removeGoal: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/goals/:uuid',
    feature,
    access: 'staff',
    summary: "Deletes a goal with its achievement links and everyone's progress on it",
    params: GoalParams,
    response: NoContent,
    errors: [goalNotFound],
    invalid: { params: 'Invalid goal' },
  }),
  userGoals: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/goals',
    feature,
    access: 'staff',
    summary: "A member's progress on every goal of the course",
    params: CourseRegParams,
    response: OwnGoalsResponse,
    errors: [userNotFound],
    invalid: { params: 'Invalid user id' },
    differs: goalsDiffer,
  }),
  postUserProgress: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/goals/:uuid/progress',
    feature,
    access: 'staff',
    summary: "Sets a member's progress on a goal (the manual goal editor)",
    params: UserGoalProgressParams,
    body: GoalProgressRequest,
    response: NoContent,
    errors: [userNotFound, goalNotFound],
    invalid: { params: 'Invalid goal' },
  }),
  userTotalXp: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/admin/users/:courseRegId/total_xp',
    feature,
    access: 'staff',
    summary: "A member's total XP: published assessment XP plus achievement XP",
    params: CourseRegParams,
    response: TotalXpResponse,
    errors: [userNotFound],
    invalid: { params: 'Invalid user id' },
    differs: totalXpDiffers,
  }),
};
