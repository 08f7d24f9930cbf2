import {
  AchievementParams,
  CourseRegParams,
  GoalParams,
  GoalProgressRequest,
  PutAchievementRequest,
  PutAchievementsRequest,
  PutGoalRequest,
  PutGoalsRequest,
  UserGoalProgressParams,
} from '@sa/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/errors';
import {
  deleteAchievement,
  listAchievements,
  saveAchievement,
  saveAchievements,
} from './achievement-service';
import {
  deleteGoal,
  listGoals,
  listOwnGoals,
  listUserGoals,
  saveGoal,
  saveGoals,
  saveOwnProgress,
  saveUserProgress,
} from './goal-service';
import { getTotalXp, getUserTotalXp } from './total-xp-service';

const COURSE = '/v2/courses/:courseId';
const ADMIN = `${COURSE}/admin`;

/**
 * Achievements, goals, progress and total XP (api-reference section 8, api-reference-routes 1.2,
 * 1.4 and 1.5). Members read achievements and their own goals and post their own progress; staff
 * and admins define achievements and goals and set anyone's progress in their course. The
 * "standard result" writes answer 204 with an empty body, as the reference does.
 */
export const achievementRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  // Nothing here is in the signed-in read caches (the user row and GET /v2/user), so writes keep
  // them: an Event goal's progress is posted often and must not empty every user's cache.
  const keepCaches = { leavesReadCachesValid: true };
  const member = { preHandler: guards.requireCourseRole('student'), config: keepCaches };
  const staff = { preHandler: guards.requireCourseRole('staff'), config: keepCaches };
  const courseOf = (request: FastifyRequest) => currentCourseReg(request).courseId;
  const noContent = (reply: FastifyReply) => reply.code(204).send();

  app.get(`${COURSE}/achievements`, member, async (request) => listAchievements(db, courseOf(request)));

  app.get(`${COURSE}/self/goals`, member, async (request) => listOwnGoals(db, currentCourseReg(request)));

  app.post(`${COURSE}/self/goals/:uuid/progress`, member, async (request, reply) => {
    const { uuid } = parseInput(GoalParams, request.params, 'Invalid goal');
    const input = parseInput(GoalProgressRequest, request.body);
    await saveOwnProgress(db, currentCourseReg(request), uuid, input);
    return noContent(reply);
  });

  app.get(`${COURSE}/user/total_xp`, member, async (request) => getTotalXp(db, currentCourseReg(request)));

  app.put(`${ADMIN}/achievements`, staff, async (request, reply) => {
    const { achievements } = parseInput(PutAchievementsRequest, request.body);
    await saveAchievements(db, courseOf(request), achievements);
    return noContent(reply);
  });

  app.put(`${ADMIN}/achievements/:uuid`, staff, async (request, reply) => {
    const { uuid } = parseInput(AchievementParams, request.params, 'Invalid achievement');
    const { achievement } = parseInput(PutAchievementRequest, request.body);
    await saveAchievement(db, courseOf(request), uuid, achievement);
    return noContent(reply);
  });

  app.delete(`${ADMIN}/achievements/:uuid`, staff, async (request, reply) => {
    const { uuid } = parseInput(AchievementParams, request.params, 'Invalid achievement');
    await deleteAchievement(db, courseOf(request), uuid);
    return noContent(reply);
  });

  app.get(`${ADMIN}/goals`, staff, async (request) => listGoals(db, courseOf(request)));

  app.put(`${ADMIN}/goals`, staff, async (request, reply) => {
    const { goals } = parseInput(PutGoalsRequest, request.body);
    await saveGoals(db, courseOf(request), goals);
    return noContent(reply);
  });

  app.put(`${ADMIN}/goals/:uuid`, staff, async (request, reply) => {
    const { uuid } = parseInput(GoalParams, request.params, 'Invalid goal');
    const { goal } = parseInput(PutGoalRequest, request.body);
    await saveGoal(db, courseOf(request), uuid, goal);
    return noContent(reply);
  });

  app.delete(`${ADMIN}/goals/:uuid`, staff, async (request, reply) => {
    const { uuid } = parseInput(GoalParams, request.params, 'Invalid goal');
    await deleteGoal(db, courseOf(request), uuid);
    return noContent(reply);
  });

  app.get(`${ADMIN}/users/:courseRegId/goals`, staff, async (request) => {
    const { courseRegId } = parseInput(CourseRegParams, request.params, 'Invalid user id');
    return listUserGoals(db, courseOf(request), courseRegId);
  });

  app.post(`${ADMIN}/users/:courseRegId/goals/:uuid/progress`, staff, async (request, reply) => {
    const { courseRegId, uuid } = parseInput(UserGoalProgressParams, request.params, 'Invalid goal');
    const input = parseInput(GoalProgressRequest, request.body);
    await saveUserProgress(db, courseOf(request), courseRegId, uuid, input);
    return noContent(reply);
  });

  app.get(`${ADMIN}/users/:courseRegId/total_xp`, staff, async (request) => {
    const { courseRegId } = parseInput(CourseRegParams, request.params, 'Invalid user id');
    return getUserTotalXp(db, courseOf(request), courseRegId);
  });
};
