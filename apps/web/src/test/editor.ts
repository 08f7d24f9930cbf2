import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';

/** The workspace's CodeMirror editor (test id 'editor') of the page under test. */
export function editorView(): EditorView {
  const view = EditorView.findFromDOM(screen.getByTestId('editor'));
  if (!view) throw new Error('no editor is mounted');
  return view;
}

/** Replaces the editor's text as typing would (a user event, so the workspace sees an edit). */
export function typeInEditor(code: string): void {
  const view = editorView();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code }, userEvent: 'input.type' });
}

export const editorText = () => editorView().state.doc.toString();
