// The machine's instruction loop: runs the code frame on top of the stack (see calls.ts) until
// the slice's budget is spent or the program ends.

import { Op } from '../format/opcodes.js';
import type { Environment, SvmlOutcome, SvmlValue } from '../types.js';
import { CallStack, type CodeFrame, messageOf, PUSHED_CODE, PUSHED_NATIVE, popArgs } from './calls.js';
import { assigned, newEnvironment, type Slot, UNASSIGNED } from './environment.js';
import { runtimeError } from './errors.js';
import { add, arith, compare, condition, loadElement, negate, not, storeElement } from './operators.js';

export { DEFAULT_MAX_FRAMES, type RunOptions } from './calls.js';

const UNSET: typeof UNASSIGNED = UNASSIGNED;

// Opcodes as module-local constants: a test runner that rewrites imports into property reads
// would otherwise turn every `case` of the run loop's switch into a getter call.
const {
  ADDF,
  ADDG,
  BR,
  BRF,
  BRT,
  CALL,
  CALLP,
  CALLT,
  CALLTP,
  CALLTV,
  CALLV,
  DIVF,
  DIVG,
  DUP,
  EQB,
  EQF,
  EQG,
  GEF,
  GEG,
  GTF,
  GTG,
  LDAB,
  LDAF,
  LDAG,
  LDCB0,
  LDCB1,
  LDCF32,
  LDCF64,
  LDCI,
  LDLB,
  LDLF,
  LDLG,
  LDPB,
  LDPF,
  LDPG,
  LEF,
  LEG,
  LGCB0,
  LGCB1,
  LGCF32,
  LGCF64,
  LGCI,
  LGCN,
  LGCS,
  LGCU,
  LTF,
  LTG,
  MODF,
  MODG,
  MULF,
  MULG,
  NEGF,
  NEGG,
  NEQB,
  NEQF,
  NEQG,
  NEWA,
  NEWC,
  NEWCP,
  NEWCV,
  NEWENV,
  NOP,
  NOTB,
  NOTG,
  POPB,
  POPENV,
  POPF,
  POPG,
  RETB,
  RETF,
  RETG,
  RETN,
  RETU,
  STAB,
  STAF,
  STAG,
  STLB,
  STLF,
  STLG,
  STPB,
  STPF,
  STPG,
  SUBF,
  SUBG,
} = Op;

export class SvmlRun extends CallStack {
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

  private execute(): void {
    const { op: OPS, a: A, b: B, next: NEXT } = this.program.code;
    const frames = this.frames;
    let frame = frames[frames.length - 1] as CodeFrame;
    let pc = frame.pc;
    let env = frame.env;
    let stack = frame.stack;
    let remaining = this.budget;
    let slot: Slot;
    while (remaining > 0) {
      remaining--;
      this.steps++;
      const o = OPS[pc];
      switch (o) {
        case NOP:
          break;
        case LDCI:
        case LGCI:
        case LDCF32:
        case LGCF32:
        case LDCF64:
        case LGCF64:
          stack.push(A[pc]!);
          break;
        case LDCB0:
        case LGCB0:
          stack.push(false);
          break;
        case LDCB1:
        case LGCB1:
          stack.push(true);
          break;
        case LGCU:
          stack.push(undefined);
          break;
        case LGCN:
          stack.push(null);
          break;
        case LGCS:
          stack.push(this.program.strings[A[pc]!]);
          break;
        case POPG:
        case POPB:
        case POPF:
          stack.pop();
          break;
        // Arithmetic and comparison: two numbers take the short way; anything else gets the
        // full checks and js-slang's messages.
        case ADDG:
        case ADDF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x + y);
          else stack.push(add(x, y));
          break;
        }
        case SUBG:
        case SUBF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x - y);
          else stack.push(arith('-', x, y));
          break;
        }
        case MULG:
        case MULF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x * y);
          else stack.push(arith('*', x, y));
          break;
        }
        case DIVG:
        case DIVF: {
          const y = stack.pop();
          stack.push(arith('/', stack.pop(), y));
          break;
        }
        case MODG:
        case MODF: {
          const y = stack.pop();
          stack.push(arith('%', stack.pop(), y));
          break;
        }
        case NOTG:
        case NOTB:
          stack.push(not(stack.pop()));
          break;
        case NEGG:
        case NEGF:
          stack.push(negate(stack.pop()));
          break;
        case LTG:
        case LTF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x < y);
          else stack.push(compare('<', x, y));
          break;
        }
        case GTG:
        case GTF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x > y);
          else stack.push(compare('>', x, y));
          break;
        }
        case LEG:
        case LEF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x <= y);
          else stack.push(compare('<=', x, y));
          break;
        }
        case GEG:
        case GEF: {
          const y = stack.pop();
          const x = stack.pop();
          if (typeof x === 'number' && typeof y === 'number') stack.push(x >= y);
          else stack.push(compare('>=', x, y));
          break;
        }
        case EQG:
        case EQF:
        case EQB: {
          const y = stack.pop();
          stack.push(stack.pop() === y);
          break;
        }
        case NEQG:
        case NEQF:
        case NEQB: {
          const y = stack.pop();
          stack.push(stack.pop() !== y);
          break;
        }
        case NEWC:
          stack.push({ kind: 'function', type: 'closure', fn: this.program.functions[A[pc]!]!, env });
          break;
        case NEWCP:
          stack.push(this.callee('primitive', A[pc]!));
          break;
        case NEWCV:
          stack.push(this.callee('internal', A[pc]!));
          break;
        case NEWA:
          stack.push([]);
          break;
        case LDLG:
        case LDLF:
        case LDLB:
          slot = env.slots[A[pc]!];
          stack.push(slot === UNSET ? assigned(slot) : slot);
          break;
        case STLG:
        case STLF:
        case STLB:
          env.slots[A[pc]!] = stack.pop();
          break;
        case LDPG:
        case LDPF:
        case LDPB:
          slot = ancestor(env, B[pc]!).slots[A[pc]!];
          stack.push(slot === UNSET ? assigned(slot) : slot);
          break;
        case STPG:
        case STPF:
        case STPB:
          ancestor(env, B[pc]!).slots[A[pc]!] = stack.pop();
          break;
        case LDAG:
        case LDAB:
        case LDAF: {
          const index = stack.pop();
          stack.push(loadElement(stack.pop(), index));
          break;
        }
        case STAG:
        case STAB:
        case STAF: {
          const value = stack.pop();
          const index = stack.pop();
          storeElement(stack.pop(), index, value);
          break;
        }
        case BRT:
          if (checkedCondition(stack.pop())) {
            pc = A[pc]!;
            continue;
          }
          break;
        case BRF:
          if (!checkedCondition(stack.pop())) {
            pc = A[pc]!;
            continue;
          }
          break;
        case BR:
          pc = A[pc]!;
          continue;
        case DUP:
          stack.push(stack[stack.length - 1]);
          break;
        case NEWENV:
          env = newEnvironment(A[pc]!, env);
          break;
        case POPENV:
          env = env.parent ?? runtimeError('POPENV left the outermost environment.');
          break;
        case CALL:
        case CALLT:
        case CALLP:
        case CALLTP:
        case CALLV:
        case CALLTV: {
          const isClosureCall = o === CALL || o === CALLT;
          const count = isClosureCall ? A[pc]! : B[pc]!;
          const args = popArgs(stack, count);
          const fn = isClosureCall
            ? stack.pop()
            : this.callee(o === CALLP || o === CALLTP ? 'primitive' : 'internal', A[pc]!);
          if (o === CALL || o === CALLP || o === CALLV) {
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
        case RETG:
        case RETF:
        case RETB:
        case RETU:
        case RETN: {
          const value = o === RETU ? undefined : o === RETN ? null : stack.pop();
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

function checkedCondition(v: SvmlValue): boolean {
  return v === true || (v !== false && condition(v));
}

function ancestor(env: Environment, depth: number): Environment {
  let e: Environment | null = env;
  for (let i = 0; i < depth && e; i++) e = e.parent;
  return e ?? runtimeError(`No environment ${depth} levels up.`);
}
