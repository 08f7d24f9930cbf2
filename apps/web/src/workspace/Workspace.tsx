import type { SourceSession } from '@sa/runner';
import { type ReactNode, useEffect, useState } from 'react';
import { useIsNarrow } from '../app/navbar/useIsNarrow';
import type { Notifier } from '../app/toaster';
import { type ActionDeps, executionActions, type WorkspaceAction } from './actions';
import { WorkspaceContext, type WorkspaceHandle } from './context';
import { type CheckVariant, createExecution } from './execution';
import { DesktopWorkspace } from './layout/DesktopWorkspace';
import type { SideTab } from './layout/SideContent';
import { MobileWorkspace } from './mobile/MobileWorkspace';
import type { WorkspaceStore } from './state';

export interface WorkspaceSetup {
  store: WorkspaceStore;
  notifier: Notifier;
  createSession: () => Promise<SourceSession>;
  checkVariant?: CheckVariant;
  /** The area's commands; the playground's run, stop and autorun when absent. */
  actions?: (deps: ActionDeps) => WorkspaceAction[];
}

/**
 * Builds a workspace's runner, commands and editor slot once per store and frees the runner
 * when the workspace goes away. The runner starts loading at once so the first Run is quick.
 */
export function useWorkspaceHandle(setup: WorkspaceSetup): WorkspaceHandle {
  const [handle] = useState<WorkspaceHandle>(() => {
    const { store, notifier, createSession, checkVariant } = setup;
    const execution = createExecution({ store, createSession, checkVariant });
    const actions = (setup.actions ?? executionActions)({ store, execution, notifier });
    return { store, execution, actions, checkVariant, editor: { current: null } };
  });
  useEffect(() => handle.execution.attach(), [handle]);
  return handle;
}

export interface WorkspaceProps {
  handle: WorkspaceHandle;
  sideTabs: readonly SideTab[];
  /** Area-specific controls after the shared ones (the playground's Share). */
  controls?: ReactNode;
}

/** The workspace every area shares: desktop layout, or the mobile one below 768 px. */
export function Workspace({ handle, sideTabs, controls }: WorkspaceProps) {
  const narrow = useIsNarrow();
  return (
    <WorkspaceContext.Provider value={handle}>
      {narrow ? (
        <MobileWorkspace sideTabs={sideTabs} controls={controls} />
      ) : (
        <DesktopWorkspace sideTabs={sideTabs} controls={controls} />
      )}
    </WorkspaceContext.Provider>
  );
}
