import type { FullSaveState } from '@sa/domain';

/** Locked unless at most one past the largest completed chapter (game-facts 3, ChapterSelect). */
export function chapterLocked(index: number, largestCompleted: number): boolean {
  return index > largestCompleted + 1;
}

export function chapterCompleted(index: number, largestCompleted: number): boolean {
  return index <= largestCompleted;
}

/** The carousel scrolls to the chapter after the largest completed one, capped at the last. */
export function carouselTarget(largestCompleted: number, chapters: number): number {
  return Math.max(0, Math.min(largestCompleted + 1, chapters - 1));
}

/** Where Play/Continue resumes a chapter: its last checkpoint played, 0 before any. */
export function lastCheckpointOf(save: FullSaveState, chapter: number): number {
  return save.gameSaveStates[String(chapter)]?.lastCheckpointPlayed ?? 0;
}
