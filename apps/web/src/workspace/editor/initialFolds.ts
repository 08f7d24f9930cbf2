import { codeFolding, foldEffect, foldGutter, foldState } from '@codemirror/language';
import { StateEffect } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { LineRange } from '../context';

/**
 * Folds whole lines of a freshly mounted editor (a textbook snippet hides the code it prepends).
 * Folding is switched on here only for editors that ask for it, with a gutter to unfold by;
 * ranges outside the document are clipped, empty ones skipped. The text itself is unchanged.
 */
export function applyInitialFolds(view: EditorView, ranges: readonly LineRange[]): void {
  const { doc } = view.state;
  const effects: StateEffect<unknown>[] = [];
  for (const range of ranges) {
    const fromLine = Math.max(1, range.fromLine);
    const toLine = Math.min(doc.lines, range.toLine);
    if (toLine < fromLine) continue;
    const from = doc.line(fromLine).from;
    const to = doc.line(toLine).to;
    if (to > from) effects.push(foldEffect.of({ from, to }));
  }
  if (effects.length === 0) return;
  if (!view.state.field(foldState, false)) {
    view.dispatch({ effects: StateEffect.appendConfig.of([codeFolding(), foldGutter()]) });
  }
  view.dispatch({ effects });
}
