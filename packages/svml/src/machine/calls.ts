// The machine's stack of frames and how calls enter and leave it.
//
// A code frame runs a function of the binary (its own operand stack and environment). A native
// frame holds a suspended generator: a primitive such as map that needs a Source function called
// yields a CallRequest, the machine pushes the call as an ordinary frame, and the callee's return
// value resumes the generator. Nothing here recurses on the JavaScript stack, so deep Source
// recursion is bounded only by `maxFrames`, and tail calls replace the caller's frame.

import { stringifySvml } from '../stringify.js';
import type {
  Environment,
  LoadedFunction,
  NativeContext,
  NativeGenerator,
  SvmlFunction,
  SvmlHost,
  SvmlOutcome,
  SvmlProgram,
  SvmlValue,
} from '../types.js';
import { newEnvironment } from './environment.js';
import { argumentCountError, runtimeError, SvmlRuntimeError } from './errors.js';
import { PRIMITIVES } from './primitives/table.js';

export interface RunOptions {
  /** Stop with an error after this many instructions (default: no limit). */
  maxSteps?: number;
  /** Deepest call nesting before 'Maximum call stack size exceeded' (default 100,000). */
  maxFrames?: number;
}

export interface CodeFrame {
  readonly kind: 'code';
  readonly fn: LoadedFunction;
  pc: number;
  env: Environment;
  readonly stack: SvmlValue[];
}

interface NativeFrame {
  readonly kind: 'native';
  readonly gen: NativeGenerator;
}

export type Frame = CodeFrame | NativeFrame;

/** enter() results besides an immediate value: a frame was pushed and must run. */
export const PUSHED_CODE: unique symbol = Symbol('pushed code frame');
export const PUSHED_NATIVE: unique symbol = Symbol('pushed native frame');
export type Entered = SvmlValue | typeof PUSHED_CODE | typeof PUSHED_NATIVE;

export const DEFAULT_MAX_FRAMES = 100_000;

function isFunction(v: SvmlValue): v is SvmlFunction {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'function';
}

export function popArgs(stack: SvmlValue[], n: number): SvmlValue[] {
  const args = new Array<SvmlValue>(n);
  for (let i = n - 1; i >= 0; i--) args[i] = stack.pop();
  return args;
}

export function messageOf(e: unknown): string {
  if (e instanceof SvmlRuntimeError) return e.message;
  // A host function's Error keeps its own message; a JavaScript RangeError (which the explicit
  // stack should make impossible) is reported the way js-slang reports it.
  if (e instanceof RangeError) return `RangeError: ${e.message}`;
  if (e instanceof Error) return e.message;
  return String(e);
}

/** Frames, budget and outcome of a run; SvmlRun (run.ts) adds the instruction loop. */
export class CallStack {
  protected readonly frames: Frame[] = [];
  protected result: SvmlOutcome | undefined;
  protected steps = 0;
  /** Instructions (and native resumptions) left in the current slice. */
  protected budget = 0;
  /** A value on its way into a native frame when the slice ran out (see deliver). */
  protected pending: { value: SvmlValue } | null = null;
  protected readonly maxSteps: number;
  protected readonly maxFrames: number;
  protected readonly ctx: NativeContext;

  constructor(
    protected readonly program: SvmlProgram,
    protected readonly host: SvmlHost,
    options: RunOptions = {},
  ) {
    this.maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
    this.maxFrames = options.maxFrames ?? DEFAULT_MAX_FRAMES;
    this.ctx = { display: (text) => host.display(text) };
    const entry = program.entry;
    this.frames.push({
      kind: 'code',
      fn: entry,
      pc: entry.entry,
      env: newEnvironment(entry.envSize, null),
      stack: [],
    });
  }

  protected finish(value: SvmlValue): void {
    this.result = { status: 'finished', value, text: stringifySvml(value) };
  }

  /** Starts a call of fn: pushes a frame, or answers at once for sync natives and host functions. */
  protected enter(fn: SvmlValue, args: SvmlValue[]): Entered {
    if (!isFunction(fn)) return runtimeError(`Calling non-function value ${stringifySvml(fn)}.`);
    if (this.frames.length >= this.maxFrames)
      return runtimeError('RangeError: Maximum call stack size exceeded');
    switch (fn.type) {
      case 'closure': {
        const code = fn.fn;
        if (args.length !== code.numArgs) return argumentCountError(code.numArgs, args.length);
        const env = newEnvironment(Math.max(code.envSize, args.length), fn.env);
        for (let i = 0; i < args.length; i++) env.slots[i] = args[i];
        this.frames.push({ kind: 'code', fn: code, pc: code.entry, env, stack: [] });
        return PUSHED_CODE;
      }
      case 'native': {
        if (fn.arity >= 0 && args.length !== fn.arity) {
          return runtimeError(`${fn.name}: Expected ${fn.arity} arguments, but got ${args.length}.`);
        }
        if (fn.impl.mode === 'sync') return fn.impl.run(args, this.ctx);
        this.frames.push({ kind: 'native', gen: fn.impl.run(args, this.ctx) });
        return PUSHED_NATIVE;
      }
      case 'internal': {
        const hostFn = this.host.internalFunctions[fn.index];
        if (!hostFn) return runtimeError(`Unknown internal function ${fn.index}.`);
        return hostFn(args);
      }
    }
  }

  /**
   * Hands a finished call's value to the frame below: pushed onto a code frame's operand stack, or
   * sent into a native frame's generator, which may finish (its value goes further down) or ask
   * for another call.
   */
  protected deliver(value: SvmlValue): void {
    let v = value;
    for (;;) {
      const top = this.frames[this.frames.length - 1];
      if (!top) {
        this.finish(v);
        return;
      }
      if (top.kind === 'code') {
        top.stack.push(v);
        return;
      }
      // Natives can loop without running an instruction (forcing an infinite stream of native
      // thunks), so each resumption counts as a step and a slice can end here.
      if (this.budget <= 0) {
        this.pending = { value: v };
        return;
      }
      this.budget--;
      this.steps++;
      const r = top.gen.next(v);
      if (r.done) {
        this.frames.pop();
        v = r.value;
        continue;
      }
      const entered = this.enter(r.value.fn, r.value.args);
      if (entered === PUSHED_CODE) return;
      // A new native frame starts with next(undefined), which is what the loop does next.
      v = entered === PUSHED_NATIVE ? undefined : entered;
    }
  }

  /** Resolves enter()'s answer for a call whose result goes to the frame now on top. */
  protected settle(entered: Entered): void {
    if (entered === PUSHED_CODE) return;
    this.deliver(entered === PUSHED_NATIVE ? undefined : entered);
  }

  protected callee(kind: 'primitive' | 'internal', index: number): SvmlFunction {
    if (kind === 'internal') return { kind: 'function', type: 'internal', index };
    return PRIMITIVES[index] ?? runtimeError(`Unknown primitive function ${index}.`);
  }
}
