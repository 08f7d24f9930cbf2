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

/**
 * PUT /v2/courses/{cid}/user/game_states: the game's whole save (game-facts 2,
 * `{gameSaveStates, userSaveState}`), stored as given so any client's saves read back unchanged.
 */
export const GameStatesRequest = z.object({
  gameStates: z.record(z.string(), z.unknown()),
});
export type GameStatesRequest = z.infer<typeof GameStatesRequest>;
