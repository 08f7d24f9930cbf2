/**
 * The docs json of one module (`/modules/jsons/<name>.json`), in the classic layout js-slang and the
 * editor read: each exported name to its kind, description (HTML) and types. Built from the TSDoc
 * of each module's exports by `npm run build:modules` (packages/modules/build/docs.ts).
 */
export interface FunctionDoc {
  kind: 'function';
  name: string;
  /** HTML: the summary, the parameters and what it returns. Sanitise before inserting. */
  description: string;
  /** [name, type] per parameter, in order. */
  params: [string, string][];
  retType: string;
}

export interface VariableDoc {
  kind: 'variable';
  name: string;
  description: string;
  type: string;
}

export interface UnknownDoc {
  kind: 'unknown';
}

export type NameDoc = FunctionDoc | VariableDoc | UnknownDoc;

export type ModuleDocs = Record<string, NameDoc>;

/** `make_tree(value: unknown, left: BinaryTree, right: BinaryTree) → BinaryTree`, or `heart: Rune`. */
export function signatureOf(doc: NameDoc): string | undefined {
  if (doc.kind === 'function') {
    return `${doc.name}(${doc.params.map(([name, type]) => `${name}: ${type}`).join(', ')}) → ${doc.retType}`;
  }
  if (doc.kind === 'variable') return `${doc.name}: ${doc.type}`;
  return undefined;
}
