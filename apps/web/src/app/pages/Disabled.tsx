import { NonIdealState } from '@blueprintjs/core';

/** Shown instead of the application during a maintenance period (spec 1 sections 2.3 and 8). */
export function Disabled({ reason }: { reason?: string | null | undefined }) {
  const text = reason
    ? `The Source Academy has been disabled for this reason: ${reason}.`
    : 'The Source Academy has been disabled for now. Please come back later.';
  return (
    <main className="sa-page">
      <NonIdealState title="Disabled" description={text} />
    </main>
  );
}
