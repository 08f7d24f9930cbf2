import { lazy, Suspense } from 'react';
import { useDeployment } from '../deployment';
import { useSession } from '../session/hooks';

export const RESEARCH_TITLE = 'Agreement to Participate in Educational Research';

/** The dialog loads only for someone who has not answered yet. */
const ResearchDialog = lazy(() => import('./ResearchDialog'));

/** Blocks the app until the user answers, when the deployment asks (spec 1 section 2.5). */
export function ResearchPrompt() {
  const { enableResearchPrompt } = useDeployment();
  const snapshot = useSession();
  const registration = snapshot.profile?.courseRegistration;
  const isOpen =
    enableResearchPrompt &&
    snapshot.tokens !== null &&
    !!registration &&
    registration.agreedToResearch === null;
  if (!isOpen) return null;

  return (
    <Suspense fallback={null}>
      <ResearchDialog />
    </Suspense>
  );
}
