/**
 * What compiled Source calls at run time: operators with their operand checks, calls with their
 * function and arity checks, the tail-call trampoline and the time limit. The fast paths are a
 * typeof test or two, small enough for V8 to inline into the compiled code; every failure goes to
 * js-slang's own checks (rttc, callIfFuncAndRightArgs) and error classes, which build the error,
 * so messages and locations are js-slang's by construction (ADR 0035).
 */

import { RuntimeSourceError } from 'js-slang/dist/errors/base.js';
import { ExceptionError, GetInheritedPropertyError } from 'js-slang/dist/errors/errors.js';
import {
  PotentialInfiniteLoopError,
  PotentialInfiniteRecursionError,
} from 'js-slang/dist/errors/timeoutErrors.js';
import type { Chapter } from 'js-slang/dist/langs.js';
import { locationDummyNode } from 'js-slang/dist/utils/ast/astCreator.js';
import { callIfFuncAndRightArgs } from 'js-slang/dist/utils/operators.js';
import {
  checkBinaryExpression,
  checkIfStatement,
  checkMemberAccess,
  checkUnaryExpression,
} from 'js-slang/dist/utils/rttc.js';
import { OperatorNativeError } from './native-lines';

/** A place in the program: where an operator, call or loop is, for its errors. */
export interface Site {
  line: number;
  column: number;
  /** 'prelude' for the chapter's library, as js-slang marks it; null for the student's program. */
  source: string | null;
  /** A call's callee as js-slang names it in the infinite-recursion message. */
  name: string;
  /** A `+`'s own node and its program, to find js-slang's line for a native error it throws (native-lines.ts). */
  node?: object;
  program?: object;
}

/**
 * A call in tail position, returned instead of made: the caller's trampoline makes it. Up to four
 * arguments are fields rather than an array, one allocation per tail call instead of two (the
 * prelude's continuation-passing helpers take four).
 */
export class TailCall {
  constructor(
    readonly f: unknown,
    readonly n: number,
    readonly a0: unknown,
    readonly a1: unknown,
    readonly a2: unknown,
    readonly a3: unknown,
    readonly rest: unknown[] | null,
    readonly site: Site,
  ) {}

  get args(): unknown[] {
    if (this.rest) return this.rest;
    return [this.a0, this.a1, this.a2, this.a3].slice(0, this.n);
  }
}

/**
 * What a function returns instead of a value when it ended in a tail call: one unique object, the
 * call itself waiting in `pending.call`. Call sites test `result === TAIL` - an identity comparison,
 * where `result instanceof TailCall` went through V8's generic instanceof (the class is not a
 * constant inside the compiled closures) and cost more than the rest of a call together (fib(25):
 * 7 ms against 2.5 ms). The receiver takes the call at once: nothing runs between a function's
 * return and its caller's test but the clock's tick, which makes no Source call. An object rather
 * than a symbol so that module code can read it as js-slang's tail-call record (imports.ts).
 */
export const TAIL: object = {};
export const pending: { call: TailCall } = {
  call: new TailCall(undefined, 0, undefined, undefined, undefined, undefined, null, {
    line: -1,
    column: -1,
    source: null,
    name: '<none>',
  }),
};

/** Shown by `stringify` for a compiled function: its source text, marked when it is the prelude's. */
export type ReplText = (() => string) & { prelude?: true };

/** The run's clock: `n` counts down calls and loop turns between reads of Date.now(). */
export interface Clock {
  n: number;
  deadline: number;
  maxExecTime: number;
}

const TICKS = 4096;
export const clock: Clock = { n: TICKS, deadline: Number.POSITIVE_INFINITY, maxExecTime: 1000 };

export function startClock(maxExecTime: number): void {
  clock.n = TICKS;
  clock.maxExecTime = maxExecTime;
  clock.deadline = Date.now() + maxExecTime;
}

function dummy(site: Site) {
  return locationDummyNode(site.line, site.column, site.source);
}

function pastDeadline(): boolean {
  clock.n = TICKS;
  return Date.now() > clock.deadline;
}

/** A call's clock check; js-slang reports a call that outlived the limit as infinite recursion. */
export function callTick(site: Site, calls: [string, unknown[]][] = []): void {
  if (pastDeadline()) throw new PotentialInfiniteRecursionError(dummy(site), calls, clock.maxExecTime);
}

/** A loop turn's clock check, reported at the loop as js-slang does. */
export function loopTick(site: Site): void {
  if (pastDeadline()) throw new PotentialInfiniteLoopError(dummy(site), clock.maxExecTime);
}

function isPreludeFunction(f: unknown): boolean {
  if (typeof f !== 'function') return false;
  const text: unknown = Reflect.get(f, 'toReplString');
  return typeof text === 'function' && Reflect.get(text, 'prelude') === true;
}

/**
 * Gives an error leaving a call its location as js-slang's call wrapper does: a Source error without
 * one is at the call; one leaving a prelude function is marked as the prelude's; anything else (a
 * native RangeError, a builtin's plain Error) becomes an ExceptionError at the innermost call.
 */
function located(error: unknown, site: Site, f: unknown, inPrelude: boolean): unknown {
  if (error instanceof ExceptionError) return error;
  if (error instanceof RuntimeSourceError) {
    const preludeCallee = isPreludeFunction(f);
    if (!error.node) {
      error.node = locationDummyNode(
        site.line,
        site.column,
        inPrelude || preludeCallee || site.source === 'prelude' ? 'prelude' : null,
      );
    } else if (preludeCallee) {
      if (!error.node.loc) {
        error.node.loc = {
          start: { line: site.line, column: site.column },
          end: { line: site.line, column: site.column },
          source: 'prelude',
        };
      } else {
        error.node.loc.source = 'prelude';
      }
    }
    return error;
  }
  const native = error instanceof Error ? error : new Error(String(error));
  return new ExceptionError(native, {
    start: { line: site.line, column: site.column },
    end: { line: -1, column: -1 },
  });
}

/** Anything but a compiled function of the right arity: js-slang's own wrapper checks and calls it. */
export function slowCall(f: unknown, args: unknown[], site: Site): unknown {
  try {
    const result: unknown = callIfFuncAndRightArgs(
      f,
      site.line,
      site.column,
      site.source,
      undefined,
      ...args,
    );
    return result === TAIL ? bounce(pending.call, site.source === 'prelude' || isPreludeFunction(f)) : result;
  } catch (error) {
    throw error instanceof RuntimeSourceError ? error : located(error, site, f, site.source === 'prelude');
  }
}

/**
 * Makes tail calls until one returns a value. The last three calls are kept for the recursion
 * message in a ring, without copying. js-slang treats errors in a trampoline as the prelude's once
 * any callee in it was a prelude function: a tail call made from prelude code says the callee before
 * it was one; whether the first callee was is asked only when an error needs it.
 */
function bounce(first: TailCall, firstCallee: unknown): unknown {
  let call = first;
  let fromPrelude = false;
  let c1: TailCall = first;
  let c2: TailCall | null = null;
  let c3: TailCall | null = null;
  for (;;) {
    const { f, n, site } = call;
    if (site.source !== null) fromPrelude = true;
    c3 = c2;
    c2 = c1;
    c1 = call;
    if (--clock.n < 0) callTick(site, recentCalls(c1, c2, c3));
    let result: unknown;
    if (typeof f === 'function' && f.length === n) {
      try {
        result =
          n === 1
            ? f(call.a0)
            : n === 2
              ? f(call.a0, call.a1)
              : n === 3
                ? f(call.a0, call.a1, call.a2)
                : n === 0
                  ? f()
                  : n === 4
                    ? f(call.a0, call.a1, call.a2, call.a3)
                    : f(...call.args);
      } catch (error) {
        throw located(error, site, f, fromPrelude || isPreludeFunction(firstCallee));
      }
    } else {
      result = slowCallIn(f, call.args, site, fromPrelude || isPreludeFunction(firstCallee));
    }
    if (result !== TAIL) return result;
    call = pending.call;
  }
}

function recentCalls(c1: TailCall, c2: TailCall | null, c3: TailCall | null): [string, unknown[]][] {
  return [c3, c2, c1].filter((c): c is TailCall => c !== null).map((c) => [c.site.name, c.args]);
}

/** A compiled call site's result was TAIL: run the trampoline from the pending call. */
export function finish(f: unknown): unknown {
  return bounce(pending.call, f);
}

/** Runs the trampoline from a tail call taken out of `pending` (a module's callback, imports.ts). */
export function finishCall(call: TailCall): unknown {
  return bounce(call, call.f);
}

/** A frame's catch: the error leaving the call at `site` to `f` (undefined once it returned). */
export function locate(error: unknown, site: Site, f: unknown): unknown {
  return located(error, site, f, site.source === 'prelude');
}

function slowCallIn(f: unknown, args: unknown[], site: Site, inPrelude: boolean): unknown {
  try {
    return callIfFuncAndRightArgs(
      f,
      site.line,
      site.column,
      inPrelude ? 'prelude' : site.source,
      undefined,
      ...args,
    );
  } catch (error) {
    throw error instanceof RuntimeSourceError ? error : located(error, site, f, inPrelude);
  }
}

type Fn = (...args: unknown[]) => unknown;

export function callN(f: unknown, args: unknown[], site: Site): unknown {
  if (typeof f !== 'function' || f.length !== args.length) return slowCall(f, args, site);
  if (--clock.n < 0) callTick(site, []);
  let result: unknown;
  try {
    result = (f as Fn)(...args);
  } catch (error) {
    throw located(error, site, f, false);
  }
  return result === TAIL ? bounce(pending.call, f) : result;
}

/** Calls a Source function from JavaScript (a builtin such as apply_in_underlying_javascript). */
export function callFromHost(f: unknown, args: unknown[], site: Site): unknown {
  return callN(f, args, site);
}

/**
 * Joining strings past V8's maximum length throws a RangeError, which js-slang locates by the
 * operator's place in its transpiled code, not at a call: it is marked with the operator's site.
 */
function concat(a: string, b: string, site: Site): string {
  try {
    return a + b;
  } catch (error) {
    throw error instanceof RangeError ? new OperatorNativeError(error, site) : error;
  }
}

/** Operators: the common case inline, anything else through js-slang's check, which throws. */
export function makeOperators(chapter: Chapter) {
  const binaryFail = (operator: '+', left: unknown, right: unknown, site: Site): never => {
    checkBinaryExpression(dummy(site), operator, chapter, [left, right]);
    throw new Error(`the ${operator} check let ${typeof left} and ${typeof right} through`);
  };
  const fail = (operator: string, left: unknown, right: unknown, site: Site): never =>
    binaryFail(operator as '+', left, right, site);
  return {
    add(a: unknown, b: unknown, s: Site): unknown {
      if (typeof a === 'number') {
        if (typeof b === 'number') return a + b;
      } else if (typeof a === 'string' && typeof b === 'string') return concat(a, b, s);
      return fail('+', a, b, s);
    },
    sub: (a: unknown, b: unknown, s: Site): number =>
      typeof a === 'number' && typeof b === 'number' ? a - b : fail('-', a, b, s),
    mul: (a: unknown, b: unknown, s: Site): number =>
      typeof a === 'number' && typeof b === 'number' ? a * b : fail('*', a, b, s),
    div: (a: unknown, b: unknown, s: Site): number =>
      typeof a === 'number' && typeof b === 'number' ? a / b : fail('/', a, b, s),
    mod: (a: unknown, b: unknown, s: Site): number =>
      typeof a === 'number' && typeof b === 'number' ? a % b : fail('%', a, b, s),
    lt(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a < b;
      return fail('<', a, b, s);
    },
    le(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a <= b;
      return fail('<=', a, b, s);
    },
    gt(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a > b;
      return fail('>', a, b, s);
    },
    ge(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a >= b;
      return fail('>=', a, b, s);
    },
    /** Chapters 1 and 2 compare numbers and strings only; from chapter 3 anything (emitted inline). */
    eq(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a === b;
      return fail('===', a, b, s);
    },
    ne(a: unknown, b: unknown, s: Site): boolean {
      if (
        (typeof a === 'number' && typeof b === 'number') ||
        (typeof a === 'string' && typeof b === 'string')
      )
        return a !== b;
      return fail('!==', a, b, s);
    },
  };
}

export type Operators = ReturnType<typeof makeOperators>;

/** A condition must be a boolean (js-slang checks it with chapter 4's wording in every chapter). */
export function bool(value: unknown, site: Site): boolean {
  if (value === true || value === false) return value;
  checkIfStatement(dummy(site), value);
  throw new Error('the condition check let a non-boolean through');
}

export function not(value: unknown, site: Site): boolean {
  if (value === true || value === false) return !value;
  checkUnaryExpression(dummy(site), '!', value);
  throw new Error('the ! check let a non-boolean through');
}

export function negate(value: unknown, site: Site): number {
  if (typeof value === 'number') return -value;
  checkUnaryExpression(dummy(site), '-', value);
  throw new Error('the - check let a non-number through');
}

export function plus(value: unknown, site: Site): number {
  if (typeof value === 'number') return value;
  checkUnaryExpression(dummy(site), '+', value);
  throw new Error('the + check let a non-number through');
}

/** `obj[prop]` as js-slang's getProp: checked, and no inherited property of an array. */
export function getProp(obj: unknown, prop: unknown, site: Site): unknown {
  if (Array.isArray(obj) && typeof prop === 'number' && prop >>> 0 === prop && prop < 2 ** 32 - 1) {
    return obj[prop];
  }
  checkMemberAccess(dummy(site), [obj, prop]);
  const record = obj as Record<string, unknown>;
  const key = prop as string;
  const value = record[key];
  if (value !== undefined && !Object.hasOwn(record, key)) {
    throw new GetInheritedPropertyError(dummy(site), obj, key);
  }
  return value;
}

export function setProp(obj: unknown, prop: unknown, value: unknown, site: Site): unknown {
  if (Array.isArray(obj) && typeof prop === 'number' && prop >>> 0 === prop && prop < 2 ** 32 - 1) {
    obj[prop] = value;
    return value;
  }
  checkMemberAccess(dummy(site), [obj, prop]);
  (obj as Record<string, unknown>)[prop as string] = value;
  return value;
}

/** The marker of a name declared but not yet assigned (its temporal dead zone). */
export const UNASSIGNED: unique symbol = Symbol('unassigned');

/** Reading or assigning a name in its dead zone: the ReferenceError js-slang's native run reports. */
export function deadZone(site: Site): never {
  throw new ExceptionError(new ReferenceError(`Cannot access '${site.name}' before initialization`), {
    start: { line: site.line, column: site.column },
    end: { line: -1, column: -1 },
  });
}

/** Gives a compiled function the text `stringify` shows for it (and js-slang's anonymous name). */
export function withText<F extends object>(f: F, text: ReplText): F {
  // A plain assignment, as js-slang's own wrapper sets it: every closure then takes the same map
  // transition (a monomorphic store), where defineProperty went to V8's runtime for each closure -
  // a prelude's continuation-passing accumulate makes one per element.
  (f as F & { toReplString: ReplText }).toReplString = text;
  return f;
}
