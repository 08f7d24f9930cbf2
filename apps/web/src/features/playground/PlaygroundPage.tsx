import { variantSupport } from '@sa/runner';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotifier } from '../../app/toaster';
import { createStore } from '../../workspace/createStore';
import { LeaveGuard } from '../../workspace/LeaveGuard';
import type { SideTab } from '../../workspace/layout/SideContent';
import { useDefaultEngine } from '../../workspace/useDefaultEngine';
import { EnvModel } from '../../workspace/visualizers/env/envModel';
import { ENV_VISUALIZER_TAB_ID } from '../../workspace/visualizers/env/envTabs';
import { useVisualizerTabs } from '../../workspace/visualizers/useVisualizerTabs';
import { useWorkspaceHandle, Workspace } from '../../workspace/Workspace';
import { useRunRecorder } from '../achievements';
import { useEventLogRecorder } from '../researchlogs';
import { GoogleDriveButton } from './drive/GoogleDriveButton';
import { GitHubMenu } from './github/GitHubMenu';
import { Introduction } from './Introduction';
import { linkPatch, playgroundStart } from './initialState';
import { createPlaygroundSaver, type PlaygroundSaver } from './persistence';
import { useIsRemote, useRemoteExecution, useRemoteExecutionTab } from './remote/useRemoteExecution';
import { ShareButton } from './ShareButton';
import { SessionControl } from './session/SessionControl';
import { SESSION_PARAM, useSharedSession } from './session/useSharedSession';
import { decodePlaygroundLink, hasPlaygroundLink } from './urlState';

const PLAYGROUND_PLACE = { assessmentId: null, questionId: null };

const SIDE_TABS: readonly SideTab[] = [{ id: 'introduction', label: 'Introduction', body: <Introduction /> }];

function storageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage switched off: the playground still works, without keeping work
  }
}

/** /playground: the shared workspace with an Introduction tab, local saving and shareable links. */
export default function PlaygroundPage() {
  const notifier = useNotifier();
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => playgroundStart(location, storageOrUndefined(), notifier));
  const [store] = useState(() => createStore(start.state));
  const [envModel] = useState(() => new EnvModel());
  const remote = useRemoteExecution(store);
  const handle = useWorkspaceHandle({
    envModel,
    store,
    notifier,
    createSession: remote.createSession,
    holdRun: remote.holdRun,
    checkVariant: variantSupport,
    onRun: useRunRecorder(),
  });
  const [saver, setSaver] = useState<PlaygroundSaver | null>(null);
  // The Evaluator control follows the course's setting until the user chooses (ADR 0039).
  useDefaultEngine(store);
  // One research-log session per visit, for users who agreed (spec 1 section 3).
  useEventLogRecorder(handle, PLAYGROUND_PLACE);

  useEffect(() => {
    const storage = storageOrUndefined();
    if (!storage) return;
    const created = createPlaygroundSaver({ store, storage, notifier });
    setSaver(created);
    const onPageHide = () => created.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      created.dispose();
    };
  }, [store, notifier]);

  // A link opened while the playground is open (pasted into the address bar) replaces the
  // program too. Once applied and stored, the link is dropped from the address so a reload
  // keeps later edits instead of reloading the link's program; Share builds a fresh link.
  const { hash, search } = location;
  const startAddress = useRef(start.fromLink ? hash + search : null);
  useEffect(() => {
    const link = decodePlaygroundLink(hash, search);
    if (!hasPlaygroundLink(link)) return;
    // The address the page opened with is already in the initial state.
    if (startAddress.current !== hash + search) store.setState(linkPatch(link));
    startAddress.current = null;
    // A shared session's id stays: the address is its invitation.
    const session = new URLSearchParams(search).get(SESSION_PARAM);
    void navigate(session ? `/playground?${SESSION_PARAM}=${encodeURIComponent(session)}` : '/playground', {
      replace: true,
    });
  }, [hash, search, store, navigate]);

  const flush = useCallback(() => saver?.flush(), [saver]);

  // Spec 3 section 2.6: which visualizer tabs the chapter and variant get.
  const visualizerTabs = useVisualizerTabs(store, envModel, SIDE_TABS);
  const remoteTab = useRemoteExecutionTab(remote);
  const isRemote = useIsRemote(remote);
  // The environment model runs in the browser only: not offered while a device is chosen.
  const sideTabs = useMemo(
    () => [...visualizerTabs.filter((tab) => !(isRemote && tab.id === ENV_VISUALIZER_TAB_ID)), remoteTab],
    [visualizerTabs, isRemote, remoteTab],
  );
  const session = useSharedSession(handle);

  return (
    <>
      <Workspace
        handle={handle}
        sideTabs={sideTabs}
        controls={
          <>
            <ShareButton />
            <SessionControl session={session} />
            <GitHubMenu />
            <GoogleDriveButton />
          </>
        }
      />
      <LeaveGuard store={store} beforeLeave={flush} />
    </>
  );
}
