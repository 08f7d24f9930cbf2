import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter, JsonText } from '../../http/route';
import { getLatestViewedCourse, getUser, viewCourse } from './service';

const { user } = routes;

/** The signed-in user and their latest viewed course (api-reference-routes 1.2). */
export const userRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, caches }) => {
  const route = createRouter(app, guards);

  // Every page load asks for this, so the payload is cached per user already serialised (ADR 4):
  // getUser parses it with the route's own schema before it is stored.
  route(user.user, async ({ user: caller }) => {
    const json = await caches.userPayloads.get(caller.id, async () =>
      JSON.stringify(await getUser(db, caller)),
    );
    return new JsonText(json);
  });

  route(user.latestViewedCourse, ({ user: caller }) => getLatestViewedCourse(db, caller));

  route(user.setLatestViewedCourse, async ({ user: caller, body }) => {
    await viewCourse(db, caller, body.courseId);
    return OK;
  });
};
