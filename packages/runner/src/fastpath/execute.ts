import type { CompiledProgram } from './compile';
import type { Environment } from './env';
import * as runtime from './runtime';

type ProgramFunction = (
  runtimeHelpers: typeof helpers,
  globals: Record<string, unknown>,
  env: Environment,
  sites: runtime.Site[],
  texts: runtime.ReplText[],
) => unknown;

/** What compiled code receives as `$R`: the runtime's helpers and the chapter's operators. */
const helpers = { ...runtime, ops: runtime.makeOperators(1) };
const helpersByChapter = new Map<number, typeof helpers>();

function helpersFor(chapter: number): typeof helpers {
  let found = helpersByChapter.get(chapter);
  if (!found) {
    found = { ...runtime, ops: runtime.makeOperators(chapter) };
    helpersByChapter.set(chapter, found);
  }
  return found;
}

/**
 * Runs a compiled program against the chapter's globals with a fresh deadline. Throws what the
 * program throws (js-slang error objects, see runtime.ts); the caller turns it into an outcome.
 */
export function runCompiled(
  compiled: CompiledProgram,
  globals: Record<string, unknown>,
  env: Environment,
  timeLimitMs: number,
  chapter = 1,
): unknown {
  // The compiled code is our compiler's output for a program js-slang's parser accepted.
  const body = new Function('$R', '$G', '$E', '$S', '$T', compiled.code) as ProgramFunction;
  runtime.startClock(timeLimitMs);
  return body(helpersFor(chapter), globals, env, compiled.sites, compiled.texts);
}
