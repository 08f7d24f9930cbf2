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

/** What GameManager is started with: a chapter's checkpoint, kept or fresh. */
export interface PlayRequest {
  chapter: number;
  checkpoint: number;
  /** Resume the chapter's saved state (Play/Continue); false starts it fresh. */
  continuing: boolean;
}

/** What CheckpointTransition shows, then where it goes. */
export interface TransitionRequest {
  text: string;
  next: PlayRequest | null;
}
