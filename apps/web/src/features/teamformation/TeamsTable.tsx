import {
  Alert,
  Button,
  Callout,
  FormGroup,
  H3,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
} from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { AssessmentOverview, TeamFormationOverview, TeamFormationStudent } from '@sa/contracts';
import { useState } from 'react';
import { useNotifier } from '../../app/toaster';
import { useTeamEndpoints } from './api';
import { EditTeamDialog } from './EditTeamDialog';
import { teamErrorText } from './errors';
import styles from './teamformation.module.css';

const ALL = 0;

const namesOf = (team: TeamFormationOverview) =>
  team.studentUsernames.map((username, i) => team.studentNames[i] ?? username).join(', ');

/** The course's teams, filtered by assessment, each with Edit and Delete (after a confirmation). */
export function TeamsTable({
  teams,
  assessments,
  students,
  onChanged,
}: {
  teams: readonly TeamFormationOverview[];
  assessments: readonly AssessmentOverview[];
  students: readonly TeamFormationStudent[];
  onChanged: () => void;
}) {
  const endpoints = useTeamEndpoints();
  const notifier = useNotifier();
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<TeamFormationOverview | null>(null);
  const [deleting, setDeleting] = useState<TeamFormationOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = filter === ALL ? teams : teams.filter((t) => t.assessmentId === filter);
  const withTeams = assessments.filter((a) => teams.some((t) => t.assessmentId === a.id));

  const remove = async (team: TeamFormationOverview) => {
    setDeleting(null);
    setError(null);
    try {
      notifier.show(await endpoints.remove(team.teamId), { intent: 'success' });
      onChanged();
    } catch (caught) {
      setError(teamErrorText(caught));
    }
  };

  return (
    <section aria-labelledby="teams-heading" className={styles.section}>
      <H3 id="teams-heading">Teams</H3>
      <FormGroup label="Show teams of" labelFor="teams-filter" inline>
        <HTMLSelect
          id="teams-filter"
          value={filter}
          onChange={(event) => setFilter(Number(event.currentTarget.value))}
          options={[
            { value: ALL, label: 'All assessments' },
            ...withTeams.map((a) => ({ value: a.id, label: a.title })),
          ]}
        />
      </FormGroup>
      {error ? (
        <Callout intent="danger" role="alert" title="Team not deleted">
          {error}
        </Callout>
      ) : null}
      {shown.length === 0 ? (
        <NonIdealState title="No teams yet." />
      ) : (
        <HTMLTable compact striped aria-label="Teams">
          <thead>
            <tr>
              <th>Team</th>
              <th>Assessment</th>
              <th>Students</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((team) => (
              <tr key={team.teamId}>
                <td>{team.teamId}</td>
                <td>{team.assessmentName}</td>
                <td>{namesOf(team)}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon={<EditIcon />}
                    aria-label={`Edit team ${team.teamId}`}
                    onClick={() => setEditing(team)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon={<TrashIcon />}
                    aria-label={`Delete team ${team.teamId}`}
                    onClick={() => setDeleting(team)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing ? (
        <EditTeamDialog
          team={editing}
          maxTeamSize={assessments.find((a) => a.id === editing.assessmentId)?.maxTeamSize ?? 1}
          students={students}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon={<TrashIcon />}
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete team {deleting?.teamId} ({deleting ? namesOf(deleting) : ''}) of {deleting?.assessmentName}?
        </p>
        <p>Its answers not yet submitted are deleted too.</p>
      </Alert>
    </section>
  );
}
