import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { NO_LEADERBOARD_ENTRIES, POPULAR_BOARD, SCORE_BOARD } from './texts';
import type { LeaderboardRow } from './types';
import styles from './voting.module.css';

export interface ContestLeaderboardProps {
  scoreLeaderboard: readonly LeaderboardRow[];
  popularVoteLeaderboard: readonly LeaderboardRow[];
  /** Staff's contest actions, above the boards whether or not they have entries. */
  actions?: ReactNode;
}

/**
 * The 'Contest Leaderboard' tab (spec 1 section 2.9): ranked entries with the author's name and the
 * final score. The server sends empty boards until they are revealed.
 */
export function ContestLeaderboard(props: ContestLeaderboardProps) {
  const { scoreLeaderboard, popularVoteLeaderboard, actions } = props;
  const empty = scoreLeaderboard.length === 0 && popularVoteLeaderboard.length === 0;
  return (
    <div>
      {actions}
      {empty ? (
        <p>{NO_LEADERBOARD_ENTRIES}</p>
      ) : (
        <>
          <Board title={SCORE_BOARD} rows={scoreLeaderboard} />
          <Board title={POPULAR_BOARD} rows={popularVoteLeaderboard} />
        </>
      )}
    </div>
  );
}

function Board({ title, rows }: { title: string; rows: readonly LeaderboardRow[] }) {
  return (
    <HTMLTable className={styles.board} compact striped aria-label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th>Rank</th>
          <th>Name</th>
          <th>Score</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.submission_id}>
            <td>{row.rank}</td>
            <td>{row.student_name ?? ''}</td>
            <td>{row.final_score.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
