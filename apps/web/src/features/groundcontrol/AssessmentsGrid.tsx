import { Alert, Button, HTMLTable } from '@blueprintjs/core';
import { CaretDownIcon, CaretUpIcon, TrashIcon } from '@blueprintjs/icons';
import type { AssessmentOverview } from '@sa/contracts';
import { useMemo, useState } from 'react';
import { AssessmentRow } from './AssessmentRow';
import { useAssessmentActions } from './actions';
import { DateChangeDialog, type DateField } from './DateChangeDialog';
import styles from './groundcontrol.module.css';
import { DEFAULT_SORT, nextSort, type SortColumn, type SortOrder, sortAssessments } from './sorting';

const SORTABLE: ReadonlyArray<[SortColumn, string]> = [
  ['id', 'ID'],
  ['title', 'Title'],
  ['type', 'Category'],
  ['openAt', 'Open Date'],
  ['closeAt', 'Close Date'],
];

function SortHeader({
  column,
  label,
  order,
  onSort,
}: {
  column: SortColumn;
  label: string;
  order: SortOrder;
  onSort(column: SortColumn): void;
}) {
  const active = order.column === column;
  const ariaSort = active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const icon = active ? order.direction === 'asc' ? <CaretUpIcon /> : <CaretDownIcon /> : undefined;
  return (
    <th aria-sort={ariaSort}>
      <Button
        variant="minimal"
        size="small"
        className={styles.sortButton}
        text={label}
        endIcon={icon}
        onClick={() => onSort(column)}
      />
    </th>
  );
}

type Pending =
  | { kind: 'date'; assessment: AssessmentOverview; field: DateField }
  | { kind: 'publish'; assessment: AssessmentOverview }
  | { kind: 'delete'; assessment: AssessmentOverview };

/** Spec 2's Ground Control grid; every change goes through a prompt or a confirmation. */
export function AssessmentsGrid({ assessments }: { assessments: readonly AssessmentOverview[] }) {
  const actions = useAssessmentActions();
  const [order, setOrder] = useState<SortOrder>(DEFAULT_SORT);
  // The last prompt stays set while it closes, so its text does not change during the fade.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const rows = useMemo(() => sortAssessments(assessments, order), [assessments, order]);
  const ask = (next: Pending) => {
    setPending(next);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const confirm = async () => {
    if (!open || !pending || pending.kind === 'date') return;
    close();
    if (pending.kind === 'publish')
      await actions.setPublished(pending.assessment, !pending.assessment.isPublished);
    else await actions.remove(pending.assessment);
  };

  const handlers = {
    editDate: (assessment: AssessmentOverview, field: DateField) => ask({ kind: 'date', assessment, field }),
    togglePublish: (assessment: AssessmentOverview) => ask({ kind: 'publish', assessment }),
    askDelete: (assessment: AssessmentOverview) => ask({ kind: 'delete', assessment }),
    assignEntries: (assessment: AssessmentOverview) => {
      void actions.assignEntries(assessment);
    },
    setTeamSize: (assessment: AssessmentOverview, maxTeamSize: number) => {
      void actions.setTeamSize(assessment, maxTeamSize);
    },
  };

  const publishing = pending?.kind === 'publish' ? pending.assessment : null;
  const deleting = pending?.kind === 'delete' ? pending.assessment : null;
  return (
    <>
      <HTMLTable compact striped interactive className={styles.table} aria-label="Assessments">
        <thead>
          <tr>
            {SORTABLE.map(([column, label]) => (
              <SortHeader
                key={column}
                column={column}
                label={label}
                order={order}
                onSort={(c) => setOrder((o) => nextSort(o, c))}
              />
            ))}
            <th>Publish</th>
            <th>Team size</th>
            <th>Delete</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <AssessmentRow key={a.id} assessment={a} handlers={handlers} />
          ))}
        </tbody>
      </HTMLTable>
      {open && pending?.kind === 'date' ? (
        <DateChangeDialog
          key={`${pending.assessment.id}-${pending.field}`}
          assessment={pending.assessment}
          field={pending.field}
          onClose={close}
          save={(dates) => actions.changeDates(pending.assessment, dates)}
        />
      ) : null}
      <Alert
        isOpen={open && publishing !== null}
        intent="primary"
        confirmButtonText="Yes"
        cancelButtonText="No"
        onConfirm={confirm}
        onCancel={close}
      >
        {publishing?.isPublished ? (
          <>
            <p>Are you sure you want to unpublish {publishing.title}?</p>
            <p>Students will no longer see it or be able to save answers to it.</p>
          </>
        ) : (
          <>
            <p>Are you sure you want to publish {publishing?.title}?</p>
            <p>Students will be able to see it.</p>
          </>
        )}
      </Alert>
      <Alert
        isOpen={open && deleting !== null}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={confirm}
        onCancel={close}
      >
        <p>Are you sure you want to delete {deleting?.title}?</p>
        <p>All of its submissions will be deleted too. This cannot be undone.</p>
      </Alert>
    </>
  );
}
