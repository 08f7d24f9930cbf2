import { PutLatestViewedCourseRequest } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { getLatestViewedCourse, getUser, viewCourse } from './service';

/** The signed-in user and their latest viewed course (api-reference-routes 1.2). */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, caches }) => {
  app.addHook('preHandler', guards.authenticate);

  // Every page load asks for this, so the serialised payload is cached per user (src/cache/).
  app.get('/v2/user', async (request, reply) => {
    const user = currentUser(request);
    const body = await caches.userPayloads.get(user.id, async () => JSON.stringify(await getUser(db, user)));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/v2/user/latest_viewed_course', async (request) =>
    getLatestViewedCourse(db, currentUser(request)),
  );

  app.put('/v2/user/latest_viewed_course', async (request) => {
    const { courseId } = parseInput(PutLatestViewedCourseRequest, request.body);
    await viewCourse(db, currentUser(request), courseId);
    return OK;
  });
};
