import type {
  ActionCondition,
  DialogueLine,
  GameCheckpoint,
  GameLocation,
  PopupSize,
  ScreenPosition,
} from '../checkpoint-types';
import type { GameEffect, GameEnvironment } from '../engine-types';
import type { GamePhase, GameSaveState, UserSaveState } from '../save-types';

/**
 * The work the engine has in hand, as a stack: the top frame runs first. Frames that wait for the
 * player (a line, a notice, a question, a timer) stop the engine until an input moves them on; the
 * others run straight through. While any frame is on the stack the phase is Sequence.
 */
export type Frame =
  | { kind: 'actions'; ids: string[]; index: number; save: boolean }
  | {
      kind: 'dialogue';
      parts: Record<string, DialogueLine[]>;
      part: string;
      index: number;
      /** The current line has been shown and its actions started. */
      entered: boolean;
      /** Next was pressed: move on once any condition question is answered. */
      advancing: boolean;
      skipping: boolean;
      /** The part a prompt choice jumps to. */
      jumpTo?: string;
    }
  | { kind: 'quiz'; quizId: string; question: number; score: number }
  | { kind: 'notice'; text: string }
  | { kind: 'wait'; popupObjectId?: string }
  | { kind: 'confirm'; number: string }
  | { kind: 'question'; condition: ActionCondition }
  | { kind: 'call'; run: () => void };

export interface ShownPopup {
  objectId: string;
  assetKey: string;
  position: ScreenPosition;
  size: PopupSize;
}

/** Everything one session changes, in one place the action, view and input code share. */
export interface Runtime {
  checkpoint: GameCheckpoint;
  env: GameEnvironment;
  state: GameSaveState;
  user: UserSaveState;
  /** The checkpoint's locations, changed by add_item, add_mode and move_character. */
  locations: Record<string, GameLocation>;
  /** update_character / move_character: a character's expression and position now. */
  looks: Map<string, { expression: string; position: ScreenPosition }>;
  /** The phase when nothing runs: Explore, Talk, Menu or Move. */
  basePhase: GamePhase;
  stack: Frame[];
  effects: GameEffect[];
  saveRequested: boolean;
  objectLayer: boolean;
  glowing: Set<string>;
  blinking: Set<string>;
  animations: Map<string, { startFrame: number; frameRate: number }>;
  popups: ShownPopup[];
  /** change_background: the background drawn instead of the location's. */
  backgroundOverride?: string;
  /** preview_location: the location whose background, objects and boxes are drawn. */
  previewLocationId?: string;
  /** The simulator's answers to `userstate` conditions, by condition. */
  userStateAnswers: Map<string, boolean>;
  started: boolean;
  transitioned: boolean;
  finished: boolean;
}

/** A record's own entry: ids from a save or a file never reach `Object.prototype` ('constructor'). */
export function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

export function notFound(id: string): Error {
  return new Error(`Id ${id} not found!`);
}

export function addOnce(list: string[], id: string): void {
  if (!list.includes(id)) list.push(id);
}

export function currentLocation(rt: Runtime): GameLocation {
  const id = rt.state.currentLocation ?? '';
  const location = own(rt.locations, id);
  if (!location) throw notFound(id);
  return location;
}

/** Classic files (menu or move modes) rest in Menu; current ones in Explore (game-facts "Version split"). */
export function restingPhase(location: GameLocation): GamePhase {
  return location.modes.includes('menu') || location.modes.includes('move') ? 'Menu' : 'Explore';
}
