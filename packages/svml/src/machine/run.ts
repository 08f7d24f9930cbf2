// The machine: an iterative run loop over an explicit stack of frames.
//
// A code frame runs a function of the binary (its own operand stack and environment). A native
// frame holds a suspended generator: a primitive such as map that needs a Source function called
// yields a CallRequest, the machine pushes the call as an ordinary frame, and the callee's return
// value resumes the generator. Nothing in here recurses on the JavaScript stack, so deep Source
// recursion is bounded only by `maxFrames`, and tail calls replace the caller's frame.

import { Op } from '../format/opcodes.js';
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
import { argumentCountError, runtimeError, SvmlRuntimeError } from './errors.js';
import { add, arith, compare, condition, loadElement, negate, not, storeElement } from './operators.js';
import { PRIMITIVES } from './primitives/table.js';

export interface RunOptions {
  /** Stop with an error after this many instructions (default: no limit). */
  maxSteps?: number;
  /** Deepest call nesting before 'Maximum call stack size exceeded' (default 100,000). */
  maxFrames?: number;
}

interface CodeFrame {
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

type Frame = CodeFrame | NativeFrame;

/** enter() results besides an immediate value: a frame was pushed and must run. */
const PUSHED_CODE: unique symbol = Symbol('pushed code frame');
const PUSHED_NATIVE: unique symbol = Symbol('pushed native frame');
type Entered = SvmlValue | typeof PUSHED_CODE | typeof PUSHED_NATIVE;

export const DEFAULT_MAX_FRAMES = 100_000;

function isFunction(v: SvmlValue): v is SvmlFunction {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'function';
}

function popArgs(stack: SvmlValue[], n: number): SvmlValue[] {
  const args = new Array<SvmlValue>(n);
  for (let i = n - 1; i >= 0; i--) args[i] = stack.pop();
  return args;
}

function messageOf(e: unknown): string {
  if (e instanceof SvmlRuntimeError) return e.message;
  // A host function's Error keeps its own message; a JavaScript RangeError (which the explicit
  // stack should make impossible) is reported the way js-slang reports it.
  if (e instanceof RangeError) return `RangeError: ${e.message}`;
  if (e instanceof Error) return e.message;
  return String(e);
}

/** A program being run; `step` runs it a slice at a time so a host can stay responsive. */
export class SvmlRun {
  private readonly frames: Frame[] = [];
  private result: SvmlOutcome | undefined;
  private steps = 0;
  /** Instructions (and native resumptions) left in the current slice. */
  private budget = 0;
  /** A value on its way into a native frame when the slice ran out (see deliver). */
  private pending: { value: SvmlValue } | null = null;
  private readonly maxSteps: number;
  private readonly maxFrames: number;
  private readonly ctx: NativeContext;

  constructor(
    private readonly program: SvmlProgram,
    private readonly host: SvmlHost,
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
      env: { slots: new Array<SvmlValue>(entry.envSize).fill(undefined), parent: null },
      stack: [],
    });
  }

  /** The outcome once the program has ended, else undefined. */
  get outcome(): SvmlOutcome | undefined {
    return this.result;
  }

  /** Ends the run now (a device's `stop`). */
  stop(message = 'Program stopped.'): void {
    if (!this.result) this.result = { status: 'error', message };
  }

  /** Runs at most `budget` instructions; returns the outcome if the program ended. Never throws. */
  step(budget: number): SvmlOutcome | undefined {
    if (this.result) return this.result;
    try {
      this.budget = Math.min(budget, this.maxSteps - this.steps);
      const pending = this.pending;
      this.pending = null;
      if (pending) this.deliver(pending.value);
      if (!this.result && !this.pending) this.execute();
      if (!this.result && this.steps >= this.maxSteps) {
        this.result = { status: 'error', message: `Program exceeded ${this.maxSteps} steps.` };
      }
    } catch (e) {
      this.result = { status: 'error', message: messageOf(e) };
    }
    return this.result;
  }

  private finish(value: SvmlValue): void {
    this.result = { status: 'finished', value, text: stringifySvml(value) };
  }

  /** Starts a call of fn: pushes a frame, or answers at once for sync natives and host functions. */
  private enter(fn: SvmlValue, args: SvmlValue[]): Entered {
    if (!isFunction(fn)) return runtimeError(`Calling non-function value ${stringifySvml(fn)}.`);
    if (this.frames.length >= this.maxFrames)
      return runtimeError('RangeError: Maximum call stack size exceeded');
    switch (fn.type) {
      case 'closure': {
        const code = fn.fn;
        if (args.length !== code.numArgs) return argumentCountError(code.numArgs, args.length);
        const slots = new Array<SvmlValue>(Math.max(code.envSize, args.length)).fill(undefined);
        for (let i = 0; i < args.length; i++) slots[i] = args[i];
        this.frames.push({
          kind: 'code',
          fn: code,
          pc: code.entry,
          env: { slots, parent: fn.env },
          stack: [],
        });
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
  private deliver(value: SvmlValue): void {
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
  private settle(entered: Entered): void {
    if (entered === PUSHED_CODE) return;
    this.deliver(entered === PUSHED_NATIVE ? undefined : entered);
  }

  private callee(kind: 'primitive' | 'internal', index: number): SvmlFunction {
    if (kind === 'internal') return { kind: 'function', type: 'internal', index };
    return PRIMITIVES[index] ?? runtimeError(`Unknown primitive function ${index}.`);
  }

  private execute(): void {
    const { op: OPS, a: A, b: B, next: NEXT } = this.program.code;
    const frames = this.frames;
    let frame = frames[frames.length - 1] as CodeFrame;
    let pc = frame.pc;
    let env = frame.env;
    let stack = frame.stack;
    let remaining = this.budget;
    while (remaining > 0) {
      remaining--;
      this.steps++;
      const o = OPS[pc];
      switch (o) {
        case Op.NOP:
          break;
        case Op.LDCI:
        case Op.LGCI:
        case Op.LDCF32:
        case Op.LGCF32:
        case Op.LDCF64:
        case Op.LGCF64:
          stack.push(A[pc]!);
          break;
        case Op.LDCB0:
        case Op.LGCB0:
          stack.push(false);
          break;
        case Op.LDCB1:
        case Op.LGCB1:
          stack.push(true);
          break;
        case Op.LGCU:
          stack.push(undefined);
          break;
        case Op.LGCN:
          stack.push(null);
          break;
        case Op.LGCS:
          stack.push(this.program.strings[A[pc]!]);
          break;
        case Op.POPG:
        case Op.POPB:
        case Op.POPF:
          stack.pop();
          break;
        case Op.ADDG:
        case Op.ADDF: {
          const y = stack.pop();
          stack.push(add(stack.pop(), y));
          break;
        }
        case Op.SUBG:
        case Op.SUBF: {
          const y = stack.pop();
          stack.push(arith('-', stack.pop(), y));
          break;
        }
        case Op.MULG:
        case Op.MULF: {
          const y = stack.pop();
          stack.push(arith('*', stack.pop(), y));
          break;
        }
        case Op.DIVG:
        case Op.DIVF: {
          const y = stack.pop();
          stack.push(arith('/', stack.pop(), y));
          break;
        }
        case Op.MODG:
        case Op.MODF: {
          const y = stack.pop();
          stack.push(arith('%', stack.pop(), y));
          break;
        }
        case Op.NOTG:
        case Op.NOTB:
          stack.push(not(stack.pop()));
          break;
        case Op.NEGG:
        case Op.NEGF:
          stack.push(negate(stack.pop()));
          break;
        case Op.LTG:
        case Op.LTF: {
          const y = stack.pop();
          stack.push(compare('<', stack.pop(), y));
          break;
        }
        case Op.GTG:
        case Op.GTF: {
          const y = stack.pop();
          stack.push(compare('>', stack.pop(), y));
          break;
        }
        case Op.LEG:
        case Op.LEF: {
          const y = stack.pop();
          stack.push(compare('<=', stack.pop(), y));
          break;
        }
        case Op.GEG:
        case Op.GEF: {
          const y = stack.pop();
          stack.push(compare('>=', stack.pop(), y));
          break;
        }
        case Op.EQG:
        case Op.EQF:
        case Op.EQB: {
          const y = stack.pop();
          stack.push(stack.pop() === y);
          break;
        }
        case Op.NEQG:
        case Op.NEQF:
        case Op.NEQB: {
          const y = stack.pop();
          stack.push(stack.pop() !== y);
          break;
        }
        case Op.NEWC:
          stack.push({ kind: 'function', type: 'closure', fn: this.program.functions[A[pc]!]!, env });
          break;
        case Op.NEWCP:
          stack.push(this.callee('primitive', A[pc]!));
          break;
        case Op.NEWCV:
          stack.push(this.callee('internal', A[pc]!));
          break;
        case Op.NEWA:
          stack.push([]);
          break;
        case Op.LDLG:
        case Op.LDLF:
        case Op.LDLB:
          stack.push(env.slots[A[pc]!]);
          break;
        case Op.STLG:
        case Op.STLF:
        case Op.STLB:
          env.slots[A[pc]!] = stack.pop();
          break;
        case Op.LDPG:
        case Op.LDPF:
        case Op.LDPB:
          stack.push(ancestor(env, B[pc]!).slots[A[pc]!]);
          break;
        case Op.STPG:
        case Op.STPF:
        case Op.STPB:
          ancestor(env, B[pc]!).slots[A[pc]!] = stack.pop();
          break;
        case Op.LDAG:
        case Op.LDAB:
        case Op.LDAF: {
          const index = stack.pop();
          stack.push(loadElement(stack.pop(), index));
          break;
        }
        case Op.STAG:
        case Op.STAB:
        case Op.STAF: {
          const value = stack.pop();
          const index = stack.pop();
          storeElement(stack.pop(), index, value);
          break;
        }
        case Op.BRT:
          if (condition(stack.pop())) {
            pc = A[pc]!;
            continue;
          }
          break;
        case Op.BRF:
          if (!condition(stack.pop())) {
            pc = A[pc]!;
            continue;
          }
          break;
        case Op.BR:
          pc = A[pc]!;
          continue;
        case Op.DUP:
          stack.push(stack[stack.length - 1]);
          break;
        case Op.NEWENV:
          env = { slots: new Array<SvmlValue>(A[pc]!).fill(undefined), parent: env };
          break;
        case Op.POPENV:
          env = env.parent ?? runtimeError('POPENV left the outermost environment.');
          break;
        case Op.CALL:
        case Op.CALLT:
        case Op.CALLP:
        case Op.CALLTP:
        case Op.CALLV:
        case Op.CALLTV: {
          const isClosureCall = o === Op.CALL || o === Op.CALLT;
          const count = isClosureCall ? A[pc]! : B[pc]!;
          const args = popArgs(stack, count);
          const fn = isClosureCall
            ? stack.pop()
            : this.callee(o === Op.CALLP || o === Op.CALLTP ? 'primitive' : 'internal', A[pc]!);
          if (o === Op.CALL || o === Op.CALLP || o === Op.CALLV) {
            frame.pc = NEXT[pc]!;
            frame.env = env;
            const entered = this.enter(fn, args);
            if (entered !== PUSHED_CODE && entered !== PUSHED_NATIVE) {
              stack.push(entered);
              break;
            }
            this.budget = remaining;
            this.settle(entered);
          } else {
            // A tail call: this frame is done, so the callee replaces it.
            frames.pop();
            this.budget = remaining;
            this.settle(this.enter(fn, args));
          }
          remaining = this.budget;
          if (this.result || this.pending) return;
          frame = frames[frames.length - 1] as CodeFrame;
          pc = frame.pc;
          env = frame.env;
          stack = frame.stack;
          continue;
        }
        case Op.RETG:
        case Op.RETF:
        case Op.RETB:
        case Op.RETU:
        case Op.RETN: {
          const value = o === Op.RETU ? undefined : o === Op.RETN ? null : stack.pop();
          frames.pop();
          this.budget = remaining;
          this.deliver(value);
          remaining = this.budget;
          if (this.result || this.pending) return;
          frame = frames[frames.length - 1] as CodeFrame;
          pc = frame.pc;
          env = frame.env;
          stack = frame.stack;
          continue;
        }
        default:
          runtimeError(`Cannot run opcode ${o} at instruction ${pc}.`);
      }
      // The loader gives every instruction that can fall through a valid successor.
      pc = NEXT[pc]!;
    }
    frame.pc = pc;
    frame.env = env;
    this.budget = 0;
  }
}

function ancestor(env: Environment, depth: number): Environment {
  let e: Environment | null = env;
  for (let i = 0; i < depth && e; i++) e = e.parent;
  return e ?? runtimeError(`No environment ${depth} levels up.`);
}
