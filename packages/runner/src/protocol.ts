import type { SourceChapter, SourceVariant } from '@sa/domain';

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
}

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

/** How a `runStages` call ended: the outcome of the last stage that ran, and that stage's index. */
export interface StagesOutcome {
  outcome: RunOutcome;
  stage: number;
}

/** What a host hears while a program runs. */
export interface RunListener {
  /** One `display`/`raw_display`/`display_list` line, as it would print in the REPL. */
  onOutput?(line: string): void;
}

/**
 * A running interpreter context. `run` starts a fresh context for a whole program; `evaluate`
 * runs REPL input in the context of the last `run` (or a fresh one if there was none).
 */
export interface SourceSession {
  run(code: string, settings: RunSettings, listener?: RunListener): Promise<RunOutcome>;
  evaluate(code: string, listener?: RunListener): Promise<RunOutcome>;
  /**
   * Runs `codes[0]` in a fresh context and the rest after it in the same context, in one round trip
   * to the worker, stopping at the first that does not finish: a grader's stages. Optional, so a
   * host may leave it out; runGraderStages then makes one call per stage.
   */
  runStages?(codes: readonly string[], settings: RunSettings): Promise<StagesOutcome>;
  /** Ends the current evaluation at once; its promise resolves with status 'stopped'. */
  stop(): void;
  /** Frees the worker(s); the session cannot be used afterwards. */
  dispose(): void;
}
