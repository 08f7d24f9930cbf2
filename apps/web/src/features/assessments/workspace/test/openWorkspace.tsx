import { EditorView } from '@codemirror/view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeBackend } from '../../../../test/fakeBackend';
import { renderApp } from '../../../../test/renderApp';
import { assessmentsArea } from '../..';
import { profileWith } from '../../testSupport';

/** The app at `path` (a workspace route of course 1) for a member with the given role. */
export function openWorkspace(
  path: string,
  backend: FakeBackend,
  role: 'student' | 'staff' | 'admin' = 'student',
) {
  const user = userEvent.setup();
  const app = renderApp({ path, profile: profileWith(role), backend, areas: [assessmentsArea] });
  return { user, ...app };
}

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

/** Waits for a text of the loaded workspace; the first test of a file also waits for the lazy chunk. */
export const shown = (label: string) => screen.findByText(label, {}, { timeout: 5000 });
