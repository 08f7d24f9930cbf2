import { callWithoutMetadata } from 'js-slang/dist/utils/operators';

/**
 * Calling a Source function from module code (a wave, a filter, an animation's frame function).
 *
 * Calling it directly is not enough in js-slang 1.0.94's native runner (the default): for proper
 * tail calls the transpiler rewrites every `return e` of a Source function into a record,
 * `{isTail: false, value: e}`, or `{isTail: true, function, arguments}` for a call in tail position,
 * and only js-slang's own call sites unwrap them. Under the CSE machine (the Env Visualizer's runs)
 * a Source function is a JS function returning its value plainly, and reports no parameters, so
 * js-slang's own native caller (with its argument-count check) cannot serve both. These follow
 * tail-call records until a value comes out, in a loop so deep tail-call chains do not grow the
 * stack (Source §1-4 have no objects, so no value of theirs looks like such a record). Errors the
 * function throws propagate unchanged: they carry their own line.
 */
export function callSource(f: unknown, ...args: unknown[]): unknown {
  if (typeof f !== 'function') throw new Error(`Expected a function, got ${typeof f}`);
  const source = f as AnyFunction;
  if (wrongCount(source, args)) return checkedCall(source, args);
  return settled(source(...args));
}

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * A native Source function (or builtin) given the wrong number of arguments: js-slang's own caller
 * reports it with Source's message ('Expected 2 arguments, but got 1.'). CSE-machine closures report
 * no parameters, so they never get here.
 */
function wrongCount(f: AnyFunction, args: readonly unknown[]): boolean {
  return f.length > 0 && f.length !== args.length && !(f as { hasVarArgs?: boolean }).hasVarArgs;
}

function checkedCall(f: AnyFunction, args: readonly unknown[]): unknown {
  return callWithoutMetadata(f, ...args);
}

/** A Source function's result with its pending tail calls made (see callSource). */
export function settled(result: unknown): unknown {
  let pending = result;
  for (;;) {
    if (!isRecord(pending)) return pending;
    if (pending.isTail === false) return pending.value;
    if (
      pending.isTail !== true ||
      typeof pending.function !== 'function' ||
      !Array.isArray(pending.arguments)
    ) {
      return pending;
    }
    // Tail-call records come only from the native runner, whose own caller checks the count.
    const next = pending.function as AnyFunction;
    pending = wrongCount(next, pending.arguments)
      ? checkedCall(next, pending.arguments)
      : next(...pending.arguments);
  }
}

interface TailRecord {
  isTail?: unknown;
  value?: unknown;
  function?: unknown;
  arguments?: unknown;
}

function isRecord(value: unknown): value is TailRecord & Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'isTail' in value;
}
