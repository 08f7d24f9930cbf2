/** The story game's texts (issue 23, spec 3 sections 2.1 and 4): the canvas and the layer share them. */
export const GAME_REGION = 'Story game';
export const GAME_STATUS = 'Story game status';
export const GAME_ACTIONS = 'Game actions';
export const CANVAS_LABEL = 'Game canvas: click or focus it for the game keys';
export const LOADING = 'Loading the story game…';
export const LOAD_FAILED = 'The story game could not be loaded. Please refresh to try again.';

export const PLAY_CHAPTER = 'Play Chapter';
export const AWARDS_HALL = 'Awards Hall';
export const MY_ROOM = 'Go to My Room';
export const SETTINGS = 'Settings';
export const KEY_BINDINGS = 'Key Bindings';
export const BACK = 'Back';
export const CLEAR_DATA = 'Clear data';
export const GAME_CLEARED = 'Game cleared! Please refresh';
export const USE_MOCK_CHAPTERS = 'Use Mock Chapters';

export const PLAY_CONTINUE = 'Play/Continue';
export const RESET_PROGRESS = 'Reset progress';
export const CHAPTER_COMPLETED = 'Chapter completed';
export const CHAPTER_LOCKED = 'Locked';
export const SCROLL_LEFT = 'Scroll left';
export const SCROLL_RIGHT = 'Scroll right';
export const NO_CHAPTERS = 'No chapters are open yet.';
export const chapterLabel = (index: number) => `Chapter ${index}`;

export const SKIP = 'Skip';

export const SFX_VOLUME = 'SFX Volume';
export const BGM_VOLUME = 'BGM Volume';
export const APPLY_SETTINGS = 'Apply Settings';
export const SETTINGS_APPLIED = 'Settings applied.';

export const NO_AWARDS = 'No awards yet.';
export const LOCKED_AWARD = 'No preview available';

export const ESCAPE_MENU_MAIN = 'Main Menu';
export const ESCAPE_MENU_CONTINUE = 'Continue';
export const ESCAPE_MENU_TITLE = 'Paused';
export const AWARDS_MENU_TITLE = 'Awards';
export const CLOSE = 'Close';
export const ROOM_UNAVAILABLE = 'My Room is not available yet.';
export const CHECKPOINT_FAILED = 'This checkpoint could not be loaded:';

/** The Bindings scene's rows (spec 3 section 2.1; game-facts 3). */
export const BINDINGS: readonly (readonly [string, string])[] = [
  ['Esc', 'Escape Menu'],
  ['Tab', 'Awards Menu'],
  ['Space', 'Next line'],
  ['S', 'Skip dialogue'],
  ['1-9', 'Pick an option'],
];

/** 0 -> '0', 0.25 -> '0.25', 1 -> '1.0': the volume choices as Settings draws them. */
export function volumeLabel(volume: number): string {
  return Number.isInteger(volume) && volume !== 0 ? volume.toFixed(1) : String(volume);
}
