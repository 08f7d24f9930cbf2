/**
 * A checkpoint of the story game as plain data: what the parser (`parseCheckpoint`) makes of
 * `defaultCheckpoint.txt` plus one checkpoint file (game-facts 1), and all the engine reads. No
 * Phaser here: the web's scenes only draw what the engine says (issue 23).
 *
 * Ids are global across both files (game-facts 1: one registry). Asset paths are kept as written
 * (`/locations/dock/normal.png`); the web turns them into addresses under the course's prefix.
 */

/** HEAD parses `explore` and `talk`; classic files also say `menu` and `move` (game-facts "Version split"). */
export type GameMode = 'menu' | 'explore' | 'talk' | 'move';
export const GAME_MODES: readonly GameMode[] = ['menu', 'explore', 'talk', 'move'];

export type ScreenPosition = 'left' | 'middle' | 'right';
export type PopupSize = 'small' | 'medium' | 'large';

/** How an image asset is drawn: a still image, or a sprite sheet with `frames` frames. */
export interface AssetLook {
  kind: 'image' | 'sprite';
  /** Sprite sheets only: how many frames. */
  frames?: number;
}

export interface GameLocation {
  id: string;
  name: string;
  /** The background's path; also its asset key. */
  assetKey: string;
  look: AssetLook;
  modes: GameMode[];
  /** `nav`: classic Move destinations (location ids). */
  navigation: string[];
  /** `back` (HEAD): the location the "turn around" button leads to. */
  back?: string;
  talkTopics: string[];
  /** Items placed here now (ids), in file order. */
  objects: string[];
  boundingBoxes: string[];
  characters: string[];
  /** The first bgm of the location. */
  bgmKey?: string;
  /** `preview`: the picture shown in the classic Move menu. */
  previewKey?: string;
  /** Run each time the player enters. */
  actionIds: string[];
}

export interface GameObject {
  id: string;
  assetKey: string;
  look: AssetLook;
  /** The centre. */
  x: number;
  y: number;
  width?: number;
  height?: number;
  /** The indented action lines under it; an object with any is clickable. */
  actionIds: string[];
}

export interface BoundingBox {
  id: string;
  /** The centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  actionIds: string[];
}

export interface GameCharacter {
  id: string;
  name: string;
  defaultExpression: string;
  defaultPosition: ScreenPosition;
  scale: number;
}

/** `/avatars/<id>/<id>.<expr>.png` (game-facts 1.2). */
export function avatarPath(characterId: string, expression: string): string {
  return `/avatars/${characterId}/${characterId}.${expression}.png`;
}

export interface SoundAsset {
  key: string;
  path: string;
  volume: number;
  kind: 'bgm' | 'sfx';
}

export type ActionType =
  | 'show_dialogue'
  | 'add_item'
  | 'remove_item'
  | 'add_mode'
  | 'remove_mode'
  | 'move_character'
  | 'update_character'
  | 'change_background'
  | 'preview_location'
  | 'show_object_layer'
  | 'add_popup'
  | 'make_object_glow'
  | 'make_object_blink'
  | 'start_animation'
  | 'stop_animation'
  | 'play_bgm'
  | 'play_sfx'
  | 'obtain_collectible'
  | 'complete_objective'
  | 'show_task'
  | 'complete_task'
  | 'navigate_to_assessment'
  | 'update_assessment_status'
  | 'delay'
  | 'show_quiz'
  | 'change_location_to'
  | 'show_topics';

/** `add_item`/`remove_item`'s first parameter (game-facts 1.3). */
export type ItemType =
  | 'objects'
  | 'boundingBoxes'
  | 'characters'
  | 'talkTopics'
  | 'navigation'
  | 'actions'
  | 'bgmKey'
  | 'collectibles';

export type ActionCondition =
  | { kind: 'checklist' | 'tasklist' | 'attemptedQuiz' | 'passedQuiz'; id: string; negate: boolean }
  /** `userstate.<type>.<id>`: `assessments` (submitted), `achievements` (asset key), `collectibles`. */
  | {
      kind: 'userstate';
      userState: 'assessments' | 'achievements' | 'collectibles';
      id: string;
      negate: boolean;
    }
  | { kind: 'quizScore'; id: string; atLeast: number; negate: boolean };

export interface GameAction {
  /** `action#N`, numbered across both files in parse order. */
  id: string;
  type: ActionType;
  /** As written, trimmed. */
  params: string[];
  conditions: ActionCondition[];
  /** Written `name*(...)`: runs every time; otherwise once per save. */
  repeatable: boolean;
  /** 1-based line in its file, for messages. */
  line: number;
}

/** `goto N [if conds else M]`: after its line, play jumps to part N (or M, or on, when conds fail). */
export interface DialogueGoto {
  part: string;
  conditions: ActionCondition[];
  elsePart?: string;
}

export interface DialogueSpeaker {
  /** A character id, or the special `you` and `narrator`. */
  id: string;
  expression?: string;
  /** Defaults to middle. */
  position?: ScreenPosition;
}

export interface DialogueLine {
  /** Empty for a line that only carries a prompt. */
  text: string;
  /** Absent: the narrator (HEAD); classic files keep the previous speaker (the parser resolves it). */
  speaker?: DialogueSpeaker;
  actionIds: string[];
  goto?: DialogueGoto;
  prompt?: { question: string; choices: { text: string; part: string }[] };
}

export interface Dialogue {
  id: string;
  /** Shown in the Talk list; the id in Capitalised Words when the file gives none. */
  title: string;
  /** Parts by their number as written ('0' when the dialogue has no numbers). */
  parts: Record<string, DialogueLine[]>;
}

export interface QuizOption {
  text: string;
  /** Reaction lines shown after choosing it. */
  reaction: DialogueLine[];
}

export interface QuizQuestion {
  question: string;
  /** 0-based index of the right option. */
  answer: number;
  options: QuizOption[];
}

export interface Quiz {
  id: string;
  questions: QuizQuestion[];
}

export interface GameTask {
  id: string;
  title: string;
  description: string;
}

/** One checkpoint: `defaultCheckpoint.txt` and the checkpoint's file merged (game-facts 1). */
export interface GameCheckpoint {
  startingLoc?: string;
  objectives: string[];
  tasks: GameTask[];
  locations: Record<string, GameLocation>;
  objects: Record<string, GameObject>;
  boundingBoxes: Record<string, BoundingBox>;
  characters: Record<string, GameCharacter>;
  /** Every expression used per character, for preloading portraits. */
  expressions: Record<string, string[]>;
  dialogues: Record<string, Dialogue>;
  quizzes: Record<string, Quiz>;
  sounds: Record<string, SoundAsset>;
  actions: Record<string, GameAction>;
  gameStartActionIds: string[];
  checkpointCompleteActionIds: string[];
}

/** A parse failure: the message exactly as game-facts 1.6 words it, and where. */
export class CheckpointParseError extends Error {
  constructor(
    message: string,
    /** 1-based line in `file`, when the message is about one line. */
    readonly line: number | null,
    /** Which text: 'default' (defaultCheckpoint.txt) or 'checkpoint'. */
    readonly file: 'default' | 'checkpoint',
  ) {
    super(message);
    this.name = 'CheckpointParseError';
  }
}

/** `awardsMapping.txt` (game-facts 4): one award per id. */
export interface AwardMapping {
  id: string;
  kind: 'collectible' | 'achievement';
  assetKey: string;
  assetPath: string;
  title: string;
  description: string;
}

/** `roomPreviewMapping.txt`: assessment number -> background path. */
export type RoomPreviewMapping = Record<string, string>;
