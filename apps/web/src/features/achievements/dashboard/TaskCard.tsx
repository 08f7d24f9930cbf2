import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import type { AchievementStatus } from '@sa/domain';
import { type ReactNode, useState } from 'react';
import { formatDate } from '../../../lib/formatDate';
import {
  deadlineText,
  prerequisitesOf,
  progressLabel,
  STATUS_TEXT,
  showPrerequisites,
  xpText,
} from '../texts';
import type { CardEntry } from './cards';
import styles from './dashboard.module.css';

const STATUS_INTENT: Record<AchievementStatus, 'none' | 'primary' | 'success' | 'danger'> = {
  UNRELEASED: 'none',
  ACTIVE: 'primary',
  EXPIRED: 'danger',
  COMPLETED: 'success',
};

/** The XP a card advertises: the fixed XP, or with variable XP what the goals have earned so far. */
function cardXp({ item, summary }: CardEntry): number {
  return item.isVariableXp ? summary.xpEarned : item.xp;
}

/**
 * One achievement card: its title is the button that opens it in the detail view (stretched over
 * the card), with XP, the displayed deadline (red under a day away), status and progress.
 */
export function AchievementCard({
  entry,
  selected,
  onSelect,
  children,
}: {
  entry: CardEntry;
  selected: boolean;
  onSelect: (uuid: string) => void;
  children?: ReactNode;
}) {
  const { item, summary } = entry;
  return (
    <article className={`${styles.card} ${selected ? styles.selected : ''}`} aria-label={item.title}>
      <button
        type="button"
        className={styles.cardButton}
        aria-pressed={selected}
        onClick={() => onSelect(item.uuid)}
      >
        {item.title}
      </button>
      <div className={styles.cardFacts}>
        <span>{xpText(cardXp(entry))}</span>
        {summary.displayDeadline ? (
          <span className={summary.deadlineNear ? styles.deadlineNear : undefined}>
            {deadlineText(formatDate(summary.displayDeadline))}
          </span>
        ) : null}
        <Tag minimal intent={STATUS_INTENT[summary.status]}>
          {STATUS_TEXT[summary.status]}
        </Tag>
      </div>
      {item.goalUuids.length > 0 ? (
        <ProgressBar
          className={styles.cardProgress}
          value={summary.progress}
          animate={false}
          stripes={false}
          intent={summary.completed ? 'success' : 'primary'}
          aria-label={progressLabel(item.title)}
        />
      ) : null}
      {children}
    </article>
  );
}

/** A task card with the dropdown of its direct prerequisites (spec 2: "task cards with dropdown prerequisites"). */
export function TaskCard({
  entry,
  prerequisites,
  selectedUuid,
  onSelect,
}: {
  entry: CardEntry;
  prerequisites: readonly CardEntry[];
  selectedUuid: string | null;
  onSelect: (uuid: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const { title, uuid } = entry.item;
  return (
    <li className={styles.task}>
      <AchievementCard entry={entry} selected={selectedUuid === uuid} onSelect={onSelect}>
        {prerequisites.length > 0 ? (
          <Button
            className={styles.dropdown}
            variant="minimal"
            icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
            aria-label={showPrerequisites(title)}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          />
        ) : null}
      </AchievementCard>
      {open ? (
        <ul className={styles.prerequisites} aria-label={prerequisitesOf(title)}>
          {prerequisites.map((prerequisite) => (
            <li key={prerequisite.item.uuid}>
              <AchievementCard
                entry={prerequisite}
                selected={selectedUuid === prerequisite.item.uuid}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
