import { EditorSelection } from '@codemirror/state';
import { type EditorView, runScopeHandlers } from '@codemirror/view';

/**
 * Drives a mounted editor as a person's keys do, for tests: characters as typed input (the
 * transaction CodeMirror makes from the DOM, which the test DOM does not produce reliably), other
 * keys through the editor's own keymap.
 */
export function typeText(view: EditorView, text: string): void {
  for (const char of text) {
    view.dispatch({ ...view.state.replaceSelection(char), userEvent: 'input.type', scrollIntoView: true });
  }
}

/** A key ('Enter', 'Backspace', 'ArrowLeft', 'Shift-Enter') through the keymap; true if one handled it. */
export function pressKey(view: EditorView, key: string): boolean {
  const shift = key.startsWith('Shift-');
  const name = shift ? key.slice('Shift-'.length) : key;
  const event = new KeyboardEvent('keydown', { key: name, shiftKey: shift, cancelable: true });
  return runScopeHandlers(view, event, 'editor');
}

export function select(view: EditorView, anchor: number, head: number): void {
  view.dispatch({ selection: EditorSelection.single(anchor, head), userEvent: 'select' });
}
