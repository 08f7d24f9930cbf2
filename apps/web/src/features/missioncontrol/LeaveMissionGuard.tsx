import { Alert } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { EDITED_MISSION_ID } from './paths';

export const LEAVE_MISSION_WARNING = 'You have unsaved changes to this mission. Leave without saving them?';

/**
 * Asks before leaving the editor with unsaved changes: this dialog for a link inside the app, the
 * browser's own prompt for closing or reloading. Moving between the mission's questions keeps the
 * draft, so it is never asked there (nor after a structural edit, which saves first).
 */
export function LeaveMissionGuard({ unsaved }: { unsaved: boolean }) {
  const pending = useRef(unsaved);
  pending.current = unsaved;
  const blocker = useBlocker(
    ({ nextLocation }) =>
      pending.current && !nextLocation.pathname.startsWith(`/mission-control/${EDITED_MISSION_ID}/`),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      event.preventDefault();
      event.returnValue = LEAVE_MISSION_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{LEAVE_MISSION_WARNING}</p>
    </Alert>
  );
}
