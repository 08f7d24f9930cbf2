import { Button, Classes } from '@blueprintjs/core';
import { EditIcon, RefreshIcon, UndoIcon } from '@blueprintjs/icons';
import type { GradingListRow } from '@sa/contracts';
import { canPublishGrading } from '@sa/domain';
import { Link } from 'react-router';
import { NotificationBadge } from '../../notifications';
import { gradingQuestionPath } from '../detail/paths';
import { PublishGradingButton } from '../publish/PublishGradingButton';
import styles from './gradingList.module.css';
import {
  type Grader,
  gradingText,
  leadStudent,
  mayReautograde,
  mayUnsubmit,
  STATUS_TEXT,
  studentName,
  xpText,
} from './rules';

export interface RowActions {
  askReautograde(row: GradingListRow): void;
  askUnsubmit(row: GradingListRow): void;
}

/**
 * One submission. The grading detail counts questions from 0 in its URL, as the reference does:
 * Grade opens the first question. Publishing confirms in its own dialog, the others in the page's.
 */
export function GradingRow({
  row,
  courseId,
  grader,
  actions,
}: {
  row: GradingListRow;
  courseId: number;
  grader: Grader;
  actions: RowActions;
}) {
  const name = studentName(row);
  const about = `${row.assessment.title} by ${name}`;
  return (
    <tr>
      <td>
        <NotificationBadge count={row.notificationCount} />
      </td>
      <td>{row.assessment.title}</td>
      <td>{row.assessment.type}</td>
      <td>{name}</td>
      <td>{leadStudent(row)?.groupName ?? ''}</td>
      <td>{STATUS_TEXT[row.status]}</td>
      <td>{gradingText(row)}</td>
      <td>{xpText(row)}</td>
      <td>
        <div className={styles.actions}>
          <Link
            to={gradingQuestionPath(courseId, row.id, 0)}
            aria-label={`Grade ${about}`}
            className={`${Classes.BUTTON} ${Classes.SMALL} ${Classes.MINIMAL}`}
          >
            <EditIcon />
            <span className={Classes.BUTTON_TEXT}>Grade</span>
          </Link>
          <Button
            size="small"
            variant="minimal"
            icon={<RefreshIcon />}
            text="Reautograde"
            aria-label={`Reautograde ${about}`}
            disabled={!mayReautograde(row, grader)}
            onClick={() => actions.askReautograde(row)}
          />
          <Button
            size="small"
            variant="minimal"
            icon={<UndoIcon />}
            text="Unsubmit"
            aria-label={`Unsubmit ${about}`}
            disabled={!mayUnsubmit(row, grader)}
            onClick={() => actions.askUnsubmit(row)}
          />
          <PublishGradingButton
            compact
            submissionId={row.id}
            about={about}
            isGradingPublished={row.isGradingPublished}
            enabled={canPublishGrading({
              isManuallyGraded: row.assessment.isManuallyGraded,
              status: row.status,
              gradedCount: row.gradedCount,
              questionCount: row.assessment.questionCount,
            })}
          />
        </div>
      </td>
    </tr>
  );
}
