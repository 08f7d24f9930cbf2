import { Parser } from 'acorn';
import type { Node, Program } from 'estree';
import { WASM_STD_EXPORTS } from './std-names';

/**
 * The import line placed before a Source §1 WebAssembly program so that library names work as in the
 * default variant: every std name the program does not declare (or import) itself at top level. All of
 * them, not only those the program mentions, since REPL input after the run may not import (sourceror
 * refuses imports there) yet expects display and math_* as much as the program does.
 *
 * It goes on the program's first line, so line numbers stay the student's; columns on line 1 move by
 * its length (the engine moves them back).
 */
export function autoImports(code: string): string {
  const declared = topLevelNames(code);
  if (declared === null) return ''; // does not parse: js-slang's parser reports the error without help
  return Object.entries(WASM_STD_EXPORTS)
    .map(([module, names]) => {
      const wanted = names.filter((name: string) => !declared.has(name));
      return wanted.length === 0 ? '' : `import { ${wanted.join(', ')} } from "std/${module}"; `;
    })
    .join('');
}

function topLevelNames(code: string): Set<string> | null {
  let program: Program;
  try {
    program = Parser.parse(code, { ecmaVersion: 2020, sourceType: 'module' }) as unknown as Program;
  } catch {
    return null;
  }
  const names = new Set<string>();
  for (const statement of program.body) addDeclaredNames(statement, names);
  return names;
}

function addDeclaredNames(statement: Node, names: Set<string>): void {
  if (statement.type === 'FunctionDeclaration' && statement.id) names.add(statement.id.name);
  if (statement.type === 'VariableDeclaration') {
    for (const declarator of statement.declarations) {
      if (declarator.id.type === 'Identifier') names.add(declarator.id.name);
    }
  }
  if (statement.type === 'ImportDeclaration') {
    for (const specifier of statement.specifiers) names.add(specifier.local.name);
  }
}
