import { stringify } from 'js-slang/dist/utils/stringify';

/**
 * js-slang's native runner compiles a Source function's tail call (`return g(x);`, or an arrow whose
 * body is a call) into a description of the call, `{ isTail: true, function, arguments }`, which the
 * calling Source code then carries out. JavaScript calling a Source function directly gets that
 * description back instead of the result, so a filter like `(src, dest) => copy_image(src, dest)`
 * would do nothing. `callSource` carries such calls out, one after the other, the way the runner's
 * own call sites do (without their argument-count check).
 */
interface TailCall {
  isTail: true;
  function: unknown;
  arguments: unknown[];
}

function isTailCall(value: unknown): value is TailCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { isTail?: unknown }).isTail === true &&
    Array.isArray((value as { arguments?: unknown }).arguments)
  );
}

export function callSource(f: (...args: never[]) => unknown, ...args: unknown[]): unknown {
  let result = (f as (...a: unknown[]) => unknown)(...args);
  while (isTailCall(result)) {
    const next = result.function;
    if (typeof next !== 'function') throw new Error(`Calling non-function value ${stringify(next)}.`);
    result = (next as (...a: unknown[]) => unknown)(...result.arguments);
  }
  return result;
}
