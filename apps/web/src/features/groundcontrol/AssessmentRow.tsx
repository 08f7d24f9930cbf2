import { Button, HTMLSelect, Switch } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { AssessmentOverview } from '@sa/contracts';
import { assessmentTypeSlug } from '@sa/domain';
import { Link } from 'react-router';
import { formatDateString } from '../../lib/dateString';
import { AssignEntriesButton } from '../contest';
import type { DateField } from './DateChangeDialog';
import styles from './groundcontrol.module.css';

export interface RowHandlers {
  editDate(assessment: AssessmentOverview, field: DateField): void;
  togglePublish(assessment: AssessmentOverview): void;
  askDelete(assessment: AssessmentOverview): void;
  assignEntries(assessment: AssessmentOverview): void;
  setTeamSize(assessment: AssessmentOverview, maxTeamSize: number): void;
}

/** The team sizes offered (1: an individual assessment); a larger size set elsewhere is offered too. */
const TEAM_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The workspace of the assessment's first question, opened in a new window (spec 2 section 2). */
export const assessmentPath = (a: AssessmentOverview) =>
  `/courses/${a.courseId}/${assessmentTypeSlug(a.type)}/${a.id}/0`;

/**
 * One assessment in the Ground Control grid: ID, Title, Category, dates, Publish, Delete. An
 * assessment with voting features also offers to (re)assign its contest entries, beside Delete.
 */
export function AssessmentRow({
  assessment: a,
  handlers,
}: {
  assessment: AssessmentOverview;
  handlers: RowHandlers;
}) {
  const dateButton = (field: DateField, label: string) => {
    const shown = formatDateString(new Date(a[field]));
    return (
      <Button
        variant="minimal"
        size="small"
        text={shown}
        // The name keeps the visible date (and says what the button does).
        aria-label={`Change ${label} of ${a.title}, ${shown}`}
        onClick={() => handlers.editDate(a, field)}
      />
    );
  };
  return (
    <tr>
      <td>{a.id}</td>
      <td>
        <Link to={assessmentPath(a)} target="_blank" rel="noopener noreferrer">
          {a.title}
        </Link>
      </td>
      <td>{a.type}</td>
      <td>{dateButton('openAt', 'open date')}</td>
      <td>{dateButton('closeAt', 'close date')}</td>
      <td>
        <Switch
          role="switch"
          aria-label={`Publish ${a.title}`}
          checked={a.isPublished}
          // The switch shows the saved state; a confirmed change arrives with the refreshed list.
          onChange={() => handlers.togglePublish(a)}
        />
      </td>
      <td>
        <HTMLSelect
          aria-label={`Team size of ${a.title}`}
          value={a.maxTeamSize}
          options={TEAM_SIZES.includes(a.maxTeamSize) ? TEAM_SIZES : [...TEAM_SIZES, a.maxTeamSize]}
          onChange={(event) => handlers.setTeamSize(a, Number(event.currentTarget.value))}
        />
      </td>
      <td>
        <div className={styles.rowActions}>
          <Button
            intent="danger"
            variant="minimal"
            icon={<TrashIcon />}
            aria-label={`Delete ${a.title}`}
            onClick={() => handlers.askDelete(a)}
          />
          {a.hasVotingFeatures ? (
            <AssignEntriesButton title={a.title} assign={() => handlers.assignEntries(a)} />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
