import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { CLASSROOM_TEXTS } from '@sa/domain';
import { Navigate } from 'react-router';
import type { ClassroomData } from './discovery';
import { CLASSROOM_PATHS } from './routeState';
import { CLASSROOM_PAGE_TEXTS as TEXTS } from './texts';

/** The page of the first assessment type, or null when the course has none to show. */
export function firstTypePath(data: ClassroomData): string | null {
  const first = data.types[0];
  return first ? `${CLASSROOM_PATHS.root}/${first.slug}` : null;
}

export function Loading({ text = CLASSROOM_TEXTS.loading }: { text?: string }) {
  return <NonIdealState icon={<Spinner />} title={text} />;
}

/** Discovery failed for a reason of GitHub's (network, rate limit): say so, offer to try again. */
export function DiscoveryError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <NonIdealState
      title={TEXTS.githubError}
      description={error.message}
      action={<Button text={TEXTS.tryAgain} onClick={retry} />}
    />
  );
}

/** Spec 3 section 2.4: other paths go to the first type page when there is one, else to login. */
export function ToFirstType({ data }: { data: ClassroomData | undefined }) {
  const to = data ? firstTypePath(data) : null;
  return <Navigate to={to ?? CLASSROOM_PATHS.login} replace />;
}
