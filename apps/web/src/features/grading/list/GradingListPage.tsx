import { Alert, Button, HTMLTable, InputGroup, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { DownloadIcon, SearchIcon } from '@blueprintjs/icons';
import { GRADING_LIST_PAGE_SIZE, type GradingListRow } from '@sa/contracts';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../../app/session/hooks';
import { downloadText } from '../../../lib/download';
import { useGradingActions } from './actions';
import { type ListFilterInput, useGradingList, useGradingListEndpoints } from './api';
import { gradingCsv, gradingCsvFileName } from './csv';
import { GradingRow } from './GradingRow';
import styles from './gradingList.module.css';
import { Pager } from './Pager';
import { studentName } from './rules';

const COLUMNS = [
  'Notifications',
  'Assessment',
  'Category',
  'Student',
  'Group',
  'Status',
  'Grading',
  'XP',
  'Actions',
];

type Pending = { kind: 'reautograde' | 'unsubmit'; row: GradingListRow };

/**
 * /courses/:courseId/grading: the course's submissions, 25 a page, filtered, sorted and paged
 * by the server (spec 2 "Grading list"). The one filter box matches the assessment title, the
 * student's name or username and the group name; it applies on Enter or when the box loses focus.
 * Without 'Show all groups' the list keeps to the grader's own group(s).
 */
export default function GradingListPage() {
  const registration = useSession().profile?.courseRegistration;
  const course = useSession().profile?.courseConfiguration;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [allGroups, setAllGroups] = useState(false);
  const [page, setPage] = useState(0);
  const filters: ListFilterInput = {
    group: allGroups ? 'false' : 'true',
    ...(search === '' ? {} : { search }),
  };
  const list = useGradingList({
    ...filters,
    pageSize: String(GRADING_LIST_PAGE_SIZE),
    offset: String(page * GRADING_LIST_PAGE_SIZE),
  });
  const endpoints = useGradingListEndpoints();
  const actions = useGradingActions();
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);

  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / GRADING_LIST_PAGE_SIZE));
  // A page emptied by a change elsewhere (unsubmits, filters) falls back to the last one there is.
  const shownPage = Math.min(page, pageCount - 1);
  if (list.data && shownPage !== page) setPage(shownPage);

  const applyFilter = () => {
    const next = draft.trim();
    if (next === search) return;
    setSearch(next);
    setPage(0);
  };
  const ask = (kind: Pending['kind']) => (row: GradingListRow) => {
    setPending({ kind, row });
    setConfirming(true);
  };
  const confirm = async () => {
    if (!pending) return;
    setConfirming(false);
    await (pending.kind === 'reautograde' ? actions.reautograde(pending.row) : actions.unsubmit(pending.row));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const exported = await endpoints.exportRows(filters);
      const name = course?.courseShortName || course?.courseName || 'course';
      downloadText(gradingCsvFileName(name, new Date()), gradingCsv(exported));
    } catch {
      // The API client has already toasted why.
    } finally {
      setExporting(false);
    }
  };

  let content: ReactNode;
  if (!registration) {
    content = null;
  } else if (list.data) {
    const grader = { courseRegId: registration.courseRegId, role: registration.role };
    content =
      list.data.count === 0 ? (
        <NonIdealState title="There are no submissions to show." />
      ) : (
        <>
          <HTMLTable compact striped className={styles.table} aria-label="Submissions">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((row) => (
                <GradingRow
                  key={row.id}
                  row={row}
                  courseId={registration.courseId}
                  grader={grader}
                  actions={{ askReautograde: ask('reautograde'), askUnsubmit: ask('unsubmit') }}
                />
              ))}
            </tbody>
          </HTMLTable>
          <Pager page={shownPage} pageCount={pageCount} onPage={setPage} />
        </>
      );
  } else if (list.isError) {
    content = <NonIdealState title="Could not load the submissions" />;
  } else {
    content = <NonIdealState icon={<Spinner />} title="Loading submissions..." />;
  }

  const about = pending ? `${pending.row.assessment.title} by ${studentName(pending.row)}` : '';
  return (
    <main className={`sa-page ${styles.page}`} aria-label="Grading">
      <div className={styles.toolbar}>
        <InputGroup
          className={styles.filter}
          leftIcon={<SearchIcon />}
          aria-label="Filter submissions"
          placeholder="Filter by assessment, student or group"
          value={draft}
          onValueChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyFilter();
          }}
          onBlur={applyFilter}
        />
        <Switch
          role="switch"
          label="Show all groups"
          checked={allGroups}
          onChange={(event) => {
            setAllGroups(event.currentTarget.checked);
            setPage(0);
          }}
        />
        <Button
          icon={<DownloadIcon />}
          text="Export to CSV"
          loading={exporting}
          onClick={() => void exportCsv()}
        />
      </div>
      {content}
      <Alert
        isOpen={confirming && pending?.kind === 'reautograde'}
        intent="primary"
        confirmButtonText="Reautograde"
        cancelButtonText="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>Reautograde {about}?</p>
        <p>Every answer is graded again and its XP adjustment is reset to 0.</p>
      </Alert>
      <Alert
        isOpen={confirming && pending?.kind === 'unsubmit'}
        intent="danger"
        confirmButtonText="Unsubmit"
        cancelButtonText="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>Unsubmit {about}?</p>
        <p>The student can change the answers again; their XP and autograding are cleared.</p>
      </Alert>
    </main>
  );
}
