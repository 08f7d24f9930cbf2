import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import type { AssessmentConfiguration } from '@sa/contracts';
import { assessmentTypeSlug, isStaffOrAdmin, waitingByAssessment } from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useIsNarrow } from '../../../app/navbar/useIsNarrow';
import { useSession } from '../../../app/session/hooks';
import { useNow } from '../../../lib/useNow';
import { countForAssessment, textsForAssessment, useNotifications } from '../../notifications';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import { useCourseQueuedSaves } from '../offline/useSaveQueue';
import { AssessmentCard } from './AssessmentCard';
import { CollapsibleSection } from './CollapsibleSection';
import styles from './listing.module.css';
import { groupBySection, SECTIONS } from './sections';

/** The listing of one assessment type (spec 1 section 2.6), in sections Upcoming, Open, Closed. */
export function AssessmentListing({ config }: { config: AssessmentConfiguration }) {
  const endpoints = useAssessmentEndpoints();
  const registration = useSession().profile?.courseRegistration;
  const courseId = registration?.courseId;
  const overviews = useQuery({
    queryKey: assessmentKeys.overviews(courseId),
    queryFn: endpoints.overviews,
    enabled: courseId !== undefined,
  });
  const notifications = useNotifications().data ?? [];
  const now = useNow();
  const narrow = useIsNarrow();
  const isStaff = isStaffOrAdmin(registration?.role ?? null);
  const slug = assessmentTypeSlug(config.type);
  // Answers kept on this device until the network returns, per assessment (issue 26).
  const queued = useCourseQueuedSaves(courseId);
  const waiting = useMemo(() => waitingByAssessment(queued), [queued]);

  let body: ReactNode;
  if (overviews.isError) {
    body = (
      <NonIdealState
        title="Could not load the assessments"
        action={<Button text="Retry" onClick={() => void overviews.refetch()} />}
      />
    );
  } else if (!overviews.data) {
    body = <NonIdealState icon={<Spinner />} title="Fetching assessment..." />;
  } else {
    const ofType = overviews.data.filter((o) => o.type === config.type);
    const groups = groupBySection(ofType, now);
    body =
      ofType.length === 0 ? (
        <NonIdealState title="There are no assessments." />
      ) : (
        SECTIONS.filter((s) => groups[s.id].length > 0).map((section) => (
          <CollapsibleSection key={section.id} title={section.title}>
            {groups[section.id].map((overview) => (
              <AssessmentCard
                key={overview.id}
                overview={overview}
                href={`/courses/${courseId}/${slug}/${overview.id}/0`}
                isStaff={isStaff}
                narrow={narrow}
                hasOpened={section.id !== 'upcoming'}
                notificationCount={countForAssessment(notifications, overview.id)}
                notificationTexts={textsForAssessment(notifications, overview.id)}
                waiting={waiting.get(overview.id)}
              />
            ))}
          </CollapsibleSection>
        ))
      );
  }

  return (
    <main className={narrow ? `${styles.page} ${styles.narrowPage}` : styles.page}>
      <H2>{config.type}</H2>
      {body}
    </main>
  );
}
