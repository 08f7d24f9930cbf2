import { PutLatestViewedCourseRequest } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { getLatestViewedCourse, getUser, viewCourse } from './service';

/** The signed-in user and their latest viewed course (api-reference-routes 1.2). */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  app.addHook('preHandler', guards.authenticate);

  app.get('/v2/user', async (request) => getUser(db, currentUser(request)));

  app.get('/v2/user/latest_viewed_course', async (request) =>
    getLatestViewedCourse(db, currentUser(request)),
  );

  app.put('/v2/user/latest_viewed_course', async (request) => {
    const { courseId } = parseInput(PutLatestViewedCourseRequest, request.body);
    await viewCourse(db, currentUser(request), courseId);
    return OK;
  });
};
