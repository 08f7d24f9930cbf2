import { NonIdealState, ProgressBar } from '@blueprintjs/core';
import {
  type AchievementItem,
  type AchievementSummary,
  type GoalItem,
  goalsOfAchievement,
  isGoalComplete,
  progressFraction,
} from '@sa/domain';
import { FallbackImage } from '../../../app/images/FallbackImage';
import { formatDate } from '../../../lib/formatDate';
import {
  deadlineText,
  earnedXpText,
  GOALS_HEADING,
  goalCountText,
  goalProgressLabel,
  NO_AVAILABLE_GOAL,
  SELECT_ACHIEVEMENT,
  STATUS_TEXT,
} from '../texts';
import styles from './dashboard.module.css';

/**
 * The opened achievement: cover image, description, its goals with their progress, and the
 * completion text once it is completed (spec 2: "A detail view shows goals").
 */
export function AchievementDetail({
  item,
  summary,
  goals,
}: {
  item: AchievementItem | undefined;
  summary: AchievementSummary | undefined;
  goals: readonly GoalItem[];
}) {
  if (!item || !summary) {
    return (
      <section className={styles.detail} aria-label="Achievement details">
        <NonIdealState description={SELECT_ACHIEVEMENT} />
      </section>
    );
  }
  const own = goalsOfAchievement(item, goals);
  const { coverImage, description, completionText } = item.view;
  return (
    <section className={styles.detail} aria-label={`Details of ${item.title}`}>
      {coverImage ? <FallbackImage className={styles.cover} src={coverImage} alt="" /> : null}
      <h2>{item.title}</h2>
      <p className={styles.detailFacts}>
        <span>{STATUS_TEXT[summary.status]}</span>
        <span>{earnedXpText(summary.xpEarned, item.xp)}</span>
        {summary.displayDeadline ? (
          <span className={summary.deadlineNear ? styles.deadlineNear : undefined}>
            {deadlineText(formatDate(summary.displayDeadline))}
          </span>
        ) : null}
      </p>
      {description ? <p className={styles.description}>{description}</p> : null}
      <h3>{GOALS_HEADING}</h3>
      {own.length === 0 ? (
        <p>{NO_AVAILABLE_GOAL}</p>
      ) : (
        <ul className={styles.goals} aria-label={GOALS_HEADING}>
          {own.map((goal) => (
            <li key={goal.uuid} className={styles.goal}>
              <span>{goal.text}</span>
              <ProgressBar
                value={progressFraction({ goalUuids: [goal.uuid] }, [goal])}
                animate={false}
                stripes={false}
                intent={isGoalComplete(goal) ? 'success' : 'primary'}
                aria-label={goalProgressLabel(goal.text)}
              />
              <span>{goalCountText(goal.count, goal.targetCount)}</span>
            </li>
          ))}
        </ul>
      )}
      {summary.completed && completionText ? <p className={styles.completion}>{completionText}</p> : null}
    </section>
  );
}
