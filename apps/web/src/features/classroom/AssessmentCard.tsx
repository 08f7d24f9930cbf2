import { Button, Card, Classes, H4 } from '@blueprintjs/core';
import {
  assessmentCardAction,
  CLASSROOM_TEXTS,
  type CourseAssessment,
  dueText,
  type RepoRef,
} from '@sa/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_COVER, FallbackImage } from '../../app/images/FallbackImage';
import { Markdown } from '../../app/markdown/Markdown';
import { formatDate } from '../../lib/formatDate';
import styles from './classroom.module.css';
import { CLASSROOM_PATHS, type EditorRouteState } from './routeState';
import { CLASSROOM_PAGE_TEXTS as TEXTS } from './texts';

/** Spec 3 section 2.4: the image column is 5 of 12 wide on mobile, otherwise 3. */
export const coverColumns = (narrow: boolean) => (narrow ? 5 : 3);

export interface AssessmentCardProps {
  assessment: CourseAssessment;
  /** The student's mission repository, `{repoPrefix}-{login}` in the course's organisation. */
  repo: RepoRef;
  /** Whether that repository exists yet (the assignment was accepted). */
  accepted: boolean;
  now: Date;
  narrow: boolean;
}

/**
 * One assessment of a type page: cover, title, repository, summary (course-authored markdown,
 * sanitised), due date, and 'Accept', 'Open' or 'Review Answers'.
 */
export function AssessmentCard({ assessment, repo, accepted, now, narrow }: AssessmentCardProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const action = assessmentCardAction(assessment, accepted, now);
  const columns = coverColumns(narrow);

  const act = () => {
    if (action === CLASSROOM_TEXTS.accept) {
      // GitHub Classroom's page makes the repository; the list shows it after a refresh.
      window.open(assessment.acceptLink, '_blank', 'noopener,noreferrer');
      return;
    }
    const state: EditorRouteState = {
      missionRepoData: { owner: repo.owner, name: repo.name },
      title: assessment.title,
      ...(assessment.closeAt ? { dueDate: assessment.closeAt } : {}),
    };
    void navigate(CLASSROOM_PATHS.editor, { state });
  };

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={styles.card}
      style={{ gridTemplateColumns: `${columns}fr ${12 - columns}fr` }}
    >
      <FallbackImage
        src={assessment.coverImage || DEFAULT_COVER}
        alt={TEXTS.coverAlt(assessment.title)}
        className={styles.cover}
      />
      <div className={styles.details}>
        <H4 id={titleId} className={styles.title}>
          {assessment.title}
        </H4>
        <div className={Classes.TEXT_MUTED}>{`${repo.owner}/${repo.name}`}</div>
        {assessment.shortSummary ? <Markdown text={assessment.shortSummary} /> : null}
        <div className={narrow ? styles.footerNarrow : styles.footer}>
          <span>{dueText(assessment.closeAt, formatDate)}</span>
          <Button intent="primary" text={action} onClick={act} fill={narrow} />
        </div>
      </div>
    </Card>
  );
}
