import { Button, Card, Classes, H4, Tooltip } from '@blueprintjs/core';
import {
  CrossCircleIcon,
  DisableIcon,
  DocumentIcon,
  LockIcon,
  TickCircleIcon,
  TimeIcon,
} from '@blueprintjs/icons';
import type { AssessmentOverview } from '@sa/contracts';
import { ATTEMPT_BUTTON_TEXT, GRADING_STATUS_TEXT, type GradingStatus, gradingStatus } from '@sa/domain';
import { type ReactElement, useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../../app/images/FallbackImage';
import { Markdown } from '../../../app/markdown/Markdown';
import { formatDate } from '../../../lib/formatDate';
import { NotificationBadge } from '../../notifications';
import { WaitingTag } from '../offline/WaitingTag';
import { FinalizeButton } from './FinalizeButton';
import styles from './listing.module.css';

export const PRIVATE_TOOLTIP = 'This assessment is password-protected.';

/** Spec 1 section 2.6: the cover image takes 5 of 12 columns on mobile, otherwise 3. */
export const imageColumns = (narrow: boolean) => (narrow ? 5 : 3);

const GRADING_ICON: Record<GradingStatus, ReactElement> = {
  graded: <TickCircleIcon className={Classes.INTENT_SUCCESS} />,
  grading: <TimeIcon className={Classes.INTENT_WARNING} />,
  none: <CrossCircleIcon className={Classes.INTENT_DANGER} />,
  excluded: <DisableIcon className={Classes.TEXT_MUTED} />,
};

export interface AssessmentCardProps {
  overview: AssessmentOverview;
  /** Where the card's action leads: /courses/{id}/{type slug}/{assessmentId}/0. */
  href: string;
  isStaff: boolean;
  narrow: boolean;
  /** The assessment has opened (the date reads 'Due:'). */
  hasOpened: boolean;
  notificationCount: number;
  notificationTexts?: readonly string[];
  /** Answers to it kept on this device until they are sent (issue 26), and how many conflict. */
  waiting?: { waiting: number; conflicts: number } | undefined;
}

export function AssessmentCard(props: AssessmentCardProps) {
  const { overview, href, isStaff, narrow, hasOpened, notificationCount, notificationTexts, waiting } = props;
  const titleId = useId();
  const columns = imageColumns(narrow);
  const label = ATTEMPT_BUTTON_TEXT[overview.status];
  // A student cannot open an assessment before it opens (the server answers 403); staff preview it.
  const canOpen = hasOpened || isStaff;
  const showXp = overview.status === 'submitted' && overview.isGradingPublished === true;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={styles.card}
      style={{ gridTemplateColumns: `${columns}fr ${12 - columns}fr` }}
    >
      <div className={styles.cover}>
        {overview.coverImage ? (
          <FallbackImage src={overview.coverImage} alt="" className={styles.coverImage} />
        ) : (
          <div className={styles.placeholder} role="img" aria-label="No cover image">
            <DocumentIcon size={32} />
          </div>
        )}
      </div>
      <div className={styles.details}>
        <div className={styles.titleRow}>
          <H4 id={titleId} className={styles.title}>
            {overview.title}
          </H4>
          {overview.private ? (
            <Tooltip content={PRIVATE_TOOLTIP}>
              {/* Focusable so keyboard users can read the tooltip too. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip needs a focus target */}
              <span role="img" aria-label={PRIVATE_TOOLTIP} tabIndex={0} className={styles.statusIcon}>
                <LockIcon />
              </span>
            </Tooltip>
          ) : null}
          {isStaff ? <GradingStatusIcon overview={overview} /> : null}
          <NotificationBadge count={notificationCount} texts={notificationTexts} />
          <WaitingTag waiting={waiting} />
        </div>
        <div className={Classes.TEXT_MUTED}>
          {showXp ? `XP: ${overview.xp} / ${overview.maxXp}` : `Max XP: ${overview.maxXp}`}
        </div>
        {overview.shortSummary ? <Markdown text={overview.shortSummary} /> : null}
        <div className={narrow ? styles.footerNarrow : styles.footer}>
          <span className={styles.date}>
            {hasOpened ? `Due: ${formatDate(overview.closeAt)}` : `Opens at: ${formatDate(overview.openAt)}`}
          </span>
          <div className={narrow ? styles.actionsNarrow : styles.actions}>
            <FinalizeButton overview={overview} fill={narrow} answersWaiting={waiting !== undefined} />
            {canOpen ? (
              <Link
                to={href}
                className={[Classes.BUTTON, Classes.INTENT_PRIMARY, narrow ? Classes.FILL : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className={Classes.BUTTON_TEXT}>{label}</span>
              </Link>
            ) : (
              <Button intent="primary" text={label} disabled fill={narrow} />
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

function GradingStatusIcon({ overview }: { overview: AssessmentOverview }) {
  const status = gradingStatus(overview);
  const text = GRADING_STATUS_TEXT[status];
  return (
    <Tooltip content={text}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip needs a focus target */}
      <span role="img" aria-label={text} tabIndex={0} className={styles.statusIcon}>
        {GRADING_ICON[status]}
      </span>
    </Tooltip>
  );
}
