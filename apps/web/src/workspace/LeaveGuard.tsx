import { Alert } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useStore } from './createStore';
import type { WorkspaceStore } from './state';

/** Spec 1 section 2.7. */
export const UNSAVED_CHANGES_WARNING =
  'You have changes that may not be saved. Are you sure you want to leave?';

/**
 * Asks before leaving a workspace with unsaved work: the browser's own prompt when the page is
 * closed or reloaded (browsers show their own wording there), and this dialog, with the spec's
 * text, for navigation inside the app. `beforeLeave` gets a last chance to save, after which the
 * flag is read again.
 */
export function LeaveGuard({ store, beforeLeave }: { store: WorkspaceStore; beforeLeave?: () => void }) {
  const unsaved = useStore(store, (s) => s.hasUnsavedChanges);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    beforeLeave?.();
    return store.getState().hasUnsavedChanges;
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeave?.();
      if (!store.getState().hasUnsavedChanges) return;
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store, beforeLeave]);

  // A save that was under way when the learner tried to leave may finish while the question is
  // asked (or before it shows): nothing is at risk any more, so the navigation goes on instead of
  // staying blocked with no dialog to answer.
  const proceed = blocker.proceed;
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) proceed?.();
  }, [blocker.state, unsaved, proceed]);

  return (
    <Alert
      isOpen={blocker.state === 'blocked' && unsaved}
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{UNSAVED_CHANGES_WARNING}</p>
    </Alert>
  );
}
