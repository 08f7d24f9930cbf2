import { foldedRanges } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { applyInitialFolds } from './initialFolds';

function folds(view: EditorView): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  foldedRanges(view.state).between(0, view.state.doc.length, (from, to) => {
    found.push([from, to]);
  });
  return found;
}

const viewOf = (doc: string) => new EditorView({ state: EditorState.create({ doc }) });

describe('initial folds', () => {
  it('folds whole lines, clipping ranges to the document and skipping empty ones', () => {
    const view = viewOf('a1\nb2\nc3\nd4');
    applyInitialFolds(view, [
      { fromLine: 0, toLine: 2 },
      { fromLine: 4, toLine: 9 },
      { fromLine: 3, toLine: 2 },
    ]);
    expect(folds(view)).toEqual([
      [0, 5],
      [9, 11],
    ]);
    expect(view.state.doc.toString()).toBe('a1\nb2\nc3\nd4');
    view.destroy();
  });

  it('folds a range reaching past the end up to the last line', () => {
    const view = viewOf('a1\nb2\nc3');
    applyInitialFolds(view, [{ fromLine: 2, toLine: 7 }]);
    expect(folds(view)).toEqual([[3, 8]]);
    view.destroy();
  });
});
