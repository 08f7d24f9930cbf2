import { legacyExportName, legacyLibraryModules } from '@sa/modules/legacy';
import {
  type CallResult,
  loadedModuleExports,
  runInSlangContext,
  type SlangContext,
} from '../evaluator/js-slang-adapter';
import type { RunSettings } from '../protocol';
import type { ModuleLoader } from './loader';

/** Whether the settings' external library is served by module bundles (RUNES, ALL, `rune`, ...). */
export function hasModuleLibrary(settings: RunSettings): boolean {
  return legacyLibraryModules(settings.externalLibrary).length > 0;
}

/** A name Source may declare; anything else in a question's symbol list is skipped. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Makes a legacy external library's listed symbols names of a fresh context (made without them).
 * First an import-nothing program loads its modules into the context (each bundle's state belongs
 * to this context, as with a program's own import) and shows what they export; then a program of
 * imports binds each listed symbol the bundles provide (`video_width` from `image_width`). These
 * bindings belong to earlier programs of the context, so a student's own declaration of such a
 * name shadows it, as it would a builtin. A symbol no bundle exports stays undeclared.
 * Returns the failed call's result, or null.
 */
export async function defineLibrarySymbols(
  context: SlangContext,
  settings: RunSettings,
  loader: ModuleLoader,
  execTimeMs: number,
): Promise<CallResult | null> {
  const modules = legacyLibraryModules(settings.externalLibrary);
  if (modules.length === 0) return null;
  const loaded = await runInSlangContext(context, libraryLoadProgram(modules), execTimeMs, loader);
  if (!loaded.ok) return loaded;
  const bind = librarySymbolImports(modules, settings.externalSymbols ?? [], loadedModuleExports(context));
  if (bind === null) return null;
  const bound = await runInSlangContext(context, bind, execTimeMs, loader);
  return bound.ok ? null : bound;
}

/** The import-nothing program that loads a library's module bundles (both engines run it). */
export function libraryLoadProgram(modules: readonly string[]): string {
  return modules.map((name) => `import {} from '${name}';`).join('\n');
}

/**
 * The program of imports that binds each listed symbol a loaded bundle exports, under the
 * symbol's name (`image_width as video_width`); null when no bundle exports any of them.
 */
export function librarySymbolImports(
  modules: readonly string[],
  symbols: readonly string[],
  exports: Readonly<Record<string, Record<string, unknown>>>,
): string | null {
  const specifiers = new Map<string, string[]>();
  for (const symbol of new Set(symbols)) {
    const name = legacyExportName(symbol);
    if (!IDENTIFIER.test(symbol) || !IDENTIFIER.test(name)) continue;
    const from = modules.find((module) => exports[module] && Object.hasOwn(exports[module], name));
    if (!from) continue;
    specifiers.set(from, [...(specifiers.get(from) ?? []), name === symbol ? name : `${name} as ${symbol}`]);
  }
  if (specifiers.size === 0) return null;
  return [...specifiers]
    .map(([module, names]) => `import { ${names.join(', ')} } from '${module}';`)
    .join('\n');
}
