import { Callout, Tag } from '@blueprintjs/core';
import type { ContestEntry } from '@sa/contracts';
import styles from './grading.module.css';
import { NO_VOTES_ASSIGNED, NOT_SCORED, VOTES_HEADING } from './texts';

/**
 * A voting answer as the grader sees it: each entry handed to the student, its code and the score
 * the student gave it (or that they gave none), read-only. The votes are the answer.
 */
export function GradingVotes({ entries }: { entries: readonly ContestEntry[] }) {
  if (entries.length === 0) {
    return (
      <div className={styles.votes}>
        <Callout intent="primary">{NO_VOTES_ASSIGNED}</Callout>
      </div>
    );
  }
  return (
    <section className={styles.votes} aria-label={VOTES_HEADING}>
      <h4>{VOTES_HEADING}</h4>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li
            key={entry.submission_id}
            className={styles.testcase}
            aria-label={`Entry ${entry.submission_id}`}
          >
            <strong>{`Entry ${entry.submission_id} `}</strong>
            <Tag minimal intent={entry.score === null ? 'warning' : 'primary'}>
              {entry.score === null ? NOT_SCORED : `Score: ${entry.score}`}
            </Tag>
            <pre>
              <code>{entry.answer.code}</code>
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
