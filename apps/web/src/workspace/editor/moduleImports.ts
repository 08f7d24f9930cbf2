/** One `import { a, b as c } from 'm';` of the program. */
export interface ModuleImport {
  module: string;
  /** Each imported name and the local name it is bound to (the same unless `as` renames it). */
  names: { imported: string; local: string }[];
  /** The text between the braces, as offsets into the document (the cursor may be typing there). */
  bracesFrom: number;
  bracesTo: number;
}

// Source allows only named imports from a module by name: `import { x, y as z } from "name";`.
// The braces may be empty or half typed; the module's name is what identifies the docs.
const IMPORT = /\bimport\s*\{([^{}]*)\}\s*from\s*(['"])([A-Za-z0-9_$-]+)\2/g;
const SPECIFIER = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/**
 * The module imports of a program. A text scan rather than the syntax tree: a student typing inside
 * the braces leaves a program the parser cannot read yet, and completion is wanted right there.
 */
export function moduleImports(text: string): ModuleImport[] {
  const imports: ModuleImport[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const inside = match[1] ?? '';
    const module = match[3] ?? '';
    const bracesFrom = (match.index ?? 0) + match[0].indexOf('{') + 1;
    const names = inside
      .split(',')
      .map((part) => SPECIFIER.exec(part.trim()))
      .flatMap((spec) => (spec?.[1] ? [{ imported: spec[1], local: spec[2] ?? spec[1] }] : []));
    imports.push({ module, names, bracesFrom, bracesTo: bracesFrom + inside.length });
  }
  return imports;
}

/** The import whose braces hold the position, if any. */
export function importAround(imports: readonly ModuleImport[], pos: number): ModuleImport | undefined {
  return imports.find((entry) => pos >= entry.bracesFrom && pos <= entry.bracesTo);
}

/** The module and exported name a local name stands for (`h` in `import { heart as h }`). */
export function importedName(
  imports: readonly ModuleImport[],
  local: string,
): { module: string; imported: string } | undefined {
  for (const entry of imports) {
    const found = entry.names.find((name) => name.local === local);
    if (found) return { module: entry.module, imported: found.imported };
  }
  return undefined;
}
