/**
 * What the Source modules hand to whoever shows their results. A bundle runs inside the runner's
 * worker (or the grader's Node worker), next to the interpreter; nothing it keeps there - runes,
 * curves, Source functions - ever leaves it. What a program draws or plays is turned into the plain,
 * structured-cloneable data below at the moment it is drawn or played (inside the module function,
 * so the program's own time limit and error lines apply), and the runner sends that data to the page,
 * typed arrays transferred (docs/adr/0016-module-outputs.md).
 *
 * Every bundle keeps its state in js-slang's `context.moduleContexts[name].state`, which implements
 * `ModuleState`: the runner reads `outputs` after every call and sends the ones it has not sent yet.
 */

/** The sample rate of every sound the modules make (spec: 44,100 Hz). */
export const SAMPLE_RATE = 44_100;

/** Limits that keep one program from exhausting the worker or the page (issue 18). */
export const MODULE_LIMITS = {
  /** Longest sound `play`/`play_in_tab` renders: 10 minutes. */
  maxSoundSeconds: 600,
  /** Most frames one animation may have (duration × fps). */
  maxAnimationFrames: 3_000,
  /** Most drawings (runes, curves, sounds) one run may make. */
  maxDrawingsPerRun: 1_000,
  /** A Source function called after the program ended (a filter on a frame, a timer) gets this long. */
  callbackTimeMs: 1_000,
} as const;

/** A flattened rune: triangles in clip space and a colour per vertex, ready for WebGL or a 2D canvas. */
export interface RuneScene {
  /** x, y, z, w per vertex; three vertices a triangle; x and y in [-1, 1], +y up as in WebGL. */
  positions: Float32Array;
  /** r, g, b, a in [0, 1] per vertex. */
  colors: Float32Array;
  /** Textured squares (`from_url`): the image's address and the 4x4 matrix that places the unit square. */
  textures: { url: string; transform: Float32Array }[];
}

export type RuneMode = 'normal' | 'anaglyph' | 'hollusion';

export type CurveSpace = '2D' | '3D';
/** `draw_connected` (lines) or `draw_points` (points). */
export type CurveStyle = 'lines' | 'points';
/** Plain drawers keep the unit square; `_full_view` stretches to fill; `_full_view_proportional` fits. */
export type CurveView = 'fit' | 'stretch' | 'proportional';

export interface CurveDrawing {
  space: CurveSpace;
  style: CurveStyle;
  view: CurveView;
  /** x, y, z per sample point (z is 0 for 2D curves), in the curve's own coordinates. */
  points: Float32Array;
  /** r, g, b, a in [0, 1] per point. */
  colors: Float32Array;
}

/** One drawing or sound a program made, in the order it made them. */
export type ModuleOutput =
  | {
      module: 'rune';
      kind: 'rune';
      mode: RuneMode;
      /** How far apart a hollusion's layers are (0.1 unless `hollusion_magnitude` says otherwise). */
      magnitude: number;
      scene: RuneScene;
    }
  | {
      module: 'rune';
      kind: 'rune-animation';
      mode: RuneMode;
      fps: number;
      duration: number;
      frames: RuneScene[];
    }
  | { module: 'curve'; kind: 'curve'; drawing: CurveDrawing }
  | { module: 'curve'; kind: 'curve-animation'; fps: number; duration: number; frames: CurveDrawing[] }
  | {
      module: 'sound' | 'stereo_sound';
      kind: 'sound';
      /** One channel (mono) or two (left, right); samples in [-1, 1] at SAMPLE_RATE. */
      channels: Float32Array[];
      /** `play` starts it at once; `play_in_tab` only lists it. */
      autoplay: boolean;
    }
  /** `stop()`: whatever is playing stops. */
  | { module: 'sound' | 'stereo_sound'; kind: 'stop' }
  /** `init_record()`: the page asks for the microphone. */
  | { module: 'sound' | 'stereo_sound'; kind: 'record-permission' }
  /**
   * `record`/`record_for`: the page waits `bufferMs`, beeps, records for `durationMs` (null: until
   * the matching 'record-stop'), beeps, and sends the samples back to the module
   * (`ModuleState.receive` with `RecordingData`).
   */
  | {
      module: 'sound' | 'stereo_sound';
      kind: 'record';
      id: number;
      durationMs: number | null;
      bufferMs: number;
    }
  /** The stop function `record` returned was called: recording `id` ends now. */
  | { module: 'sound' | 'stereo_sound'; kind: 'record-stop'; id: number }
  /** A `set_timeout` callback failed after the program ended: its error line for the REPL. */
  | { module: 'sound_matrix'; kind: 'error'; text: string }
  /** `start()` was the program's value: the Video Display tab opens with these settings. */
  | { module: 'pix_n_flix'; kind: 'video'; settings: VideoSettings }
  /** What one call of a room program (its run, `preload`, `create`, `update`, a listener) drew. */
  | { module: 'game'; kind: 'room'; commands: RoomCommand[] };

export type VideoMode = 'live' | 'image' | 'video';

export interface VideoSettings {
  width: number;
  height: number;
  fps: number;
  /** 0 to 1. */
  volume: number;
  mode: VideoMode;
  /** For 'image' and 'video' modes set by `use_image_url`/`use_video_url`. */
  url: string | null;
  keepAspectRatio: boolean;
  /** `set_loop_count`: negative means forever. */
  loopCount: number;
  /** `pause_at(ms)`: the video pauses there; null for never. */
  pauseAtMs: number | null;
}

/** One video frame crossing to the worker and back: RGBA bytes, row by row. */
export interface VideoFrame {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  /** The video's time in ms (`get_video_time`). */
  timeMs: number;
}

/**
 * The state object every bundle keeps in `context.moduleContexts[name].state`. The runner knows
 * modules only through it.
 */
export interface ModuleState {
  /** Everything drawn or played since the context was made, oldest first (never cleared). */
  outputs: ModuleOutput[];
  /** Plain data the page sends with each run (the tone matrix's grid for `sound_matrix`). */
  input?: unknown;
  /** pix_n_flix: runs the installed filter on one frame (throws a Source error if it fails). */
  filterFrame?(frame: VideoFrame): VideoFrame;
  /** Data the page sends the module later, between calls (a recording's samples for `sound`). */
  receive?(data: unknown): void;
  /**
   * Installed by the runner: a module that ran Source code outside any call (a `set_timeout`
   * callback) calls it afterwards, so what that code drew or played reaches the page at once.
   */
  notify?(): void;
  /** The runner drops this state's context (a new Run): timers and the like stop here. */
  dispose?(): void;
  /**
   * Work the page asks of the module after the program ran (`module/call`: the room's `update`, a
   * listener), run by the runner as a call of its own, under the program's time limit. `program`
   * gives the value of one of the program's global names (undefined if it declared none). What it
   * returns is the call's value; what it throws is the call's error.
   */
  call?(request: unknown, program: (name: string) => unknown): unknown;
  /**
   * The call (run, REPL input, `call`) ended: a module that gathers a call's work into one output
   * pushes it to `outputs` now. The runner calls it before it reads the outputs.
   */
  settle?(): void;
}

/** What the page sends `sound`/`stereo_sound` when a recording is done: mono samples at SAMPLE_RATE. */
export interface RecordingData {
  recording: number;
  samples: Float32Array;
}

/** The typed arrays of outputs, to transfer rather than copy across postMessage. */
export function transferablesOf(outputs: readonly ModuleOutput[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: { buffer: ArrayBufferLike }) => {
    if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  const addScene = (scene: RuneScene) => {
    add(scene.positions);
    add(scene.colors);
  };
  const addCurve = (drawing: CurveDrawing) => {
    add(drawing.points);
    add(drawing.colors);
  };
  for (const output of outputs) {
    switch (output.kind) {
      case 'rune':
        addScene(output.scene);
        break;
      case 'rune-animation':
        output.frames.forEach(addScene);
        break;
      case 'curve':
        addCurve(output.drawing);
        break;
      case 'curve-animation':
        output.frames.forEach(addCurve);
        break;
      case 'sound':
        output.channels.forEach(add);
        break;
      default:
        break;
    }
  }
  return [...buffers];
}

/**
 * The `game` module's drawing commands (the student's room, game-facts 4). The module never touches
 * Phaser or a page: each function records one command, naming objects by the number the module gave
 * them, and the page's room scene applies the commands in order (docs/adr/0029-room-command-protocol.md).
 */
export type RoomObjectKind = 'image' | 'award' | 'text' | 'rect' | 'ellipse' | 'container';

export interface RoomTextStyle {
  fontFamily: string;
  fontSize: string;
  color: string;
  stroke: string;
  strokeThickness: number;
  align: string;
}

/** `set_interactive`'s options (create_interactive_config). */
export interface RoomInteractive {
  draggable: boolean;
  useHandCursor: boolean;
  pixelPerfect: boolean;
  alphaTolerance: number;
}

export interface RoomSound {
  mute: boolean;
  volume: number;
  rate: number;
  detune: number;
  seek: number;
  loop: boolean;
  delay: number;
}

export interface RoomSpritesheet {
  frameWidth: number;
  frameHeight: number;
  startFrame: number;
  margin: number;
  spacing: number;
}

/** One frame of an animation: an image's key (or a spritesheet's key and frame number). */
export interface RoomAnimFrame {
  key: string;
  frame: number | null;
  /** ms; 0: the animation's frame rate decides. */
  duration: number;
  visible: boolean;
}

export interface RoomAnim {
  key: string;
  /** Listed frames, or every frame of a spritesheet (create_anim_spritesheet_frame_configs). */
  frames: RoomAnimFrame[] | { spritesheet: string };
  frameRate: number;
  /** ms; null: from the frame rate. */
  duration: number | null;
  repeat: number;
  yoyo: boolean;
  showOnStart: boolean;
  hideOnComplete: boolean;
}

/** A tween of numeric properties of one object; its callbacks are listeners (`onComplete`, `onLoop`). */
export interface RoomTween {
  /** Property -> target: a number, or '+=n' / '-=n' relative to where it is. */
  props: Record<string, number | string>;
  delay: number;
  duration: number;
  ease: string;
  yoyo: boolean;
  loop: number;
  loopDelay: number;
  onComplete: number | null;
  onLoop: number | null;
}

export type RoomCommand =
  | { op: 'load-image'; key: string; url: string }
  | { op: 'load-sound'; key: string; url: string }
  | { op: 'load-spritesheet'; key: string; url: string; sheet: RoomSpritesheet }
  | { op: 'create-image'; id: number; x: number; y: number; key: string }
  /** Drawn with the award's art if the player owns it (a 'VERIFIED' tag on hover), else cookies. */
  | { op: 'create-award'; id: number; x: number; y: number; key: string }
  | { op: 'create-text'; id: number; x: number; y: number; text: string; style: RoomTextStyle }
  | {
      op: 'create-shape';
      id: number;
      shape: 'rect' | 'ellipse';
      x: number;
      y: number;
      width: number;
      height: number;
      fill: number;
      alpha: number;
    }
  | { op: 'create-container'; id: number; x: number; y: number }
  /** Shown in the scene (`add`). */
  | { op: 'add'; id: number }
  | { op: 'add-to-container'; container: number; id: number }
  | { op: 'destroy'; id: number }
  | {
      op: 'set-pair';
      id: number;
      prop: 'displaySize' | 'origin' | 'position' | 'scale';
      x: number;
      y: number;
    }
  | { op: 'set-value'; id: number; prop: 'alpha' | 'rotation'; value: number }
  | { op: 'set-flip'; id: number; x: boolean; y: boolean }
  | { op: 'set-interactive'; id: number; config: RoomInteractive }
  | { op: 'create-anim'; anim: RoomAnim }
  | { op: 'play-anim'; id: number; key: string }
  | { op: 'tween'; id: number; tween: RoomTween }
  | { op: 'play-sound'; key: string; config: RoomSound }
  /** Object `id`'s `event` ('pointerdown', 'pointerup', 'pointerover', 'pointerout', ...) calls listener `listener`. */
  | { op: 'listen'; listener: number; id: number; event: string }
  /** Keyboard key `key` (a Phaser key name such as 'A' or 'SPACE', or a key code) and 'down' or 'up'. */
  | { op: 'listen-key'; listener: number; key: string | number; event: string }
  | { op: 'unlisten'; listener: number };

/** What the page hands the `game` module before the program runs (`RunSettings.moduleInputs.game`). */
export interface RoomInput {
  /** prepend_remote_url's base: the course's asset address ending in '/'. */
  assetBase: string;
  /** The canvas as shown on the page (get_screen_display_width/height). */
  displayWidth: number;
  displayHeight: number;
}

/** What the page asks the `game` module to run after the program (`SourceSession.callModule`). */
export type RoomCall =
  /** The program's own `preload`, `create` or `update`; the call's value is false when it has none. */
  | { kind: 'function'; name: 'preload' | 'create' | 'update' }
  /** A listener an event fired (pointer events give the pointer's x and y in game pixels). */
  | { kind: 'listener'; listener: number; args: number[] }
  /** The canvas's shown size changed. */
  | { kind: 'display'; width: number; height: number };

/** Limits that keep a room program from flooding the page (issue 23). */
export const ROOM_LIMITS = {
  /** Most objects alive at once. */
  maxObjects: 2_000,
  /** Most commands one call (the program's run, one update, one listener) may record. */
  maxCommandsPerCall: 5_000,
  /** Most listeners registered at once. */
  maxListeners: 500,
  /** Longest text, key or address, in characters. */
  maxStringLength: 10_000,
  /** Most assets loaded. */
  maxAssets: 500,
} as const;

export const ROOM_SCREEN = { width: 1920, height: 1080 } as const;
