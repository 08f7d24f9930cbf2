import type { AssessmentOverview } from '@sa/contracts';

export type SortColumn = 'id' | 'title' | 'type' | 'openAt' | 'closeAt';
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  column: SortColumn;
  direction: SortDirection;
}

/** Spec 2 "Ground control": openAt descending, then closeAt descending. */
export const DEFAULT_SORT: SortOrder = { column: 'openAt', direction: 'desc' };

type Row = Pick<AssessmentOverview, SortColumn>;

function compareBy(column: SortColumn, a: Row, b: Row): number {
  switch (column) {
    case 'id':
      return a.id - b.id;
    case 'title':
    case 'type':
      return a[column].localeCompare(b[column], undefined, { sensitivity: 'base', numeric: true });
    case 'openAt':
    case 'closeAt':
      return Date.parse(a[column]) - Date.parse(b[column]);
  }
}

/**
 * The rows in the chosen order. Ties fall back to the default order (open date, then close
 * date, newest first) and finally the id, so the grid never reshuffles equal rows between loads.
 */
export function sortAssessments<T extends Row>(rows: readonly T[], order: SortOrder): T[] {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      sign * compareBy(order.column, a, b) ||
      -compareBy('openAt', a, b) ||
      -compareBy('closeAt', a, b) ||
      b.id - a.id,
  );
}

/** Clicking a column's header: the same column flips direction, a new one starts ascending. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}
