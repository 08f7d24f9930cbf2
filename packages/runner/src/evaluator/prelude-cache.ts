/**
 * Loads a fresh context's prelude (the list and stream library of chapters 2 to 4, written in
 * Source) from JavaScript transpiled once per worker, instead of letting js-slang parse, validate and
 * transpile its 500 lines again in every context. A grader runs each testcase in a fresh context, so
 * this was 8 to 10 ms of the 11 ms a chapter 2 testcase cost; the cached path takes about 0.3 ms.
 *
 * The cached code is exactly what js-slang's native runner would produce for this context: its output
 * depends only on the prelude text, the chapter and variant, and the names already in the context's
 * native storage (builtins, library globals, external symbols), which together form the cache key.
 * Evaluating it against the context's own native storage binds the prelude's functions to that
 * context's builtins, as js-slang's own prelude run does. Every js-slang internal used here is
 * pinned with js-slang 1.0.94; the runner's tests compare results and errors with and without it.
 */

import { parse } from 'js-slang/dist/parser/parser.js';
import { sandboxedEval } from 'js-slang/dist/transpiler/evalContainer.js';
import { transpile } from 'js-slang/dist/transpiler/transpiler.js';
import type { Context } from 'js-slang/dist/types.js';
import { getIdentifiersInNativeStorage } from 'js-slang/dist/utils/uniqueIds.js';
import { validateAndAnnotate } from 'js-slang/dist/validator/validator.js';

interface TranspiledPrelude {
  code: string;
  /** The names the prelude declares, which later programs of the context may use. */
  names: readonly string[];
}

/** Bounded: a worker sees one key per chapter, variant and library, so a handful in practice. */
const MAX_ENTRIES = 16;
const cache = new Map<string, TranspiledPrelude>();

function cacheKey(context: Context, prelude: string): string {
  const names = [...getIdentifiersInNativeStorage(context.nativeStorage)].sort().join(',');
  return `${context.chapter}|${context.variant}|${names}|${prelude}`;
}

/** Transpiles the prelude in this context (which records its names there) and returns the result. */
function transpilePrelude(context: Context, prelude: string): TranspiledPrelude | undefined {
  const program = parse(prelude, context);
  if (!program || context.errors.length > 0) return undefined;
  validateAndAnnotate(program, context);
  if (context.errors.length > 0) return undefined;
  const known = context.nativeStorage.previousProgramsIdentifiers;
  const before = new Set(known);
  const { transpiled } = transpile(program, context, true);
  return { code: transpiled, names: [...known].filter((name) => !before.has(name)) };
}

/**
 * Runs the context's prelude now, from the cache when it can, and marks it loaded so js-slang does
 * not run it again. Returns false (the context untouched, js-slang then loads the prelude itself as
 * usual) if anything about this context is unexpected.
 */
export function loadPrelude(context: Context): boolean {
  const prelude = context.prelude;
  if (prelude === null || context.nativeStorage.evaller !== null) return false;
  const known = context.nativeStorage.previousProgramsIdentifiers;
  const knownBefore = new Set(known);
  try {
    const key = cacheKey(context, prelude);
    let entry = cache.get(key);
    if (!entry) {
      entry = transpilePrelude(context, prelude);
      if (!entry) throw new Error('the prelude did not transpile');
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, entry);
    }
    for (const name of entry.names) known.add(name);
    sandboxedEval(entry.code, context.nativeStorage);
    context.prelude = null;
    return true;
  } catch {
    // Put the context back as it was; js-slang's own path reports whatever is wrong.
    for (const name of [...known]) if (!knownBefore.has(name)) known.delete(name);
    context.nativeStorage.evaller = null;
    context.errors = [];
    return false;
  }
}
