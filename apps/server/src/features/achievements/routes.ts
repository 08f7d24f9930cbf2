import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/route';
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

const { achievements } = routes;

/**
 * Achievements, goals, progress and total XP (api-reference section 8, api-reference-routes 1.2,
 * 1.4 and 1.5). Members read achievements and their own goals and post their own progress; staff
 * and admins define achievements and goals and set anyone's progress in their course. The
 * "standard result" writes answer 204 with an empty body (`NoContent`), as the reference does.
 */
export const achievementRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);
  // Nothing here is in the signed-in read caches (the user row and GET /v2/user), so writes keep
  // them: an Event goal's progress is posted often and must not empty every user's cache.
  const keepCaches = { leavesReadCachesValid: true };

  route(achievements.list, ({ courseReg }) => listAchievements(db, courseReg.courseId));
  route(achievements.ownGoals, ({ courseReg }) => listOwnGoals(db, courseReg));
  route(
    achievements.postOwnProgress,
    ({ courseReg, params, body }) => saveOwnProgress(db, courseReg, params.uuid, body),
    keepCaches,
  );
  route(achievements.totalXp, ({ courseReg }) => getTotalXp(db, courseReg));

  route(
    achievements.saveAll,
    ({ courseReg, body }) => saveAchievements(db, courseReg.courseId, body.achievements),
    keepCaches,
  );
  route(
    achievements.save,
    ({ courseReg, params, body }) => saveAchievement(db, courseReg.courseId, params.uuid, body.achievement),
    keepCaches,
  );
  route(
    achievements.remove,
    ({ courseReg, params }) => deleteAchievement(db, courseReg.courseId, params.uuid),
    keepCaches,
  );

  route(achievements.goals, ({ courseReg }) => listGoals(db, courseReg.courseId));
  route(
    achievements.saveGoals,
    ({ courseReg, body }) => saveGoals(db, courseReg.courseId, body.goals),
    keepCaches,
  );
  route(
    achievements.saveGoal,
    ({ courseReg, params, body }) => saveGoal(db, courseReg.courseId, params.uuid, body.goal),
    keepCaches,
  );
  route(
    achievements.removeGoal,
    ({ courseReg, params }) => deleteGoal(db, courseReg.courseId, params.uuid),
    keepCaches,
  );

  route(achievements.userGoals, ({ courseReg, params }) =>
    listUserGoals(db, courseReg.courseId, params.courseRegId),
  );
  route(
    achievements.postUserProgress,
    ({ courseReg, params, body }) =>
      saveUserProgress(db, courseReg.courseId, params.courseRegId, params.uuid, body),
    keepCaches,
  );
  route(achievements.userTotalXp, ({ courseReg, params }) =>
    getUserTotalXp(db, courseReg.courseId, params.courseRegId),
  );
};
