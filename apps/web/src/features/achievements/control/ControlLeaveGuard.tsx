import { Alert } from '@blueprintjs/core';
import { UNPUBLISHED_CHANGES_PROMPT } from '@sa/domain';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the editor with unpublished changes (spec 2 section 4): this dialog for
 * navigation inside the app, the browser's own prompt for closing or reloading. It reads a ref,
 * as the grading editor's guard does, so a publish that has just finished never blocks.
 */
export function ControlLeaveGuard({ unpublished }: { unpublished: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unpublished.current === true,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unpublished.current) return;
      event.preventDefault();
      event.returnValue = UNPUBLISHED_CHANGES_PROMPT;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unpublished]);

  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      confirmButtonText="Leave"
      cancelButtonText="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{UNPUBLISHED_CHANGES_PROMPT}</p>
    </Alert>
  );
}
