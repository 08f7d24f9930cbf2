import { Alert } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UNSAVED_GRADE_WARNING } from './texts';

/**
 * Asks before leaving a grade with unsaved changes (spec 2 section 5): this dialog for navigation
 * inside the app, the browser's own prompt for closing or reloading. It reads a ref so a save
 * followed at once by a move to the next question is not stopped by a stale flag.
 */
export function GradingLeaveGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && dirty.current === true,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = UNSAVED_GRADE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{UNSAVED_GRADE_WARNING}</p>
    </Alert>
  );
}
