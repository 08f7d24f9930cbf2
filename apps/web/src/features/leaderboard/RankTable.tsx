import { HTMLTable } from '@blueprintjs/core';
import { leaderboardView } from '@sa/domain';
import type { ReactNode } from 'react';
import styles from './leaderboard.module.css';
import { ownRowLabel, YOU } from './texts';

export interface RankRow {
  key: string | number;
  rank: number;
  name: string | null;
  /** The cells after Rank and Name, in the order of `columns`. */
  cells: ReactNode[];
  own: boolean;
}

/**
 * A ranked table cut to the course's top N. The caller's own row is highlighted (marked with
 * aria-current and the word 'you', not by colour alone) and, when it falls below the top N,
 * shown apart after a break.
 */
export function RankTable(props: {
  caption: string;
  columns: string[];
  rows: readonly RankRow[];
  size: number;
}) {
  const { top, ownBelow } = leaderboardView(props.rows, props.size, (row) => row.own);
  return (
    <HTMLTable className={styles.table} compact striped>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {top.map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </tbody>
      {ownBelow ? (
        <tbody className={styles.below} aria-label={ownRowLabel}>
          <Row row={ownBelow} />
        </tbody>
      ) : null}
    </HTMLTable>
  );
}

function Row({ row }: { row: RankRow }) {
  return (
    <tr className={row.own ? styles.own : undefined} aria-current={row.own ? 'true' : undefined}>
      <td>{row.rank}</td>
      <td>
        {row.name ?? ''}
        {row.own ? <span className={styles.you}> {YOU}</span> : null}
      </td>
      {row.cells.map((cell, i) => (
        // The cells of one row never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: positional cells
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}
