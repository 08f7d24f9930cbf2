import type { Notifier } from '../../app/toaster';
import { initialWorkspaceState, type WorkspaceState } from '../../workspace/state';
import { LOAD_ERROR, loadPlayground, PLAYGROUND_STORAGE_KEY } from './persistence';
import { decodePlaygroundLink, hasPlaygroundLink, type PlaygroundLinkState } from './urlState';

export interface PlaygroundStart {
  state: WorkspaceState;
  /** The address carried a program or settings; it has been applied and may be dropped. */
  fromLink: boolean;
}

/**
 * What the playground opens with: the stored playground, then whatever a link in the address
 * gives on top of it. A link's state counts as unsaved until it is stored, so it survives a reload.
 */
export function playgroundStart(
  location: { hash: string; search: string },
  storage: Storage | undefined,
  notifier: Notifier,
): PlaygroundStart {
  let state = initialWorkspaceState();
  const stored = storage ? loadPlayground(storage) : undefined;
  if (stored === 'corrupt') {
    storage?.removeItem(PLAYGROUND_STORAGE_KEY);
    notifier.show(LOAD_ERROR);
  } else if (stored) {
    state = { ...state, ...stored };
  }
  const link = decodePlaygroundLink(location.hash, location.search);
  if (!hasPlaygroundLink(link)) return { state, fromLink: false };
  return { state: { ...state, ...linkPatch(link) }, fromLink: true };
}

/** What a link changes in the workspace; it counts as unsaved until stored. */
export function linkPatch(link: PlaygroundLinkState): Partial<WorkspaceState> {
  return {
    ...(link.program === undefined ? {} : { editorValue: link.program }),
    ...(link.chapter === undefined ? {} : { chapter: link.chapter }),
    ...(link.variant === undefined ? {} : { variant: link.variant }),
    ...(link.execTime === undefined ? {} : { execTime: link.execTime }),
    hasUnsavedChanges: true,
  };
}
