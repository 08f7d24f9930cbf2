import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Notifier } from '../../app/toaster';
import { executionActions } from '../actions';
import type { WorkspaceHandle } from '../context';
import { createEditorExtensionSlot } from '../editor/extensionSlot';
import { createExecution } from '../execution';
import type { SideTab } from '../layout/SideContent';
import { createWorkspaceStore, type WorkspaceState } from '../state';
import { Workspace } from '../Workspace';
import { createFakeSession } from './fakeSession';

/** The shared workspace (desktop layout) over a fake runner session, with one side tab unless given, and an extension slot. */
export function renderWorkspace(
  initial: Partial<WorkspaceState> = {},
  sideTabs: readonly SideTab[] = [{ id: 'intro', label: 'Introduction', body: <p>Hello</p> }],
) {
  const store = createWorkspaceStore(initial);
  const session = createFakeSession();
  const notifier: Notifier = { show: vi.fn() };
  const execution = createExecution({ store, createSession: async () => session });
  const handle: WorkspaceHandle = {
    store,
    execution,
    actions: executionActions({ store, execution, notifier }),
    editor: { current: null },
    editorExtensions: createEditorExtensionSlot(),
  };
  const result = render(<Workspace handle={handle} sideTabs={sideTabs} />);
  return { ...result, store, session, notifier, handle };
}
