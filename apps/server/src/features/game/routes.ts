import { GAME_STATES_MAX_BYTES, GAME_STATES_TOO_LARGE, routes } from '@sa/contracts';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { errorHandler } from '../../http/error-handler';
import { createRouter } from '../../http/route';
import { setGameStates } from './queries';
import { listCourseStories } from './service';

const { game } = routes;

/**
 * The story game's learner routes (issue 23): the course's chapters, and saving the caller's
 * game. Any member may save (the web saves only for students, spec 3 section 6); the save is
 * stored whole and read back from GET /v2/user.
 */
export const gameRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  // Fastify refuses a body over the route's limit before our handler runs (by Content-Length, or
  // while reading one without); its generic 413 becomes the save's own words here.
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const tooLarge = 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    if (tooLarge && request.routeOptions.config.apiRoute === game.saveGameStates) {
      return reply.code(413).type('text/plain; charset=utf-8').send(GAME_STATES_TOO_LARGE);
    }
    return errorHandler(error, request, reply);
  });
  const route = createRouter(app, guards);

  route(game.stories, ({ courseReg }) => listCourseStories(db, courseReg, now()));
  route(game.storiesWithSlash, ({ courseReg }) => listCourseStories(db, courseReg, now()));

  route(
    game.saveGameStates,
    async ({ courseReg, body }) => {
      await setGameStates(db, courseReg.id, body.gameStates);
      return OK;
    },
    { bodyLimit: GAME_STATES_MAX_BYTES },
  );
};
