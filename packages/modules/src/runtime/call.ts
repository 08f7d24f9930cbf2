/**
 * Calls a Source function from module code and returns its value.
 *
 * Calling it directly is not enough in js-slang 1.0.94's native runner (the default): for proper
 * tail calls the transpiler rewrites every `return e` of a Source function into a record,
 * `{isTail: false, value: e}`, or `{isTail: true, function, arguments}` for a call in tail position,
 * and only js-slang's own call sites unwrap them. Under the CSE machine a Source function is a JS
 * function returning its value plainly. This follows tail-call records until a value comes out, so
 * the same module code works under both (Source §1-4 have no objects, so no value of theirs looks
 * like such a record). Errors the function throws propagate unchanged: they carry their own line.
 */
export function callSource(f: unknown, ...args: unknown[]): unknown {
  if (typeof f !== 'function') throw new Error(`Expected a function, got ${typeof f}`);
  let result: unknown = f(...args);
  for (;;) {
    if (!isRecord(result)) return result;
    if (result.isTail === false) return result.value;
    if (result.isTail !== true || typeof result.function !== 'function' || !Array.isArray(result.arguments)) {
      return result;
    }
    result = result.function(...result.arguments);
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
