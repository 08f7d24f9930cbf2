import type { SourceChapter, SourceVariant } from '@sa/domain';
import type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
import type { DataDrawing } from './visualizers/data-visualizer/types';
import type { EnvRunOptions, EnvTrace } from './visualizers/env/types';
import type { StepperSteps } from './visualizers/stepper/types';

/**
 * The one protocol for running Source, whoever hosts the interpreter: a browser Web Worker
 * (the workspaces) or a Node worker thread (the server grader). Everything crossing it is plain,
 * structured-cloneable data: interpreter state never leaves the worker.
 */

export interface RunSettings {
  chapter: SourceChapter;
  variant: SourceVariant;
  /** The interpreter's own limit (js-slang `originalMaxExecTime`), at least 1000 ms. */
  execTimeMs: number;
  /** Names of an external library's symbols made available to the program. */
  externalSymbols?: readonly string[];
  /** Extra global constants: name -> Source expression text, evaluated before the program. */
  globals?: Readonly<Record<string, string>>;
  /** When set, a 'run' also records the environment model (a bounded CSE-machine run) for the tab. */
  envModel?: EnvRunOptions;
  /**
   * Where the browser worker loads Source modules from (absolute, e.g. `https://host/modules`,
   * with modules.json and bundles/ under it). The Node worker ignores it: it reads its own copy.
   */
  moduleBackendUrl?: string;
  /**
   * Plain data the page hands a module before each call, by module name (the Tone Matrix's grid for
   * `sound_matrix`): it becomes `context.moduleContexts[name].state.input`.
   */
  moduleInputs?: Readonly<Record<string, unknown>>;
  /**
   * A question's legacy external library (`external.name`: RUNES, CURVES, SOUNDS, BINARYTREES,
   * PIXNFLIX, ALL, or a module's name): its modules are loaded into each fresh context and the
   * `externalSymbols` they provide are defined as globals, no import needed.
   */
  externalLibrary?: string;
  /**
   * Which evaluator runs the default variant where the host offers both (ADR 0035): the fast path
   * (compiled JavaScript, the default where installed) or js-slang's own native runner.
   */
  engine?: 'fast' | 'js-slang';
}

/** What a video frame sent to the worker's pix_n_flix filter came back as. */
export type VideoFilterOutcome =
  | { status: 'filtered'; frame: VideoFrame }
  /** The filter failed (its error line, as the REPL shows it), or there is no filter to run. */
  | { status: 'error'; text: string }
  /** A program is running: the frame was not filtered; show the next one. */
  | { status: 'skipped' };

/** One error as the REPL shows it, plus where it is for the editor's markers. */
export interface SourceErrorLine {
  /** js-slang's error type. */
  type: 'Syntax' | 'Runtime' | 'Type' | 'Import' | 'Internal';
  severity: 'Error' | 'Warning';
  /** 1-based; null when the error has no location. */
  line: number | null;
  /** 0-based, as js-slang reports it; null when unknown. */
  column: number | null;
  /** The error line exactly as `parseError` prints it, e.g. 'Line 1: Name x not declared.' */
  text: string;
  /** True for js-slang's potential infinite loop or recursion errors (the time limit). */
  isTimeout: boolean;
}

/**
 * `freshContext` (added later, optional) is true when `evaluate` found no context to continue - no run
 * yet, or the last one was stopped - and started a new one: the program's names are not defined.
 */
export type RunOutcome =
  /** `value` is the result stringified as the REPL shows it ('[1, [2, null]]', '"str"'). */
  | { status: 'finished'; value: string; valueIsUndefined: boolean; freshContext?: boolean }
  /** `text` is the whole `parseError` output, one line per error. */
  | { status: 'error'; errors: SourceErrorLine[]; text: string; freshContext?: boolean }
  /** Stopped from outside (Stop, or the host's hard time limit); the context is gone. */
  | { status: 'stopped'; reason: 'user' | 'hard-timeout' | 'out-of-memory' }
  /** The chapter and variant pair is one the runner cannot honour yet. */
  | { status: 'unavailable'; message: string };

/**
 * A program compiled for a remote device: the assembled SVML bytes (a Sling `run` message's body,
 * transferred from the worker), or js-slang's errors as a run reports them.
 */
export type DeviceCompileOutcome =
  | { status: 'compiled'; program: Uint8Array }
  | { status: 'error'; errors: SourceErrorLine[]; text: string };

/** How a `runStages` call ended: the outcome of the last stage that ran, and that stage's index. */
export interface StagesOutcome {
  outcome: RunOutcome;
  stage: number;
}

/** What a host hears while a program runs. */
export interface RunListener {
  /** One `display`/`raw_display`/`display_list` line, as it would print in the REPL. */
  onOutput?(line: string): void;
  /** One `draw_data(x, ...)` call's arguments as plain structure (chapter 2 and up), as it happens. */
  onDataDrawing?(drawing: DataDrawing): void;
  /** The environment model of a `runEnvModel` call, before its outcome. */
  onEnvTrace?(trace: EnvTrace): void;
  /** The substitution-model steps of a `runStepper` call, before its outcome. */
  onStepperSteps?(steps: StepperSteps): void;
  /** What a call's Source modules drew or played, once each, before its outcome (browser only). */
  onModuleOutputs?(outputs: ModuleOutput[]): void;
}

/**
 * A running interpreter context. `run` starts a fresh context for a whole program; `evaluate`
 * runs REPL input in the context of the last `run` (or a fresh one if there was none).
 */
export interface SourceSession {
  run(code: string, settings: RunSettings, listener?: RunListener): Promise<RunOutcome>;
  /** `moduleInputs` replaces the last run's (the Tone Matrix as it is now), when given. */
  evaluate(
    code: string,
    listener?: RunListener,
    moduleInputs?: Readonly<Record<string, unknown>>,
  ): Promise<RunOutcome>;
  /**
   * Runs `codes[0]` in a fresh context and the rest after it in the same context, in one round trip
   * to the worker, stopping at the first that does not finish: a grader's stages. Optional, so a
   * host may leave it out; runGraderStages then makes one call per stage.
   */
  runStages?(codes: readonly string[], settings: RunSettings): Promise<StagesOutcome>;
  /**
   * Runs a program on the CSE machine in a fresh context, at most `options.stepLimit` steps, and
   * hands the listener its environment model (one snapshot per step). Optional: a grader has no use.
   */
  runEnvModel?(
    code: string,
    settings: RunSettings,
    options: EnvRunOptions,
    listener?: RunListener,
  ): Promise<RunOutcome>;
  /**
   * Computes a chapter 1 or 2 program's substitution-model steps (at most `stepLimit`) in a fresh
   * context and hands them to the listener; the outcome's value is the last step's program. The REPL
   * starts afresh afterwards, as nothing was defined. Optional: a grader has no use for it.
   */
  runStepper?(
    code: string,
    settings: RunSettings,
    stepLimit: number,
    listener?: RunListener,
  ): Promise<RunOutcome>;
  /**
   * Runs the installed pix_n_flix filter of the REPL context on one frame (its pixels are
   * transferred, not copied). Never interrupts a call in flight ('skipped'); a filter that does not
   * return in time ends the worker, as Stop does. Optional: a grader shows no video.
   */
  filterVideoFrame?(frame: VideoFrame): Promise<VideoFilterOutcome>;
  /**
   * Hands data to a module of the REPL context (`ModuleState.receive`: a recording's samples, typed
   * arrays transferred). Queued behind a call in flight, never interrupting it; no answer.
   * Optional: a grader sends modules nothing.
   */
  sendToModule?(module: string, data: unknown): void;
  /**
   * Asks a module of the REPL context to do work after its program ran (`ModuleState.call`: the
   * room's `preload`, `create`, `update`, a listener), as a call of its own: under the program's time
   * limit, its outputs to the listener, its error as the REPL shows it. Like `evaluate`, it stops a
   * call in flight: callers wait for each answer. Optional: a grader makes no such calls.
   */
  callModule?(module: string, request: unknown, listener?: RunListener): Promise<RunOutcome>;
  /**
   * Listens for what the REPL context's modules draw or play after a call ended (a `set_timeout`
   * callback), as it happens; returns the function that stops listening. Optional (browser only).
   */
  onLateModuleOutputs?(listener: (outputs: ModuleOutput[]) => void): () => void;
  /**
   * Compiles a program for a remote device in `chapter` (default variant), the device's
   * `internalFunctions` known by name and compiled to calls by their index. Touches no REPL context
   * and never supersedes a call in flight (it waits behind it). Optional: the browser host has it.
   */
  compileForDevice?(
    code: string,
    chapter: SourceChapter,
    internalFunctions: readonly string[],
  ): Promise<DeviceCompileOutcome>;
  /** Ends the current evaluation at once; its promise resolves with status 'stopped'. */
  stop(): void;
  /** Frees the worker(s); the session cannot be used afterwards. */
  dispose(): void;
}
