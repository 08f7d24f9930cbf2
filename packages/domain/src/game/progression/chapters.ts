import type { FullSaveState, GameSaveState, GameSettings } from '../save-types';
import { defaultGameSaveState } from './defaults';

export const CHECKPOINT_REACHED = 'Checkpoint reached.';
export const CHAPTER_COMPLETED = 'Chapter completed.';

/** A chapter opens once the one before it is completed (game-facts 3 ChapterSelect). */
export function isChapterLocked(index: number, largestCompletedChapter: number): boolean {
  return index > largestCompletedChapter + 1;
}

/** The 'Chapter Completed' bar. */
export function isChapterCompleted(index: number, largestCompletedChapter: number): boolean {
  return index <= largestCompletedChapter;
}

/** Chapters in play order: by openAt, the earliest first; the position is the chapter's index. */
export function sortStories<T extends { openAt: string }>(stories: readonly T[]): T[] {
  return [...stories].sort((a, b) => Date.parse(a.openAt) - Date.parse(b.openAt));
}

/** The chapter the select screen opens at: the one after the largest completed, at most the last. */
export function chapterScrollTarget(largestCompletedChapter: number, chapterCount: number): number {
  if (chapterCount <= 0) return 0;
  return Math.min(Math.max(largestCompletedChapter + 1, 0), chapterCount - 1);
}

export function chapterState(full: FullSaveState, chapterIndex: number): GameSaveState {
  return full.gameSaveStates[String(chapterIndex)] ?? defaultGameSaveState();
}

/** Puts one chapter's state into the full save, the rest unchanged. */
export function withChapterState(
  full: FullSaveState,
  chapterIndex: number,
  state: GameSaveState,
): FullSaveState {
  return { ...full, gameSaveStates: { ...full.gameSaveStates, [String(chapterIndex)]: state } };
}

/** Starting a chapter: Play/Continue keeps the state, Reset progress starts it fresh at checkpoint 0. */
export function startChapter(
  full: FullSaveState,
  chapterIndex: number,
  mode: 'continue' | 'reset',
): { full: FullSaveState; checkpoint: number } {
  const state = mode === 'reset' ? defaultGameSaveState() : chapterState(full, chapterIndex);
  const checkpoint = state.lastCheckpointPlayed;
  const next = withChapterState(full, chapterIndex, state);
  return {
    full: {
      ...next,
      userSaveState: { ...next.userSaveState, recentlyPlayedCheckpoint: [chapterIndex, checkpoint] },
    },
    checkpoint,
  };
}

export interface CheckpointOutcome {
  full: FullSaveState;
  text: typeof CHECKPOINT_REACHED | typeof CHAPTER_COMPLETED;
  /** What to play next, or null: back to ChapterSelect. */
  next: { chapter: number; checkpoint: number } | null;
  chapterCompleted: boolean;
}

/**
 * game-facts 2 "Checkpoint progression". `full` already holds the finished checkpoint's own state.
 * Not the chapter's last file: the next checkpoint is saved as `lastCheckpointPlayed` with a fresh
 * state. The last file: the chapter is marked newly completed, `largestCompletedChapter` rises,
 * and the next chapter starts at checkpoint 0 (or ChapterSelect after the last chapter).
 */
export function finishCheckpoint(
  full: FullSaveState,
  chapterIndex: number,
  checkpointIndex: number,
  fileCount: number,
  chapterCount: number,
): CheckpointOutcome {
  if (checkpointIndex + 1 < fileCount) {
    const fresh = { ...defaultGameSaveState(), lastCheckpointPlayed: checkpointIndex + 1 };
    const next = withChapterState(full, chapterIndex, fresh);
    return {
      full: {
        ...next,
        userSaveState: {
          ...next.userSaveState,
          recentlyPlayedCheckpoint: [chapterIndex, checkpointIndex + 1],
        },
      },
      text: CHECKPOINT_REACHED,
      next: { chapter: chapterIndex, checkpoint: checkpointIndex + 1 },
      chapterCompleted: false,
    };
  }
  const completed = { ...chapterState(full, chapterIndex), chapterNewlyCompleted: true };
  const saved = withChapterState(full, chapterIndex, completed);
  const user = saved.userSaveState;
  const hasNext = chapterIndex + 1 < chapterCount;
  return {
    full: {
      ...saved,
      userSaveState: {
        ...user,
        largestCompletedChapter: Math.max(user.largestCompletedChapter, chapterIndex),
        recentlyPlayedCheckpoint: hasNext ? [chapterIndex + 1, 0] : user.recentlyPlayedCheckpoint,
      },
    },
    text: CHAPTER_COMPLETED,
    next: hasNext ? { chapter: chapterIndex + 1, checkpoint: 0 } : null,
    chapterCompleted: true,
  };
}

/** Settings' Apply: the new settings into the user state (saved by the caller). */
export function applySettings(full: FullSaveState, settings: GameSettings): FullSaveState {
  return { ...full, userSaveState: { ...full.userSaveState, settings: { ...settings } } };
}
