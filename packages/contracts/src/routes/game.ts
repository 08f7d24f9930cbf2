import { z } from 'zod';
import { CourseParams } from '../common';
import { GAME_STATES_MAX_BYTES, GameStatesRequest, Story } from '../game';
import { defineRoute, OkText } from '../http/route';

/** The story game's learner routes (issue 23; api-reference-routes 1.2 and 1.4). */
export const gameRoutes = {
  stories: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/stories',
    feature: 'game',
    access: 'student',
    summary: "The course's chapters by openAt; students see the published ones that have opened, staff all",
    params: CourseParams,
    response: z.array(Story),
  }),
  saveGameStates: defineRoute({
    method: 'PUT',
    path: '/v2/courses/:courseId/user/game_states',
    feature: 'game',
    access: 'student',
    summary: "Stores the caller's story game save, read back from GET /v2/user",
    params: CourseParams,
    body: GameStatesRequest,
    response: OkText,
    errors: [
      { status: 400, text: '<why the body is not a save: gameStates must be an object>' },
      { status: 413, text: `<the save is larger than ${GAME_STATES_MAX_BYTES} bytes>` },
    ],
    differs: `A save larger than ${GAME_STATES_MAX_BYTES} bytes is refused with 413 and the previous save stays.`,
  }),
};
