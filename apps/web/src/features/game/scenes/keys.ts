import type { GameCheckpoint } from '@sa/domain';

/** Scene keys: the scene list (scenes/index.ts) and every scene that starts another use these. */
export const SCENE = {
  mainMenu: 'MainMenu',
  chapterSelect: 'ChapterSelect',
  checkpointTransition: 'CheckpointTransition',
  gameManager: 'GameManager',
  awardsHall: 'AwardsHall',
  settings: 'Settings',
  bindings: 'Bindings',
  /** Built in room/RoomPreviewScene.ts (another part of issue 23). */
  roomPreview: 'RoomPreview',
} as const;

/**
 * What GameManager is started with: a chapter's checkpoint. The chapter's state in the save is
 * the one played (ChapterSelect's startChapter and finishCheckpoint have put it there).
 */
export interface PlayRequest {
  chapter: number;
  checkpoint: number;
  /**
   * The story simulator's checkpoint, already parsed from the texts it was given (spec 3
   * section 4, simulator mode): played with chapter and checkpoint -1, never saved, `userstate`
   * conditions asked Yes/No, and its end handed to `GameServices.simulation`.
   */
  simulation?: { checkpoint: GameCheckpoint };
}

/** What CheckpointTransition shows, then where it goes. */
export interface TransitionRequest {
  text: string;
  next: PlayRequest | null;
}
