import { Button } from '@blueprintjs/core';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '@blueprintjs/icons';
import styles from './gradingList.module.css';

/** First, previous, next and last page (spec 2 "Grading list"); `page` counts from 0. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}) {
  const first = page <= 0;
  const last = page >= pageCount - 1;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button
        icon={<DoubleChevronLeftIcon />}
        aria-label="First page"
        disabled={first}
        onClick={() => onPage(0)}
      />
      <Button
        icon={<ChevronLeftIcon />}
        aria-label="Previous page"
        disabled={first}
        onClick={() => onPage(page - 1)}
      />
      <span aria-live="polite">
        Page {page + 1} of {pageCount}
      </span>
      <Button
        icon={<ChevronRightIcon />}
        aria-label="Next page"
        disabled={last}
        onClick={() => onPage(page + 1)}
      />
      <Button
        icon={<DoubleChevronRightIcon />}
        aria-label="Last page"
        disabled={last}
        onClick={() => onPage(pageCount - 1)}
      />
    </nav>
  );
}
