import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, DragHandleVerticalIcon, TrashIcon } from '@blueprintjs/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AssessmentTypeFields } from '@sa/domain';
import styles from './adminpanel.module.css';
import { type TypeRow, toCount } from './typeTable';

interface Props {
  row: TypeRow;
  index: number;
  count: number;
  onChange(patch: Partial<AssessmentTypeFields>): void;
  onMove(to: number): void;
  onDelete(): void;
  /** What the route's schema refuses in this row, shown under its type. */
  problem?: string | undefined;
}

/**
 * One assessment type: dragged by its handle (pointer or keyboard, via dnd-kit), or moved with
 * the up and down buttons. Labels name the row by position, as a screen reader reads the table.
 */
export function TypeTableRow({ row, index, count, onChange, onMove, onDelete, problem }: Props) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.key,
  });
  const n = index + 1;
  const problemId = `type-problem-${row.key}`;
  return (
    <tr
      ref={setNodeRef}
      className={isDragging ? styles.dragging : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <td className={styles.handleCell}>
        <Button
          variant="minimal"
          size="small"
          icon={<DragHandleVerticalIcon />}
          aria-label={`Drag row ${n}`}
          {...attributes}
          {...listeners}
        />
        <Button
          variant="minimal"
          size="small"
          icon={<ArrowUpIcon />}
          aria-label={`Move row ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <Button
          variant="minimal"
          size="small"
          icon={<ArrowDownIcon />}
          aria-label={`Move row ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
      </td>
      <td>
        <InputGroup
          aria-label={`Assessment Type, row ${n}`}
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
          value={row.type}
          onChange={(e) => onChange({ type: e.currentTarget.value })}
        />
        {problem ? (
          <div id={problemId} className={styles.fieldProblem}>
            {problem}
          </div>
        ) : null}
      </td>
      <td>
        <Checkbox
          aria-label={`Is Manually Graded, row ${n}`}
          checked={row.isManuallyGraded}
          onChange={(e) => onChange({ isManuallyGraded: e.currentTarget.checked })}
        />
      </td>
      <td>
        <Checkbox
          aria-label={`Display in Dashboard, row ${n}`}
          checked={row.displayInDashboard}
          onChange={(e) => onChange({ displayInDashboard: e.currentTarget.checked })}
        />
      </td>
      <td>
        <InputGroup
          type="number"
          min={0}
          aria-label={`Max Bonus XP, row ${n}`}
          value={String(row.earlySubmissionXp)}
          onChange={(e) => onChange({ earlySubmissionXp: toCount(e.currentTarget.value) })}
        />
      </td>
      <td>
        <InputGroup
          type="number"
          min={0}
          aria-label={`Early Hours Before Decay, row ${n}`}
          value={String(row.hoursBeforeEarlyXpDecay)}
          onChange={(e) => onChange({ hoursBeforeEarlyXpDecay: toCount(e.currentTarget.value) })}
        />
      </td>
      <td>
        <Button
          icon={<TrashIcon />}
          intent="danger"
          variant="minimal"
          aria-label={`Delete row ${n}`}
          onClick={onDelete}
        />
      </td>
    </tr>
  );
}
