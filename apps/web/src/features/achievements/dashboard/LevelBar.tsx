import { ProgressBar } from '@blueprintjs/core';
import { levelProgress } from '@sa/domain';
import { LEVEL_BAR_LABEL, levelText, levelXpText, totalXpText } from '../texts';
import styles from './dashboard.module.css';

/** Level, total XP and the progress to the next level (issue 9: level = floor(XP / 1000) + 1). */
export function LevelBar({ totalXp }: { totalXp: number | undefined }) {
  const xp = totalXp ?? 0;
  const progress = levelProgress(xp);
  return (
    <section className={styles.levelBar} aria-label={levelText(progress.level)}>
      <strong className={styles.level}>{levelText(progress.level)}</strong>
      <div className={styles.levelMeter}>
        <ProgressBar
          value={progress.fraction}
          animate={false}
          stripes={false}
          intent="primary"
          aria-label={LEVEL_BAR_LABEL}
          aria-valuetext={levelXpText(progress.xpIntoLevel, progress.xpPerLevel)}
        />
        <span className={styles.levelXp}>{levelXpText(progress.xpIntoLevel, progress.xpPerLevel)}</span>
      </div>
      <span>{totalXp === undefined ? '' : totalXpText(xp)}</span>
    </section>
  );
}
