import { z } from 'zod';
import { CourseParams } from '../common';
import {
  GAME_STATES_MAX_BYTES,
  GAME_STATES_TOO_LARGE,
  GameStatesRequest,
  INVALID_ASSET_PATH,
  INVALID_GAME_STATES,
  Story,
} from '../game';
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
  /** The same list with a trailing slash, as the reference's clients also ask for it (spec 3 section 7). */
  storiesWithSlash: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/stories/',
    feature: 'game',
    access: 'student',
    summary: 'GET /v2/courses/{courseId}/stories, asked with a trailing slash',
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
    invalid: { body: INVALID_GAME_STATES },
    errors: [
      { status: 400, text: `${INVALID_GAME_STATES}: <why: gameStates must be an object>` },
      { status: 413, text: GAME_STATES_TOO_LARGE },
    ],
    differs: `A save larger than ${GAME_STATES_MAX_BYTES} bytes is refused with 413 and the previous save stays.`,
  }),
  /**
   * A wildcard path: `*` is the file's key in the file store (the course's prefix, then the path a
   * checkpoint file names), so it has no named parameter; the handler reads and checks it itself.
   * One-segment names (`/assets/index-1a2b.js`) are the web build's own files, which share the
   * folder name `assets` with Vite's default (see features/game/assets-routes.ts).
   */
  assets: defineRoute({
    method: 'GET',
    path: '/assets/*',
    feature: 'game',
    access: 'public',
    summary:
      "A course's file (game art, sounds, story texts) by its store key: /assets/{course prefix}{path}; byte ranges, ETag, public caching",
    response: z.string(),
    produces: 'application/octet-stream',
    invalid: { params: INVALID_ASSET_PATH },
    errors: [
      { status: 400, text: INVALID_ASSET_PATH },
      { status: 404, text: 'No course file <key>' },
    ],
    differs:
      'Served by this server from its file store (a folder, or the S3 bucket) rather than from a public bucket; only png, jpg, jpeg, gif, svg, wav, mp3, txt and json files, SVG with a sandboxing Content-Security-Policy.',
  }),
};
