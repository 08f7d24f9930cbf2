import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { type EditorView, hoverTooltip, type Tooltip } from '@codemirror/view';
import { signatureOf } from '@sa/modules/docs';
import { docElement, type ModuleDocsLoader } from './moduleDocs';
import { importAround, importedName, moduleImports } from './moduleImports';

/**
 * Completion of module names: every name of each module the program imports, with its signature
 * and description; inside `import { … } from 'm'` only the names of m.
 */
export function moduleCompletions(loadDocs: ModuleDocsLoader) {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const word = context.matchBefore(/[\w$]+/);
    if (!word && !context.explicit) return null;
    if (word && /^[0-9]/.test(word.text)) return null;
    const imports = moduleImports(context.state.doc.toString());
    const around = importAround(imports, context.pos);
    const modules = around ? [around.module] : [...new Set(imports.map((entry) => entry.module))];
    if (modules.length === 0) return null;
    const loaded = await Promise.all(
      modules.map(async (module) => ({ module, docs: await loadDocs(module) })),
    );
    if (context.aborted) return null;
    const options: Completion[] = loaded.flatMap(({ module, docs }) =>
      Object.entries(docs ?? {}).map(([name, doc]) => ({
        label: name,
        type: doc.kind === 'function' ? 'function' : 'variable',
        detail: signatureOf(doc)?.slice(name.length) ?? module,
        info: () => docElement(doc, module),
        // Inside the braces these are the only sensible names; elsewhere above the chapter's.
        boost: around ? 2 : 1,
      })),
    );
    return { from: word?.from ?? context.pos, options, validFor: /^[\w$]*$/ };
  };
}

/** Whether the position is between the braces of a module import (the chapter's names do not belong there). */
export function isInsideImportBraces(text: string, pos: number): boolean {
  return importAround(moduleImports(text), pos) !== undefined;
}

/** Hovering a name the program imports from a module shows its signature and description. */
export function moduleHover(loadDocs: ModuleDocsLoader) {
  return hoverTooltip(moduleHoverSource(loadDocs));
}

/** The tooltip for the word at `pos`, when it is a name imported from a module with docs. */
export function moduleHoverSource(loadDocs: ModuleDocsLoader) {
  return async (view: EditorView, pos: number): Promise<Tooltip | null> => {
    const line = view.state.doc.lineAt(pos);
    const text = line.text;
    let start = pos - line.from;
    let end = start;
    while (start > 0 && /[\w$]/.test(text[start - 1] ?? '')) start -= 1;
    while (end < text.length && /[\w$]/.test(text[end] ?? '')) end += 1;
    if (start === end) return null;
    const found = importedName(moduleImports(view.state.doc.toString()), text.slice(start, end));
    if (!found) return null;
    const doc = (await loadDocs(found.module))?.[found.imported];
    if (!doc || doc.kind === 'unknown') return null;
    return {
      pos: line.from + start,
      end: line.from + end,
      above: true,
      create: () => ({ dom: docElement(doc, found.module) }),
    };
  };
}
