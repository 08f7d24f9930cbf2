import { useEffect } from 'react';
import type { WorkspaceStore } from '../../../workspace/state';

/** How long typing must have stopped before autosave saves (issue 16: "a few seconds"). */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * While `enabled`, saves the editor's code once typing has stopped for AUTOSAVE_DELAY_MS, when it
 * has unsaved changes that differ from the last code the server confirmed (`savedCode`). Every
 * edit restarts the wait, so a learner typing steadily is not interrupted by saves.
 */
export function useAutosave(options: {
  store: WorkspaceStore;
  enabled: boolean;
  savedCode(): string;
  save(): Promise<void>;
}): void {
  const { store, enabled, savedCode, save } = options;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const due = () => {
      timer = null;
      const { editorValue, hasUnsavedChanges } = store.getState();
      if (hasUnsavedChanges && editorValue !== savedCode()) void save();
    };
    let seen = store.getState().editorValue;
    const unsubscribe = store.subscribe(() => {
      const { editorValue } = store.getState();
      if (editorValue === seen) return;
      seen = editorValue;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(due, AUTOSAVE_DELAY_MS);
    });
    // Unsaved changes present on opening (a restored draft) are saved after the same wait.
    if (store.getState().hasUnsavedChanges) timer = setTimeout(due, AUTOSAVE_DELAY_MS);
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  }, [store, enabled, savedCode, save]);
}
