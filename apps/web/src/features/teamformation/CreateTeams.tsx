import { Button, Callout, FileInput, FormGroup, H3, HTMLSelect } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import type { AssessmentOverview, TeamFormationStudent } from '@sa/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotifier } from '../../app/toaster';
import { useTeamEndpoints } from './api';
import { teamErrorText } from './errors';
import { MemberPicker, membersOf, NO_STUDENT } from './MemberPicker';
import styles from './teamformation.module.css';
import { teamsFromCsv } from './teamsCsv';

const emptyTeam = (size: number) => Array.from({ length: size }, () => NO_STUDENT);

/**
 * Forms teams for one team assessment, from a grid (one row a team, one picker a place) or from
 * a CSV file (one line a team, its usernames in the cells). Either way all teams are posted at
 * once: the server forms all or none, and its reason for refusing is shown here.
 */
export function CreateTeams({
  assessments,
  students,
  onCreated,
}: {
  assessments: readonly AssessmentOverview[];
  students: readonly TeamFormationStudent[];
  onCreated: () => void;
}) {
  const endpoints = useTeamEndpoints();
  const notifier = useNotifier();
  const [assessmentId, setAssessmentId] = useState(assessments[0]?.id ?? 0);
  const assessment = assessments.find((a) => a.id === assessmentId);
  const size = assessment?.maxTeamSize ?? 1;
  const [rows, setRows] = useState<number[][]>([emptyTeam(size)]);
  const [error, setError] = useState<string | null>(null);
  const creating = useMutation({
    mutationFn: (teams: number[][]) =>
      endpoints.create({
        team: {
          assessment_id: assessmentId,
          student_ids: teams.map((team) => team.map((userId) => ({ userId }))),
        },
      }),
    onSuccess: (message) => {
      notifier.show(message, { intent: 'success' });
      setRows([emptyTeam(size)]);
      onCreated();
    },
    onError: (caught) => setError(teamErrorText(caught)),
  });

  const post = (teams: number[][]) => {
    setError(null);
    creating.mutate(teams);
  };

  const createFromGrid = () => {
    const teams = rows.map((places) => membersOf(places).map((m) => m.userId)).filter((t) => t.length > 0);
    if (teams.length === 0) {
      setError('Pick the students of at least one team.');
      return;
    }
    post(teams);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const parsed = teamsFromCsv(await file.text(), students, size);
    if (!parsed.ok) {
      setError(`${file.name}: ${parsed.message}`);
      return;
    }
    post(parsed.teams);
  };

  const choose = (assessmentIdText: string) => {
    const next = assessments.find((a) => a.id === Number(assessmentIdText));
    setAssessmentId(next?.id ?? 0);
    setRows([emptyTeam(next?.maxTeamSize ?? 1)]);
    setError(null);
  };

  const setPlace = (row: number, place: number, userId: number) =>
    setRows((current) =>
      current.map((team, r) => (r === row ? team.map((id, p) => (p === place ? userId : id)) : team)),
    );

  return (
    <section aria-labelledby="create-teams" className={styles.section}>
      <H3 id="create-teams">Create teams</H3>
      <FormGroup label="Assessment" labelFor="create-teams-assessment" inline>
        <HTMLSelect
          id="create-teams-assessment"
          value={assessmentId}
          onChange={(event) => choose(event.currentTarget.value)}
          options={assessments.map((a) => ({
            value: a.id,
            label: `${a.title} (teams of up to ${a.maxTeamSize})`,
          }))}
        />
      </FormGroup>
      <table className={styles.grid} aria-label="New teams">
        <tbody>
          {rows.map((places, row) => (
            // Rows are only ever added at the end or cleared, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={row}>
              <th scope="row">Team {row + 1}</th>
              {places.map((userId, place) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a team's places are fixed
                <td key={place}>
                  <MemberPicker
                    label={`Team ${row + 1}, student ${place + 1}`}
                    value={userId}
                    students={students}
                    onChange={(id) => setPlace(row, place, id)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.toolbar}>
        <Button icon={<AddIcon />} text="Add team" onClick={() => setRows((r) => [...r, emptyTeam(size)])} />
        <Button intent="primary" text="Create teams" loading={creating.isPending} onClick={createFromGrid} />
        <FileInput
          text="Upload teams CSV..."
          buttonText="Browse"
          inputProps={{ accept: '.csv,text/csv', 'aria-label': 'Upload teams CSV' }}
          onInputChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
      </div>
      <p className={styles.hint}>
        CSV: one team per line, the usernames of its students in the cells, no header.
      </p>
      {error ? (
        <Callout intent="danger" role="alert" title="Teams not created">
          {error}
        </Callout>
      ) : null}
    </section>
  );
}
