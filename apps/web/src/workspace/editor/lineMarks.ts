import { ensureSyntaxTree } from '@codemirror/language';
import { type Diagnostic, linter } from '@codemirror/lint';
import { type EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';
import type { ErrorMark } from '../state';

/**
 * Errors in the editor, from two sources (ADR 0009): syntax errors found as you type by the
 * editor's own JavaScript parser (already running for highlighting, so this costs nothing more),
 * and the located errors of the last run, which carry Source's own rules ('let' before chapter 3,
 * undeclared names). The run's errors are dropped at the first edit, since their lines may move.
 */
export const setRunErrors = StateEffect.define<readonly ErrorMark[]>();
export const setHighlightedLines = StateEffect.define<readonly number[]>();

export const runErrorsField = StateField.define<readonly ErrorMark[]>({
  create: () => [],
  update(marks, tr) {
    for (const effect of tr.effects) if (effect.is(setRunErrors)) return effect.value;
    return tr.docChanged ? [] : marks;
  },
});

const highlighted = Decoration.line({ class: 'cm-sa-highlighted' });

export const highlightedLinesField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(set, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setHighlightedLines)) continue;
      const { doc } = tr.state;
      const ranges = [...new Set(effect.value)]
        .filter((n) => n >= 1 && n <= doc.lines)
        .sort((a, b) => a - b)
        .map((n) => highlighted.range(doc.line(n).from));
      return Decoration.set(ranges);
    }
    return set.map(tr.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const SYNTAX_ERROR_MESSAGE = 'Syntax error';

/** Diagnostics for the parser's error nodes and the last run's located errors. */
export function sourceDiagnostics(state: EditorState): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const tree = ensureSyntaxTree(state, state.doc.length, 200);
  tree?.iterate({
    enter(node) {
      if (!node.type.isError) return;
      // An error node may be empty (a missing token); mark at least one character.
      const from = Math.min(node.from, Math.max(0, state.doc.length - 1));
      const to = Math.min(state.doc.length, Math.max(node.to, from + 1));
      diagnostics.push({ from, to, severity: 'error', message: SYNTAX_ERROR_MESSAGE });
    },
  });
  for (const mark of state.field(runErrorsField)) {
    if (mark.line < 1 || mark.line > state.doc.lines) continue;
    const line = state.doc.line(mark.line);
    const from = Math.min(line.to, line.from + Math.max(0, mark.column ?? 0));
    diagnostics.push({ from, to: Math.max(line.to, from), severity: 'error', message: mark.text });
  }
  return diagnostics;
}

export function lineMarks() {
  return [
    runErrorsField,
    highlightedLinesField,
    linter((view) => sourceDiagnostics(view.state), { delay: 300 }),
  ];
}
