import { Callout, Classes } from '@blueprintjs/core';
import { checkContestScores, MAX_CONTEST_SCORE, minContestScore } from '@sa/domain';
import { useState } from 'react';
import { entryHeading, NO_VOTING_ENTRIES, scoreLabel } from './texts';
import type { ContestEntryView, Vote } from './types';
import styles from './voting.module.css';

export interface VotingTabProps {
  entries: readonly ContestEntryView[];
  /** Saves a complete, valid set of scores. */
  onSave: (votes: Vote[]) => Promise<void>;
}

/** An empty field is no score; anything else is read as a number (a bad one fails the range check). */
const scoreOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The 'Contest Voting' tab (spec 1 sections 2.9 and 5): the voter's entries, code read-only, each
 * with a score field. Every change is checked with the shared rule; a wrong set shows its message
 * and is not saved, an incomplete one waits quietly, and a complete, valid one is saved at once.
 */
export function VotingTab({ entries, onSave }: VotingTabProps) {
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(entries.map((e) => [e.submission_id, e.score === null ? '' : String(e.score)])),
  );
  const [message, setMessage] = useState<string | null>(null);

  if (entries.length === 0) return <p>{NO_VOTING_ENTRIES}</p>;

  const change = (submissionId: number, text: string) => {
    const next = { ...texts, [submissionId]: text };
    setTexts(next);
    const votes = entries.map((e) => ({
      submission_id: e.submission_id,
      score: scoreOf(next[e.submission_id] ?? ''),
    }));
    const check = checkContestScores(votes.map((v) => v.score));
    setMessage(check.status === 'invalid' ? check.message : null);
    if (check.status === 'valid') void onSave(votes);
  };

  return (
    <div>
      {message !== null && (
        <Callout intent="danger" role="alert">
          {message}
        </Callout>
      )}
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.submission_id} className={styles.entry}>
            <h4>{entryHeading(entry.submission_id)}</h4>
            <pre className={styles.code}>
              <code>{entry.answer.code}</code>
            </pre>
            <input
              className={Classes.INPUT}
              type="number"
              aria-label={scoreLabel(entry.submission_id)}
              min={minContestScore(entries.length)}
              max={MAX_CONTEST_SCORE}
              step={1}
              value={texts[entry.submission_id] ?? ''}
              onChange={(event) => change(entry.submission_id, event.target.value)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
