import { variantSupport } from '@sa/runner';
import { useState } from 'react';
import { type Notifier, useNotifier } from '../app/toaster';
import { loadBrowserSession } from './browserRunner';
import type { WorkspaceHandle } from './context';
import type { WorkspaceStore } from './state';
import { useDefaultEngine } from './useDefaultEngine';
import { EnvModel } from './visualizers/env/envModel';
import { useWorkspaceHandle, type WorkspaceSetup } from './Workspace';

export interface BrowserWorkspace {
  handle: WorkspaceHandle;
  /** The Env Visualizer tab's state, for `useVisualizerTabs`. */
  envModel: EnvModel;
  notifier: Notifier;
}

/**
 * A free-standing program's workspace, as the playground has it: programs run in this browser's
 * runner worker, the variants it cannot run are said so, and the Env Visualizer has its model.
 * The pages that show one program outside an assessment (a textbook snippet, a sourcecast, the
 * recorder) build theirs with this.
 */
export function useBrowserWorkspace(
  store: WorkspaceStore,
  setup: Partial<Omit<WorkspaceSetup, 'store' | 'notifier' | 'envModel'>> = {},
): BrowserWorkspace {
  const notifier = useNotifier();
  const [envModel] = useState(() => new EnvModel());
  useDefaultEngine(store);
  const handle = useWorkspaceHandle({
    store,
    notifier,
    envModel,
    createSession: loadBrowserSession,
    checkVariant: variantSupport,
    ...setup,
  });
  return { handle, envModel, notifier };
}
