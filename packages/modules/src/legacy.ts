import { isModuleName, type ModuleName } from './manifest';

/**
 * Older assessments name an "external library" instead of importing modules (the question's
 * `external.name` and its list of symbols). Each library is served by today's bundles: the runner
 * loads them into the fresh context and defines only the listed symbols as globals.
 */
const LIBRARY_MODULES: Readonly<Record<string, readonly ModuleName[]>> = {
  RUNES: ['rune'],
  CURVES: ['curve'],
  // The Tone Matrix's get_matrix was part of the legacy sound library.
  SOUNDS: ['sound', 'sound_matrix'],
  BINARYTREES: ['binary_tree'],
  PIXNFLIX: ['pix_n_flix'],
  // The union of the others (machine learning and EV3 were never part of it).
  ALL: ['rune', 'curve', 'sound', 'sound_matrix', 'binary_tree', 'pix_n_flix'],
};

/**
 * The modules behind a library name (stored lower case by the XML importer, upper case in old
 * payloads; a module's own name also works). NONE, EV3, MACHINELEARNING and unknown names: none.
 * For ALL a symbol two modules share (`translate`) comes from the first module listed.
 */
export function legacyLibraryModules(name: string | null | undefined): readonly ModuleName[] {
  if (!name) return [];
  const known = LIBRARY_MODULES[name.toUpperCase()];
  if (known) return known;
  const lower = name.toLowerCase();
  return isModuleName(lower) ? [lower] : [];
}

/** Symbols whose legacy name differs from the module's export (legacy name -> export). */
export const LEGACY_RENAMES: Readonly<Record<string, string>> = {
  video_width: 'image_width',
  video_height: 'image_height',
};

/** The export a legacy symbol is read from. */
export function legacyExportName(symbol: string): string {
  return Object.hasOwn(LEGACY_RENAMES, symbol) ? (LEGACY_RENAMES[symbol] ?? symbol) : symbol;
}
