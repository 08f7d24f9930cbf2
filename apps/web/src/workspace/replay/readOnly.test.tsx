import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { pressKey, typeText } from '../test/editorKeys';
import { renderWorkspace } from '../test/renderWorkspace';
import { applyInputToWorkspace } from './applyInput';
import { isEditorReadOnly, setEditorReadOnly } from './readOnly';

const editable = (view: EditorView) => view.contentDOM.getAttribute('contenteditable');

describe('setEditorReadOnly', () => {
  it('stops the user typing while a replay still edits, and gives the editor back', () => {
    const { handle, store } = renderWorkspace({ editorValue: 'ab' });
    const view = handle.editor.current!;
    view.dispatch({ selection: { anchor: 2 } });
    setEditorReadOnly(handle, true);
    setEditorReadOnly(handle, true);
    expect(isEditorReadOnly(handle)).toBe(true);
    expect(editable(view)).toBe('false');
    pressKey(view, 'Backspace');
    pressKey(view, 'Enter');
    expect(view.state.doc.toString()).toBe('ab');
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'codeDelta',
      data: { action: 'insert', start: { row: 0, column: 2 }, end: { row: 0, column: 3 }, lines: ['c'] },
    });
    expect(store.getState().editorValue).toBe('abc');

    setEditorReadOnly(handle, false);
    expect(isEditorReadOnly(handle)).toBe(false);
    expect(editable(view)).toBe('true');
    pressKey(view, 'Backspace');
    typeText(view, '!');
    expect(store.getState().editorValue).toBe('ab!');
    expect(handle.editorExtensions?.current()).toEqual([]);
  });

  it('works on a workspace without an extension slot, through its mounted editor', () => {
    const { handle } = renderWorkspace({ editorValue: 'ab' });
    const view = handle.editor.current!;
    const withoutSlot = { ...handle, editorExtensions: undefined };
    setEditorReadOnly(withoutSlot, true);
    expect(view.state.readOnly).toBe(true);
    setEditorReadOnly(withoutSlot, false);
    expect(view.state.readOnly).toBe(false);
    setEditorReadOnly(withoutSlot, true);
    expect(view.state.readOnly).toBe(true);
  });
});
