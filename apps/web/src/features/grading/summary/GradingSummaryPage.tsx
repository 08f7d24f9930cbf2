import { Button, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { CaretDownIcon, CaretUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useGradingSummary } from './api';
import styles from './summary.module.css';
import {
  type SummaryColumn,
  type SummaryRowView,
  type SummarySort,
  summaryColumns,
  visibleRows,
} from './summaryTable';

/** The group grading summary (`dashboard`, spec 2): one row per group, every column sortable and filterable. */
export default function GradingSummaryPage() {
  const summary = useGradingSummary();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<SummarySort | null>(null);
  const columns = useMemo(() => summaryColumns(summary.data?.cols ?? []), [summary.data]);
  const rows = useMemo(
    () => visibleRows(summary.data?.rows ?? [], columns, filters, sort),
    [summary.data, columns, filters, sort],
  );

  if (summary.isError) return <NonIdealState title="Could not load the grading summary" />;
  if (!summary.data) return <Spinner />;

  // Unsorted -> ascending -> descending -> unsorted, as a grid header cycles.
  const toggleSort = (key: string) =>
    setSort((current) => {
      if (current?.key !== key) return { key, direction: 'ascending' };
      return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
    });

  return (
    <main className={`sa-page ${styles.page}`} aria-label="Grading summary">
      <HTMLTable compact striped bordered className={styles.table} aria-label="Group grading summary">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : 'none'}
                className={column.numeric ? styles.numeric : undefined}
              >
                <Button
                  variant="minimal"
                  size="small"
                  text={column.label}
                  endIcon={sortIcon(column, sort)}
                  aria-label={`Sort by ${column.label}`}
                  onClick={() => toggleSort(column.key)}
                />
              </th>
            ))}
          </tr>
          <tr>
            {columns.map((column) => (
              <th key={column.key}>
                <InputGroup
                  size="small"
                  className={styles.filter}
                  aria-label={`Filter ${column.label}`}
                  placeholder={column.numeric ? '>0' : 'Filter...'}
                  value={filters[column.key] ?? ''}
                  onValueChange={(value) => setFilters((current) => ({ ...current, [column.key]: value }))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.groupName}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                  {cellText(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <NonIdealState title="No groups to show" />}
    </main>
  );
}

function sortIcon(column: SummaryColumn, sort: SummarySort | null) {
  if (sort?.key !== column.key) return <DoubleCaretVerticalIcon />;
  return sort.direction === 'ascending' ? <CaretUpIcon /> : <CaretDownIcon />;
}

function cellText(row: SummaryRowView, column: SummaryColumn): string {
  const value = row[column.key];
  if (value === null || value === undefined) return column.numeric ? '0' : '-';
  return String(value);
}
