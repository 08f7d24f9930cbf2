import type { FullSaveState, GameSaveState, UserSaveState } from '@sa/domain';
import type { PlayRequest } from '../scenes/keys';

/** A chapter's state saved by the engine, and the user's, merged into the whole save. */
export function mergeSave(
  save: FullSaveState,
  chapter: number,
  state: GameSaveState,
  user: UserSaveState,
): FullSaveState {
  return { gameSaveStates: { ...save.gameSaveStates, [String(chapter)]: state }, userSaveState: user };
}

export interface CheckpointEnd {
  save: FullSaveState;
  /** 'Checkpoint reached.' or 'Chapter completed.' */
  text: string;
  /** The next checkpoint or chapter; null: back to ChapterSelect. */
  next: PlayRequest | null;
}
