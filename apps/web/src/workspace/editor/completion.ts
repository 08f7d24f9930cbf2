import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SourceChapter } from '@sa/domain';
import { predeclaredNames } from './builtins';
import { isInsideImportBraces } from './moduleCompletion';

/** Spec 1 section 5: no completion when the typed prefix begins with a digit. */
export function shouldComplete(prefix: string): boolean {
  return !/^[0-9]/.test(prefix);
}

/** Names the program declares itself (constants, functions, parameters, let variables). */
export function declaredNames(state: EditorState): string[] {
  const names = new Set<string>();
  syntaxTree(state).iterate({
    enter(node) {
      if (node.name === 'VariableDefinition') names.add(state.sliceDoc(node.from, node.to));
    },
  });
  return [...names];
}

const TYPE_OF_KIND = { function: 'function', constant: 'constant', keyword: 'keyword' } as const;

/**
 * Autocompletion over the chapter's names, the external library's (a connected device's ev3_*
 * functions) and the user's own; `chapter` and `library` are read at each request.
 */
export function sourceCompletions(chapter: () => SourceChapter, library: () => readonly string[] = () => []) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[\w$]+/);
    if (!word && !context.explicit) return null;
    const prefix = word?.text ?? '';
    if (!shouldComplete(prefix)) return null;
    // Between `import {` and `}` only the module's names belong (moduleCompletions offers them).
    if (isInsideImportBraces(context.state.doc.toString(), context.pos)) return null;
    const own: Completion[] = declaredNames(context.state)
      .filter((name) => name !== prefix)
      .map((label) => ({ label, type: 'variable', boost: 1 }));
    const builtin: Completion[] = predeclaredNames(chapter()).map(({ name, kind }) => ({
      label: name,
      type: TYPE_OF_KIND[kind],
    }));
    const external: Completion[] = library().map((label) => ({ label, type: 'function' }));
    return {
      from: word?.from ?? context.pos,
      options: [...own, ...builtin, ...external],
      validFor: /^[\w$]*$/,
    };
  };
}
