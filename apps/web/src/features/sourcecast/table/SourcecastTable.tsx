import { Alert, Button, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, LinkIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import type { Sourcecast } from '@sa/contracts';
import { SOURCECAST_TABLE_ROWS } from '@sa/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useNotifier } from '../../../app/toaster';
import { callErrorText } from '../../../lib/callErrors';
import { formatDate } from '../../../lib/formatDate';
import { useRefreshSourcecasts, useSourcecastEndpoints, useSourcecasts } from '../api';
import {
  confirmDelete,
  copyFailed,
  DELETED,
  LINK_COPIED,
  LOAD_FAILED,
  LOADING,
  NO_MATCHES,
  NO_SOURCECASTS,
  SEARCH_LABEL,
  TABLE_LABEL,
} from '../texts';
import { filterSourcecasts, pageCount, sourcecastPath } from './rows';
import styles from './table.module.css';

export interface SourcecastTableProps {
  courseId: number;
  /** Title was clicked: load this recording. */
  onSelect(sourcecast: Sourcecast): void;
  /** Staff and admins get the Delete column (the server refuses students anyway). */
  canDelete: boolean;
  /** The recording now loaded, marked in its row. */
  selectedUid?: string | null;
}

/**
 * The course's sourcecasts (spec 2 "Sourcecast"): a search box over title and uploader, then
 * Title (loads it), Uploader, Date, Share (copies the link) and, for staff, Delete after a
 * confirmation; newest first, 50 rows to a page. Shared by the player and the recorder pages.
 */
export function SourcecastTable({ courseId, onSelect, canDelete, selectedUid = null }: SourcecastTableProps) {
  const query = useSourcecasts(courseId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const rows = useMemo(() => filterSourcecasts(query.data ?? [], search), [query.data, search]);
  const pages = pageCount(rows.length, SOURCECAST_TABLE_ROWS);
  const shownPage = Math.min(page, pages - 1);
  const shown = rows.slice(shownPage * SOURCECAST_TABLE_ROWS, (shownPage + 1) * SOURCECAST_TABLE_ROWS);
  const share = useShare(courseId);
  const deletion = useDeletion(courseId);

  let body: ReactNode;
  if (query.data) {
    body =
      rows.length === 0 ? (
        <NonIdealState title={query.data.length === 0 ? NO_SOURCECASTS : NO_MATCHES} />
      ) : (
        <HTMLTable compact striped interactive className={styles.table} aria-label={TABLE_LABEL}>
          <thead>
            <tr>
              <th>Title</th>
              <th>Uploader</th>
              <th>Date</th>
              <th>Share</th>
              {canDelete ? <th>Delete</th> : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((cast) => (
              <tr key={cast.id} aria-current={cast.uid === selectedUid ? 'true' : undefined}>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    className={styles.title}
                    text={cast.title}
                    aria-label={`Play ${cast.title}`}
                    onClick={() => onSelect(cast)}
                  />
                </td>
                <td>{cast.uploader.name ?? ''}</td>
                <td>{formatDate(cast.inserted_at)}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon={<LinkIcon />}
                    aria-label={`Copy the link to ${cast.title}`}
                    onClick={() => void share(cast)}
                  />
                </td>
                {canDelete ? (
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      intent="danger"
                      icon={<TrashIcon />}
                      aria-label={`Delete ${cast.title}`}
                      onClick={() => deletion.ask(cast)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      );
  } else if (query.isError) {
    body = <NonIdealState title={LOAD_FAILED} />;
  } else {
    body = <NonIdealState icon={<Spinner />} title={LOADING} />;
  }

  return (
    <section className={styles.section} aria-label={TABLE_LABEL}>
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder="Search by title or uploader"
        aria-label={SEARCH_LABEL}
        value={search}
        onValueChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      {body}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="Sourcecast pages">
          <Button
            icon={<ChevronLeftIcon />}
            aria-label="Previous page"
            disabled={shownPage === 0}
            onClick={() => setPage(shownPage - 1)}
          />
          <span aria-live="polite">
            Page {shownPage + 1} of {pages}
          </span>
          <Button
            icon={<ChevronRightIcon />}
            aria-label="Next page"
            disabled={shownPage >= pages - 1}
            onClick={() => setPage(shownPage + 1)}
          />
        </nav>
      ) : null}
      <Alert
        isOpen={deletion.pending !== null}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        <p>{confirmDelete(deletion.pending?.title ?? '')}</p>
        <p>Its audio is deleted too. This cannot be undone.</p>
      </Alert>
    </section>
  );
}

/** Share: the full link on the clipboard, and a toast saying so (or giving the link to copy by hand). */
function useShare(courseId: number) {
  const notifier = useNotifier();
  return async (cast: Sourcecast) => {
    const url = `${window.location.origin}${sourcecastPath(courseId, cast.uid)}`;
    try {
      await navigator.clipboard.writeText(url);
      notifier.show(LINK_COPIED, { intent: 'success' });
    } catch {
      notifier.show(copyFailed(url), { intent: 'warning', timeout: 10_000 });
    }
  };
}

/** Delete asks first; a confirmed delete toasts its outcome and refetches the list. */
function useDeletion(courseId: number) {
  const notifier = useNotifier();
  const { remove } = useSourcecastEndpoints();
  const refresh = useRefreshSourcecasts(courseId);
  const [pending, setPending] = useState<Sourcecast | null>(null);
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: async () => {
      const cast = pending;
      setPending(null);
      if (!cast) return;
      try {
        await remove(courseId, cast.id);
        notifier.show(DELETED, { intent: 'success' });
      } catch (error) {
        const message = callErrorText(error);
        if (message) notifier.show(message);
      }
      // Refetched either way: a 404 means someone else deleted it already.
      await refresh();
    },
  };
}
