import { Alert } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with work not yet sent (the grading editor, Achievement Control): this
 * dialog with `message` for navigation inside the app, the browser's own prompt for closing or
 * reloading. It reads a ref, not state, so a save or publish that has just finished and moves on at
 * once is never stopped by a stale flag.
 */
export function LeaveWarning({
  pending,
  message,
  within,
}: {
  pending: RefObject<boolean>;
  message: string;
  /** Addresses that count as staying (the mission editor's other questions keep the draft). */
  within?: (pathname: string) => boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      pending.current === true &&
      !within?.(nextLocation.pathname),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending, message]);

  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{message}</p>
    </Alert>
  );
}
