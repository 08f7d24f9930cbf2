import type { TeamFormationOverview } from '@sa/contracts';
import { TEAM_HAS_SUBMITTED, TEAM_STUDENT_ALREADY_IN_TEAM } from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberProfile, draftOverview as overview } from '../../test/assessmentFixtures';
import { createFakeBackend, json, text } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { teamFormationArea } from '.';

const staff = memberProfile('staff');
const students = [
  { userId: 11, name: 'Ann', username: 'ann' },
  { userId: 12, name: 'Bob', username: 'bob' },
  { userId: 13, name: null, username: 'cat' },
];
const team = (teamId: number, regIds: number[]): TeamFormationOverview => ({
  teamId,
  assessmentId: 2,
  assessmentName: 'Pair Mission',
  assessmentType: 'Missions',
  studentIds: regIds.map((id) => id + 100),
  studentNames: regIds.map((id) => students.find((s) => s.userId === id)?.name ?? null),
  studentCourseRegIds: regIds,
  studentUsernames: regIds.map((id) => students.find((s) => s.userId === id)?.username ?? ''),
});

function backendWith(teams: TeamFormationOverview[]) {
  const backend = createFakeBackend({
    'GET user': () => json(staff),
    'GET courses/1/assessments': () =>
      json([overview(1, 'Solo Mission'), overview(2, 'Pair Mission', { maxTeamSize: 2 })]),
    'GET courses/1/admin/teams': () => json(teams),
    'GET courses/1/admin/users/teamformation': () => json(students),
  });
  return backend;
}

async function open(backend: ReturnType<typeof backendWith>) {
  const user = userEvent.setup();
  renderApp({ path: '/courses/1/teamformation', profile: staff, backend, areas: [teamFormationArea] });
  // The page is a lazy chunk: its first load may take a while on a busy machine.
  await screen.findByRole('heading', { name: 'Create teams' }, { timeout: 15_000 });
  return user;
}

const csvFile = (content: string) => new File([content], 'teams.csv', { type: 'text/csv' });

describe('Team Formation', () => {
  it('offers only team assessments and creates the teams picked in the grid', async () => {
    const backend = backendWith([]);
    backend.on('POST courses/1/admin/teams', () => text('Teams created successfully.', 201));
    const user = await open(backend);
    const assessment = screen.getByRole('combobox', { name: 'Assessment' });
    expect(
      within(assessment)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pair Mission (teams of up to 2)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 1, student 1' }), '11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 1, student 2' }), '13');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 2, student 1' }), '12');
    await user.click(screen.getByRole('button', { name: 'Create teams' }));
    expect(await screen.findByText('Teams created successfully.')).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'POST')?.body).toEqual({
      team: { assessment_id: 2, student_ids: [[{ userId: 11 }, { userId: 13 }], [{ userId: 12 }]] },
    });
  });

  it("shows the server's 409 reason when teams are refused", async () => {
    const backend = backendWith([]);
    backend.on('POST courses/1/admin/teams', () => text(TEAM_STUDENT_ALREADY_IN_TEAM, 409, 'Conflict'));
    const user = await open(backend);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 1, student 1' }), '11');
    await user.click(screen.getByRole('button', { name: 'Create teams' }));
    expect((await screen.findByRole('alert')).textContent).toContain(TEAM_STUDENT_ALREADY_IN_TEAM);
  });

  it('creates teams from a CSV of usernames, and names unknown usernames instead of posting', async () => {
    const backend = backendWith([]);
    backend.on('POST courses/1/admin/teams', () => text('Teams created successfully.', 201));
    const user = await open(backend);
    const input = screen.getByLabelText('Upload teams CSV');
    await user.upload(input, csvFile('ann,zed\n'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'teams.csv: Not a student of this course: zed',
    );
    expect(backend.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(input, csvFile('ann, bob\n\ncat\n'));
    expect(await screen.findByText('Teams created successfully.')).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'POST')?.body).toEqual({
      team: { assessment_id: 2, student_ids: [[{ userId: 11 }, { userId: 12 }], [{ userId: 13 }]] },
    });
  });

  it('refuses a CSV team larger than the team size, naming the line', async () => {
    const user = await open(backendWith([]));
    await user.upload(screen.getByLabelText('Upload teams CSV'), csvFile('ann\nann,bob,cat\n'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line 2 has 3 students; a team of this assessment has at most 2.',
    );
  });

  it('deletes a team only after a confirmation, and shows why a delete is refused', async () => {
    const backend = backendWith([team(7, [11, 12])]);
    backend.on('DELETE courses/1/admin/teams/7', () => text(TEAM_HAS_SUBMITTED, 409, 'Conflict'));
    const user = await open(backend);
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(within(table).getByRole('cell', { name: 'Ann, Bob' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Delete team 7' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(table).getByRole('button', { name: 'Delete team 7' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(TEAM_HAS_SUBMITTED);
  });

  it('edits a team: its members are preselected and the change is put', async () => {
    const backend = backendWith([team(7, [11, 12])]);
    backend.on('PUT courses/1/admin/teams/7', () => text('Teams updated successfully.'));
    const user = await open(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit team 7' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Student 1' })).toHaveProperty('value', '11');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Student 2' }), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('Teams updated successfully.')).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      teamId: 7,
      assessmentId: 2,
      student_ids: [[{ userId: 11 }, { userId: 13 }]],
    });
  });
});
