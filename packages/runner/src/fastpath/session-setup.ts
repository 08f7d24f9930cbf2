/**
 * What a run's settings define before its program, on the fast path, in the order and the way the
 * js-slang path does (evaluator.ts `prepare`, modules/legacy-library.ts): a legacy external library's
 * listed symbols, then the settings' globals. Each is an earlier program of the session, so the
 * student's own declaration of such a name shadows it, and a failure is the run's outcome.
 */

import { legacyLibraryModules } from '@sa/modules/legacy';
import { libraryLoadProgram, librarySymbolImports } from '../modules/legacy-library';
import type { FastOutcome, FastRunOptions, FastSession } from './run-fast';

/** Returns the outcome that ends the run early (an error, or a program the fast path leaves), or null. */
export async function prepareSession(
  session: FastSession,
  options: FastRunOptions,
): Promise<FastOutcome | null> {
  const library = await defineLibrary(session, options);
  if (library) return library;
  const entries = Object.entries(options.globals ?? {});
  if (entries.length === 0) return null;
  const code = entries.map(([name, expression]) => `const ${name} = ${expression};`).join('\n');
  const outcome = await session.executeWithImports(code, options);
  return outcome.status === 'finished' ? null : outcome;
}

/**
 * A library served by module bundles: an import-nothing program loads them (their states belong to
 * this session), then a program of imports binds each listed symbol a bundle exports (`video_width`
 * from `image_width`); a symbol none exports stays undeclared. Any other library's symbols are
 * names with the global object's value, as js-slang's createContext defines them.
 */
async function defineLibrary(session: FastSession, options: FastRunOptions): Promise<FastOutcome | null> {
  const symbols = options.externalSymbols ?? [];
  const modules = legacyLibraryModules(options.externalLibrary);
  if (modules.length === 0) {
    for (const symbol of symbols) session.define(symbol, Reflect.get(globalThis, symbol));
    return null;
  }
  const host = session.modules();
  if (!options.modules || !host) return { status: 'unsupported', reason: 'library without modules' };
  const loaded = await session.executeWithImports(libraryLoadProgram(modules), options);
  if (loaded.status !== 'finished') return loaded;
  const bind = librarySymbolImports(modules, symbols, host.loadedExports());
  if (bind === null) return null;
  const bound = await session.executeWithImports(bind, options);
  return bound.status === 'finished' ? null : bound;
}
