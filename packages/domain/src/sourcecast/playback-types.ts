/**
 * A recorded lesson's playback data (reference fact sheet C): the editor's state when recording
 * began and every input after it, `time` in ms since the start excluding paused time. Stored and
 * sent as JSON text; these are its parsed shapes, shared by the recorder, the player, the server's
 * upload check and the local event log.
 */

/** A place in the editor's text: 0-based row (line) and column (UTF-16 code units), as Ace counts. */
export interface AcePosition {
  row: number;
  column: number;
}

/**
 * One edit as Ace writes it, so recordings play on both platforms: `insert` puts `lines` (joined by
 * newlines) at `start`, and `end` is where the inserted text ends; `remove` deletes `start` to `end`,
 * `lines` being the removed text.
 */
export interface AceDelta {
  action: 'insert' | 'remove';
  start: AcePosition;
  end: AcePosition;
  lines: string[];
}

export interface AceRange {
  start: AcePosition;
  end: AcePosition;
}

/** Every input type with the data it carries. */
export interface InputData {
  codeDelta: AceDelta;
  cursorPositionChange: AcePosition;
  /** Recorded only when the range is non-empty. */
  selectionRangeData: { range: AceRange; isBackwards: boolean };
  /** `'run'`: Run or Shift-Enter. */
  keyboardCommand: 'run';
  /** A side tab's id. */
  activeTabChange: string;
  chapterSelect: number;
  /** An external library's name, e.g. 'NONE', 'SOUNDS'. */
  externalLibrarySelect: string;
  forcePause: null;
}

export type InputType = keyof InputData;

/** One recorded input: `{time, type, data}` with the data its type says. */
export type Input = { [T in InputType]: { time: number; type: T; data: InputData[T] } }[InputType];

export type InputOf<T extends InputType> = Extract<Input, { type: T }>;

export interface PlaybackInit {
  editorValue: string;
  chapter: number;
  externalLibrary: string;
}

export interface PlaybackData {
  init: PlaybackInit;
  inputs: Input[];
}
