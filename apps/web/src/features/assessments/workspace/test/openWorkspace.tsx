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

// The editor helpers are shared test support (src/test/editor.ts): other workspaces use them too.
export { editorText, editorView, typeInEditor } from '../../../../test/editor';

/** Waits for a text of the loaded workspace; the first test of a file also waits for the lazy chunk. */
export const shown = (label: string) => screen.findByText(label, {}, { timeout: 5000 });
