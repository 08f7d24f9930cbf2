import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Notifier } from '../../app/toaster';
import { executionActions } from '../actions';
import type { WorkspaceHandle } from '../context';
import { createExecution } from '../execution';
import { createWorkspaceStore, type WorkspaceState } from '../state';
import { Workspace } from '../Workspace';
import { createFakeSession } from './fakeSession';

/** The shared workspace (desktop layout) over a fake runner session, with one side tab. */
export function renderWorkspace(initial: Partial<WorkspaceState> = {}) {
  const store = createWorkspaceStore(initial);
  const session = createFakeSession();
  const notifier: Notifier = { show: vi.fn() };
  const execution = createExecution({ store, createSession: async () => session });
  const handle: WorkspaceHandle = {
    store,
    execution,
    actions: executionActions({ store, execution, notifier }),
    editor: { current: null },
  };
  const result = render(
    <Workspace handle={handle} sideTabs={[{ id: 'intro', label: 'Introduction', body: <p>Hello</p> }]} />,
  );
  return { ...result, store, session, notifier, handle };
}
