/**
 * The environment model (CSE machine) of one run as plain, structured-cloneable data: the worker
 * builds it once per run, the tab only draws it. Ids are stable across snapshots, so a frame or an
 * object keeps its identity (and its place in the drawing) while the slider moves.
 */

/** A value as a binding, a pair slot or an array slot holds it. */
export type EnvValue =
  /** A number, string, boolean, null or undefined, already as the REPL prints it (shortened). */
  | { kind: 'prim'; text: string }
  /** A name declared but not yet assigned (a const or let before its declaration ran). */
  | { kind: 'unassigned' }
  /** A function object drawn in the model; see EnvSnapshot.functions. */
  | { kind: 'fn'; id: string }
  /** A pair or array drawn as boxes; see EnvSnapshot.data. */
  | { kind: 'data'; id: string }
  /** A predeclared function (display, math_sqrt...): named, not drawn as an object. */
  | { kind: 'builtin'; name: string };

export interface EnvBinding {
  name: string;
  value: EnvValue;
}

export interface EnvFrame {
  id: string;
  /** 'Global', 'Program', a function's name, or 'Block'. */
  name: string;
  parentId: string | null;
  bindings: EnvBinding[];
}

export interface EnvFunction {
  id: string;
  /** The frame the function was created in (its enclosing environment). */
  envId: string;
  /** Short source text of the function, e.g. 'n => n === 0 ? 1 : ...'. */
  text: string;
}

export interface EnvData {
  id: string;
  kind: 'pair' | 'array';
  elements: EnvValue[];
}

export interface EnvSnapshot {
  /** 0 is the state before the first step. */
  step: number;
  /** The source line of the instruction about to run; null when there is none. */
  line: number | null;
  /** The innermost frame, where evaluation currently is. */
  currentFrameId: string | null;
  /** Parents before children (the global frame first). */
  frames: EnvFrame[];
  functions: EnvFunction[];
  data: EnvData[];
  /** Top of the control first, each item as short text. */
  control: string[];
  /** Top of the stash first. */
  stash: string[];
}

export interface EnvBreak {
  /** The snapshot the program pauses at. */
  step: number;
  /** 1-based source line. */
  line: number;
  /** 'debugger' for a `debugger;` statement, 'breakpoint' for a gutter breakpoint. */
  kind: 'breakpoint' | 'debugger';
}

export interface EnvTrace {
  snapshots: EnvSnapshot[];
  /** The step limit the run was capped at. */
  stepLimit: number;
  /** True when the program had more steps than the limit: the last snapshot is not its end. */
  limitReached: boolean;
  /** Where the program stops for a gutter breakpoint or `debugger;`, in step order. */
  breaks: EnvBreak[];
  /** display output with the step it was printed in (seen from that snapshot on), so a paused run shows only its part. */
  output: { step: number; line: string }[];
}

/** What the host asks for besides the program and its settings. */
export interface EnvRunOptions {
  /** At most this many steps are run and recorded (the workspace's step limit). */
  stepLimit: number;
  /** 1-based lines with a gutter breakpoint. */
  breakpointLines: readonly number[];
}

/** The message shown when a run is cut at the step limit. */
export function stepLimitMessage(stepLimit: number): string {
  return `The environment model shows the first ${stepLimit} steps only: the step limit was reached.`;
}
