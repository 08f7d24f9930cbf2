import { Button, H2, NonIdealState } from '@blueprintjs/core';
import { AddIcon, RefreshIcon } from '@blueprintjs/icons';
import { type AssessmentTypeListing, CLASSROOM_TEXTS, hasRepository, missionRepository } from '@sa/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useIsNarrow } from '../../app/navbar/useIsNarrow';
import { AssessmentCard } from './AssessmentCard';
import styles from './classroom.module.css';
import type { ClassroomData } from './discovery';
import { CLASSROOM_PATHS } from './routeState';
import { DiscoveryError, Loading, ToFirstType } from './states';
import { useClassroom } from './useClassroom';

/**
 * /githubassessments/{type}: the type's assessments (spec 3 section 2.4). A path naming no type
 * of the course goes to the first type page.
 */
export function TypePage() {
  const { type } = useParams();
  const { connection, query } = useClassroom();
  if (!connection) return <Navigate to={CLASSROOM_PATHS.login} replace />;
  if (query.isError) return <DiscoveryError error={query.error} retry={() => void query.refetch()} />;
  // A refresh shows the loading text too, so that the old list is not taken for the new one.
  if (query.isPending || query.isFetching) return <Loading text={CLASSROOM_TEXTS.fetchingAssessment} />;
  const listing = query.data.types.find((t) => t.slug === type);
  if (!listing) return <ToFirstType data={query.data} />;
  return <TypeListing data={query.data} listing={listing} refresh={() => void query.refetch()} />;
}

function TypeListing({
  data,
  listing,
  refresh,
}: {
  data: ClassroomData;
  listing: AssessmentTypeListing;
  refresh: () => void;
}) {
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const now = new Date();
  const org = data.selected?.login ?? '';
  return (
    <main className={styles.page} aria-labelledby="classroom-type-title">
      <div className={styles.header}>
        <H2 id="classroom-type-title" className={styles.heading}>
          {listing.typeName}
        </H2>
        <div className={styles.actions}>
          <Button
            icon={<AddIcon />}
            text={CLASSROOM_TEXTS.createAssessment}
            // No state: the workspace starts a new mission, saved later to a new repository.
            onClick={() => void navigate(CLASSROOM_PATHS.editor)}
          />
          <Button icon={<RefreshIcon />} text={CLASSROOM_TEXTS.refreshAssessments} onClick={refresh} />
        </div>
      </div>
      {listing.assessments.length === 0 ? (
        <NonIdealState title={CLASSROOM_TEXTS.noAssessments} />
      ) : (
        <div className={styles.cards}>
          {listing.assessments.map((assessment) => {
            const repo = missionRepository(org, assessment.repoPrefix, data.login);
            return (
              <AssessmentCard
                key={`${assessment.repoPrefix}:${assessment.title}`}
                assessment={assessment}
                repo={repo}
                accepted={hasRepository(data.repos, repo)}
                now={now}
                narrow={narrow}
              />
            );
          })}
        </div>
      )}
    </main>
  );
}
