import type { SourceSession } from '@sa/runner';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../../app/services';
import { useSessionView } from '../../../app/session/hooks';
import { loadBrowserSession } from '../../../workspace/browserRunner';
import type { SideTab } from '../../../workspace/layout/SideContent';
import type { WorkspaceStore } from '../../../workspace/state';
import { createRemoteController, holdsRuns, type RemoteController } from './controller';
import { loadDeviceLinks } from './loadLinks';
import { createRoutedSession } from './routedSession';

export interface RemoteExecution {
  controller: RemoteController;
  /** The workspace's createSession: the browser runner, routed to the device while connected. */
  createSession(): Promise<SourceSession>;
  holdRun(): boolean;
}

/** The playground's remote execution, built once per page before its workspace. */
export function useRemoteExecution(store: WorkspaceStore): RemoteExecution {
  const services = useServices();
  const [remote] = useState((): RemoteExecution => {
    const controller = createRemoteController({
      store,
      // The devices routes' schemas come with the tab's chunk, not the page's.
      endpoint: async (id) => (await import('./api')).deviceEndpoints(services.call).wsEndpoint(id),
      loadLinks: loadDeviceLinks,
      notify: (message) => services.notifier.show(message),
    });
    return {
      controller,
      createSession: async () => createRoutedSession(await loadBrowserSession(), controller),
      holdRun: () => holdsRuns(controller.getState().status),
    };
  });
  const { signedIn } = useSessionView();
  // Signing out ends the connection: its credential was the user's.
  useEffect(() => {
    if (!signedIn) remote.controller.disconnect();
  }, [signedIn, remote]);
  useEffect(() => () => remote.controller.dispose(), [remote]);
  return remote;
}

// The tab's body (device list, dialogs, monitor) loads when the tab is first shown, not with the page.
const RemoteExecutionTab = lazy(async () => ({
  default: (await import('./RemoteExecutionTab')).RemoteExecutionTab,
}));

/** The 'Remote Execution' side tab for the playground's tab list. */
export function useRemoteExecutionTab(remote: RemoteExecution): SideTab {
  const services = useServices();
  const { signedIn } = useSessionView();
  return useMemo(
    () => ({
      id: 'remote-execution',
      label: 'Remote Execution',
      body: (
        <Suspense fallback={<p>Loading...</p>}>
          <RemoteExecutionTab
            controller={remote.controller}
            call={services.call}
            signedIn={signedIn}
            notify={(message) => services.notifier.show(message)}
          />
        </Suspense>
      ),
    }),
    [remote, signedIn, services],
  );
}

/** Whether a device is chosen (the Env Visualizer is not offered then, spec 3 section 2.6). */
export function useIsRemote(remote: RemoteExecution): boolean {
  const { subscribe, getState } = remote.controller;
  return useSyncExternalStore(subscribe, () => getState().status !== 'NOT CONNECTED');
}
