/**
 * A cell as it arrives: the contract types rows by their count columns, but groupName and
 * leaderName are text, so the table reads every row through this wider view.
 */
export type SummaryCell = string | number | null | undefined;
export type SummaryRowView = Readonly<Record<string, SummaryCell>>;

/** How the dashboard shows one column of the summary. */
export interface SummaryColumn {
  key: string;
  label: string;
  numeric: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface SummarySort {
  key: string;
  direction: SortDirection;
}

const COUNT_COLUMN = /^(submitted|ungraded)(.+)$/;

/** Headers for the reference's column names: 'ungradedMissions' reads 'Ungraded Missions'. */
export function summaryColumns(cols: readonly string[]): SummaryColumn[] {
  return cols.map((key) => {
    if (key === 'groupName') return { key, label: 'Group', numeric: false };
    if (key === 'leaderName') return { key, label: 'Avenger', numeric: false };
    const match = COUNT_COLUMN.exec(key);
    if (!match?.[1] || !match[2]) return { key, label: key, numeric: true };
    const verb = match[1] === 'submitted' ? 'Submitted' : 'Ungraded';
    return { key, label: `${verb} ${match[2]}`, numeric: true };
  });
}

/**
 * Whether a cell passes its column's filter. Text columns match a case-insensitive part of the
 * text; count columns take a number, optionally after =, <, <=, > or >= ('>0' leaves the groups
 * with work to do). A filter that is not a number hides nothing rather than everything.
 */
export function matchesFilter(value: SummaryCell, filter: string, numeric: boolean): boolean {
  const wanted = filter.trim();
  if (wanted === '') return true;
  if (!numeric)
    return String(value ?? '')
      .toLowerCase()
      .includes(wanted.toLowerCase());
  const match = /^(<=|>=|<|>|=)?\s*(-?\d+)$/.exec(wanted);
  if (!match?.[2]) return true;
  const n = Number(match[2]);
  const v = typeof value === 'number' ? value : 0;
  switch (match[1]) {
    case '<':
      return v < n;
    case '<=':
      return v <= n;
    case '>':
      return v > n;
    case '>=':
      return v >= n;
    default:
      return v === n;
  }
}

function compareCells(a: SummaryCell, b: SummaryCell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // No leader sorts after every name, whichever way the column is sorted.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows that pass every column's filter, in the chosen order (the server's when none). */
export function visibleRows<Row extends SummaryRowView>(
  rows: readonly Row[],
  columns: readonly SummaryColumn[],
  filters: Readonly<Record<string, string>>,
  sort: SummarySort | null,
): Row[] {
  const kept = rows.filter((row) =>
    columns.every((column) => matchesFilter(row[column.key], filters[column.key] ?? '', column.numeric)),
  );
  if (!sort) return kept;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return kept.sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || x === undefined || y === null || y === undefined) return compareCells(x, y);
    return sign * compareCells(x, y);
  });
}
