import { defaultGameSaveState, type FullSaveState } from '@sa/domain';
import { CHAPTER_DONE, CHECKPOINT_REACHED } from '../texts';
import type { CheckpointEnd } from './progression';

/**
 * What follows a finished checkpoint (game-facts 2 "Checkpoint progression"): another file of the
 * chapter saves the next as `lastCheckpointPlayed` and starts it fresh ('Checkpoint reached.');
 * the chapter's last file marks the chapter completed, raises `largestCompletedChapter` and goes
 * on to the next chapter's first checkpoint, or back to ChapterSelect ('Chapter completed.').
 */
export function endCheckpoint(
  save: FullSaveState,
  chapter: number,
  checkpoint: number,
  chapters: number,
  files: number,
): CheckpointEnd {
  const key = String(chapter);
  const state = save.gameSaveStates[key] ?? defaultGameSaveState();
  if (checkpoint + 1 < files) {
    const next = { ...defaultGameSaveState(), lastCheckpointPlayed: checkpoint + 1 };
    return {
      save: { ...save, gameSaveStates: { ...save.gameSaveStates, [key]: next } },
      text: CHECKPOINT_REACHED,
      next: { chapter, checkpoint: checkpoint + 1, continuing: true },
    };
  }
  const user = save.userSaveState;
  return {
    save: {
      gameSaveStates: { ...save.gameSaveStates, [key]: { ...state, chapterNewlyCompleted: true } },
      userSaveState: { ...user, largestCompletedChapter: Math.max(user.largestCompletedChapter, chapter) },
    },
    text: CHAPTER_DONE,
    next: chapter + 1 < chapters ? { chapter: chapter + 1, checkpoint: 0, continuing: true } : null,
  };
}
