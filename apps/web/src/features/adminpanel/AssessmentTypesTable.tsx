import { Alert, Button, H4, HTMLTable, Tag } from '@blueprintjs/core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AdminAssessmentConfig } from '@sa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotifier } from '../../app/toaster';
import styles from './adminpanel.module.css';
import { TypeTableRow } from './TypeTableRow';
import {
  addRow,
  deleteWarning,
  type Edit,
  isDirty,
  moveRow,
  removeRow,
  rowProblems,
  rowsFromServer,
  type TypeRow,
  toRequest,
  updateRow,
} from './typeTable';

export interface AssessmentTypesTableProps {
  /** The types as last loaded; remount (change the key) to start again from new data. */
  initial: readonly AdminAssessmentConfig[];
  save(rows: ReturnType<typeof toRequest>): Promise<void>;
  /** Deletes a saved type on the server at once (after the confirmation). */
  deleteType(id: number): Promise<void>;
}

const COLUMNS = [
  'Assessment Type',
  'Is Manually Graded',
  'Display in Dashboard',
  'Max Bonus XP',
  'Early Hours Before Decay',
  'Delete Row',
];

/**
 * The assessment-type table (spec 2, Admin panel): its own unsaved-change flag, a Save that is
 * highlighted while there are changes, the 1-8 limits and a confirmation before a saved type
 * (and everything of that type) is deleted.
 */
export function AssessmentTypesTable({ initial, save, deleteType }: AssessmentTypesTableProps) {
  const notifier = useNotifier();
  const [saved, setSaved] = useState<TypeRow[]>(() => rowsFromServer(initial));
  const [rows, setRows] = useState<TypeRow[]>(saved);
  const [confirming, setConfirming] = useState<TypeRow | null>(null);
  const saving = useMutation({ mutationFn: save });
  const deleting = useMutation({
    mutationFn: (row: TypeRow) => deleteType(row.assessmentConfigId),
    onSuccess: (_answer, row) => {
      // Other unsaved edits in the table stay as they are.
      setRows((current) => current.filter((r) => r.key !== row.key));
      setSaved((current) => current.filter((r) => r.key !== row.key));
    },
    // A failure needs nothing here: the API client has shown the error.
  });
  const dirty = isDirty(rows, saved);
  const problems = useMemo(() => rowProblems(rows), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const apply = (edit: Edit) => {
    if ('error' in edit) notifier.show(edit.error, { intent: 'warning' });
    else setRows(edit.rows);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = rows.findIndex((r) => r.key === active.id);
    const to = rows.findIndex((r) => r.key === over.id);
    setRows(moveRow(rows, from, to));
  };

  const requestDelete = (row: TypeRow) => {
    const edit = removeRow(rows, row.key);
    if ('error' in edit) return apply(edit);
    // A row the server has not seen yet just goes; a saved type is deleted there, after asking.
    if (row.assessmentConfigId === -1) setRows(edit.rows);
    else setConfirming(row);
  };

  const confirmDelete = () => {
    const row = confirming;
    setConfirming(null);
    if (row) deleting.mutate(row);
  };

  return (
    <section aria-label="Assessment types" className={styles.section}>
      <div className={styles.sectionHeader}>
        <H4>Assessment Types</H4>
        {dirty ? <Tag intent="warning">Unsaved changes</Tag> : null}
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <HTMLTable compact className={styles.table} aria-label="Assessment types">
          <thead>
            <tr>
              <th>
                <span className={styles.visuallyHidden}>Order</span>
              </th>
              {COLUMNS.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
              {rows.map((row, index) => (
                <TypeTableRow
                  key={row.key}
                  row={row}
                  index={index}
                  count={rows.length}
                  problem={problems.get(row.key)}
                  onChange={(patch) => setRows(updateRow(rows, row.key, patch))}
                  onMove={(to) => setRows(moveRow(rows, index, to))}
                  onDelete={() => requestDelete(row)}
                />
              ))}
            </SortableContext>
          </tbody>
        </HTMLTable>
      </DndContext>
      <div className="sa-actions">
        <Button text="Add Row" onClick={() => apply(addRow(rows))} />
        <Button
          text="Save"
          intent={dirty ? 'warning' : 'none'}
          disabled={!dirty || problems.size > 0}
          // After a save the table is remounted with the new data; until then it stays busy.
          loading={saving.isPending || saving.isSuccess}
          onClick={() => saving.mutate(toRequest(rows))}
        />
      </div>
      <Alert
        isOpen={confirming !== null}
        intent="danger"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? deleteWarning(confirming) : ''}</p>
        <p>Are you sure?</p>
      </Alert>
    </section>
  );
}
