import type { WorkspaceHandle } from '../../../workspace/context';
import { applyInputToWorkspace, resetWorkspaceTo } from '../../../workspace/replay/applyInput';
import { setEditorReadOnly } from '../../../workspace/replay/readOnly';
import type { ReplayTarget } from './SourcecastPlayer';

/** The replay's target in a real workspace: the shared replay helpers (workspace/replay). */
export function workspaceTarget(handle: WorkspaceHandle): ReplayTarget {
  return {
    setReadOnly: (readOnly) => setEditorReadOnly(handle, readOnly),
    reset: ({ editorValue, chapter, externalLibrary, sideTab, place }) => {
      resetWorkspaceTo(handle, { editorValue, chapter, externalLibrary }, editorValue);
      if (place) applyInputToWorkspace(handle, place);
      // A seek shows the tab the lesson was on by then; before any switch the viewer's stays.
      if (sideTab !== null) handle.store.setState({ sideTab });
    },
    apply: (input) => {
      applyInputToWorkspace(handle, input);
    },
  };
}
