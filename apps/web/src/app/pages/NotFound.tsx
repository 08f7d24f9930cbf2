import { NonIdealState } from '@blueprintjs/core';

export function NotFound() {
  return <NonIdealState title="404 Not Found" description="The requested resource could not be found" />;
}
