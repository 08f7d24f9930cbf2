import { callWithoutMetadata } from 'js-slang/dist/utils/operators';

/**
 * Calls a function from the program. Never directly: js-slang's native runner compiles a Source
 * function whose result is a call (`t => make_point(t, 0)`) to return a tail-call record instead,
 * which js-slang's own call helper unwinds (it also checks the argument count, as Source would).
 * The bundle takes this helper from js-slang at run time (the build keeps it external), so it is
 * the interpreter's own copy.
 */
export function callSource(f: (...args: never[]) => unknown, ...args: unknown[]): unknown {
  return callWithoutMetadata(f as (...args: unknown[]) => unknown, ...args);
}
