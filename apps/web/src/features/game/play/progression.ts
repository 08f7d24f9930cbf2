import { type FullSaveState, type GameSaveState, type UserSaveState, withChapterState } from '@sa/domain';

/** A chapter's state saved by the engine, and the user's, merged into the whole save. */
export function mergeSave(
  save: FullSaveState,
  chapter: number,
  state: GameSaveState,
  user: UserSaveState,
): FullSaveState {
  return { ...withChapterState(save, chapter, state), userSaveState: user };
}
