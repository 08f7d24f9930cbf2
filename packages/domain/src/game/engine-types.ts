/**
 * The contract between the pure game engine (`GameSession`, packages/domain/src/game/engine/) and
 * whoever shows it: the web's GameManager scene (Phaser draws `GameView`) and the accessible layer
 * (HTML buttons from `GameView.controls`), and the story simulator later. The engine holds the
 * checkpoint's state and the save; input goes in as `GameInput`, and what the page must do outside
 * the picture (play a sound, save, open a tab, wait) comes out as `GameEffect`s.
 */
import type { ActionCondition, GameMode, PopupSize, ScreenPosition } from './checkpoint-types';
import type { FullSaveState, GamePhase, GameSaveState, UserSaveState } from './save-types';

/** What the engine needs from outside a checkpoint's files. */
export interface GameEnvironment {
  playerName: string;
  /** Only students' games save (spec 3 section 6); the simulator never saves. */
  saves: boolean;
  /** Assessment numbers the player has submitted (`userstate.assessments.<n>`). */
  submittedAssessments: ReadonlySet<string>;
  /** Asset keys of completed achievements (`userstate.achievements.<key>`). */
  completedAchievements: ReadonlySet<string>;
  /**
   * The simulator asks Yes/No for each `userstate` condition instead (game-facts 1.3); the game
   * leaves this out. Called at most once per distinct condition per session; the answer is kept.
   */
  askUserState?: boolean;
  /** Collectible titles by id, from `awardsMapping.txt`, for 'Obtained {title}'. */
  awardTitles: ReadonlyMap<string, string>;
}

/** A picture on screen, already resolved to its asset path. */
export interface ShownImage {
  id: string;
  assetKey: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
  sprite?: { frames: number; playing: boolean; startFrame: number; frameRate: number };
  glowing: boolean;
  blinking: boolean;
  /** Has actions the player can trigger by clicking. */
  clickable: boolean;
  /** Already clicked (the cursor shows a check). */
  used: boolean;
  /** HEAD: a door (`change_location_to`) leads to this location's name; a chat object opens topics. */
  role: 'plain' | 'door' | 'chat';
  doorTo?: string;
}

export interface ShownBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  used: boolean;
}

export interface ShownDialogue {
  /** Absent for the narrator. */
  speaker?: { id: string; name: string; expression?: string; position: ScreenPosition };
  /** Substitutions done (`{name}`, `{quiz.score}`). */
  text: string;
}

export interface ShownPrompt {
  question: string;
  choices: string[];
}

/** A control the player can use now, named as drawn; the accessible layer makes each a button. */
export interface GameControl {
  label: string;
  input: GameInput;
  /** Optional group name (e.g. 'Talk topics'). */
  group?: string;
}

export interface GameView {
  phase: GamePhase;
  locationId: string;
  locationName: string;
  background: string;
  /** Whether the objects layer is drawn (`show_object_layer`). */
  objectLayer: boolean;
  objects: ShownImage[];
  boxes: ShownBox[];
  /** Modes offered now (classic Menu; HEAD: none unless the location has more than explore). */
  modes: GameMode[];
  /** Open in Talk: topic dialogue ids with titles, and whether seen. */
  topics: { id: string; title: string; seen: boolean }[];
  /** Open in classic Move: destinations. */
  destinations: { id: string; name: string; preview?: string }[];
  dialogue?: ShownDialogue;
  prompt?: ShownPrompt;
  /** A notice waiting for Next: the location's name on arrival, 'Obtained {title}', 'Checkpoint reached.'. */
  notice?: string;
  /** Classic Menu only: the characters standing in the location (game-facts 3). */
  characters?: {
    id: string;
    name: string;
    expression: string;
    position: ScreenPosition;
    scale: number;
  }[];
  popups: { objectId: string; assetKey: string; position: ScreenPosition; size: PopupSize }[];
  /** The simulator's Yes/No question about a `userstate` condition. */
  question?: { condition: ActionCondition; text: string };
  tasks: { id: string; title: string; description: string; done: boolean }[];
  /** Set once every objective is done and the complete actions ran: the page moves on. */
  finished: boolean;
  /** Everything the player can do now, in reading order. */
  controls: GameControl[];
}

export type GameInput =
  /** Space, a click on the dialogue box, or dismissing a notice. */
  | { type: 'next' }
  /** S: skips dialogue lines until one with actions or a prompt. */
  | { type: 'skip' }
  | { type: 'choose'; index: number }
  | { type: 'click'; id: string }
  | { type: 'mode'; mode: GameMode }
  | { type: 'topic'; id: string }
  | { type: 'go'; locationId: string }
  /** Back to Menu (classic) or out of Talk. */
  | { type: 'back' }
  /** The answer to `GameView.question` (simulator) or to navigate_to_assessment's confirm. */
  | { type: 'answer'; yes: boolean }
  /** A `delay` or pop-up timer the page ran has elapsed. */
  | { type: 'resume' };

export type GameEffect =
  | { type: 'play-bgm'; key: string; path: string; volume: number }
  | { type: 'stop-bgm' }
  | { type: 'play-sfx'; key: string; path: string; volume: number }
  /** Save now (only produced when `GameEnvironment.saves`). */
  | { type: 'save'; state: GameSaveState; user: UserSaveState }
  /** The page waits this long, then sends `{type:'resume'}`; input is blocked meanwhile. */
  | { type: 'wait'; ms: number }
  /** navigate_to_assessment, after the player said yes: open the assessment numbered so. */
  | { type: 'open-assessment'; number: string }
  | { type: 'refresh-assessments' }
  /** A location change: fade out and in (300 + 500 ms). */
  | { type: 'fade' };

export interface GameStep {
  view: GameView;
  effects: GameEffect[];
}

/**
 * One checkpoint being played. Made by `createGameSession(checkpoint, save, user, env)`
 * (packages/domain/src/game/engine/); `save` is this chapter's state (a fresh one from
 * `defaultGameSaveState()` when starting over), `user` the player's user state.
 */
export interface GameSession {
  /** Loads the checkpoint (game-facts 2 "Loading a checkpoint") and answers the first screen. */
  start(): GameStep;
  input(input: GameInput): GameStep;
  view(): GameView;
  /** The state as it would be saved now. */
  snapshot(): { state: GameSaveState; user: UserSaveState };
}

export type { FullSaveState };
