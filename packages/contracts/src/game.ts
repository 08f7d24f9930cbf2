import { z } from 'zod';

/** A chapter of the story game (api-reference-routes 1.4 `stories`). */
export const Story = z.object({
  id: z.number().int(),
  title: z.string(),
  filenames: z.array(z.string()),
  imageUrl: z.string(),
  isPublished: z.boolean(),
  openAt: z.string(),
  closeAt: z.string(),
  courseId: z.number().int(),
});
export type Story = z.infer<typeof Story>;

/** The largest save the game may store (issue 23); a bigger body is 413 and the old save stays. */
export const GAME_STATES_MAX_BYTES = 256 * 1024;

/** The 413 of a save over GAME_STATES_MAX_BYTES (the whole request body counts). */
export const GAME_STATES_TOO_LARGE = `The game save is larger than ${GAME_STATES_MAX_BYTES} bytes (256 KB); the previous save is kept.`;

/** The start of the 400 for a body that is not a save. */
export const INVALID_GAME_STATES = 'Invalid game save';

/** Why `gameStates` was refused when it is not a JSON object. */
export const GAME_STATES_NOT_OBJECT = 'must be an object (the whole save: {gameSaveStates, userSaveState})';

/**
 * PUT /v2/courses/{cid}/user/game_states: the game's whole save (game-facts 2,
 * `{gameSaveStates, userSaveState}`), stored as given so any client's saves read back unchanged.
 */
export const GameStatesRequest = z.object({
  gameStates: z.record(z.string(), z.unknown(), { error: GAME_STATES_NOT_OBJECT }),
});
export type GameStatesRequest = z.infer<typeof GameStatesRequest>;

// ---- Course files (GET /assets/{prefix}{path}) ----

/** Where course files are served: `/assets/` then the file's key in the file store. */
export const ASSETS_PATH = '/assets/';

/** The text of a course file's 404 (a missing file, or a name the route does not serve). */
export const noCourseFile = (key: string) => `No course file ${key}`;

/** The 400 of an address that could name a file outside the store (`..`, `\`, NUL, ...). */
export const INVALID_ASSET_PATH = 'Invalid file path';

/**
 * The folder of a course's files in the file store (game-facts 6): the course's `assetsPrefix`
 * when an admin set one, else `courses/{courseId}/`; always ends with `/` and never starts with
 * one, so `prefix + path` is a key. The server's seed and route and the web's addresses use this
 * one rule.
 */
export function courseAssetsPrefix(course: { courseId: number; assetsPrefix?: string | null }): string {
  const given = (course.assetsPrefix ?? '').trim().replace(/^\/+/, '');
  if (given === '') return `courses/${course.courseId}/`;
  return given.endsWith('/') ? given : `${given}/`;
}

/**
 * The store key of a course file named as checkpoint files name them (`/locations/a/b.svg`,
 * `stories/x.txt`): the prefix, then the path without its leading slashes.
 */
export function courseAssetKey(prefix: string, path: string): string {
  return `${prefix}${path.replace(/^\/+/, '')}`;
}

/** The address a browser loads a course file from (same origin: `<img>` and Phaser send no token). */
export function courseAssetUrl(prefix: string, path: string): string {
  return `${ASSETS_PATH}${courseAssetKey(prefix, path)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;
}
