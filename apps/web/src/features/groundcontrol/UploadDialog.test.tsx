import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fakeBackend';
import { groundControlBackend, memberProfile, openGroundControl, overview } from './testSupport';

const xmlFile = (name = 'mission.xml') =>
  new File(['<CONTENT><TASK/></CONTENT>'], name, { type: 'text/xml' });
const profile = memberProfile('staff');

async function openUpload(handler?: () => Response) {
  const backend = groundControlBackend([overview(1, 'Mission 1')], profile);
  if (handler) backend.on('POST courses/1/admin/assessments', handler);
  const app = await openGroundControl(backend, profile);
  await app.user.click(screen.getByRole('button', { name: 'Upload assessment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upload assessment' }));
  return { ...app, backend, dialog };
}

describe('Upload assessment', () => {
  it('needs an assessment type before sending anything', async () => {
    const { user, backend, dialog } = await openUpload(() => text('OK'));
    expect(dialog.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.upload(dialog.getByLabelText('Assessment XML file'), xmlFile());
    expect(dialog.getByText('Selected: mission.xml')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please select a valid assessment type before uploading!')).toBeTruthy();
    expect(backend.forms).toEqual([]);
    // The types offered are the session's.
    const select = dialog.getByLabelText('Assessment type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an assessment type', 'Missions', 'Quests']);
  });

  it('refuses a drop of several files and keeps none of them', async () => {
    const { backend, dialog } = await openUpload(() => text('OK'));
    const zone = dialog.getByText('Drop an assessment XML file here, or click to choose one.');
    fireEvent.drop(zone, { dataTransfer: { files: [xmlFile('a.xml'), xmlFile('b.xml')] } });
    expect(
      await screen.findByText('Uploading multiple files at once is not currently supported!'),
    ).toBeTruthy();
    expect(dialog.getByText('No file selected')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    // One dropped file is taken.
    fireEvent.drop(zone, { dataTransfer: { files: [xmlFile('one.xml')] } });
    expect(await dialog.findByText('Selected: one.xml')).toBeTruthy();
    expect(backend.forms).toEqual([]);
  });

  it('asks yes or no before a force update and sends the form fields', async () => {
    const { user, backend, dialog } = await openUpload(() => text('Force Update OK'));
    await user.upload(dialog.getByLabelText('Assessment XML file'), xmlFile());
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Quests');
    const force = dialog.getByRole('checkbox', { name: 'Force update' });

    await user.click(force);
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to force update?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(force).toHaveProperty('checked', false);

    await user.click(force);
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(force).toHaveProperty('checked', true));

    const fetchesBefore = backend.listFetches();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Force Update OK')).toBeTruthy();
    expect(backend.forms).toHaveLength(1);
    const sent = backend.forms[0];
    expect(sent?.path).toBe('/v2/courses/1/admin/assessments');
    expect(sent?.form.get('forceUpdate')).toBe('true');
    expect(sent?.form.get('assessmentConfigId')).toBe('2');
    const file = sent?.form.get('assessment');
    expect(file instanceof File ? [file.name, await file.text()] : file).toEqual([
      'mission.xml',
      '<CONTENT><TASK/></CONTENT>',
    ]);
    // The dialog closes and the list is fetched again.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload assessment' })).toBeNull());
    await waitFor(() => expect(backend.listFetches()).toBeGreaterThan(fetchesBefore));
  });

  it("says 'Uploaded successfully!' for OK and sends forceUpdate false by default", async () => {
    const { user, backend, dialog } = await openUpload(() => text('OK'));
    await user.upload(dialog.getByLabelText('Assessment XML file'), xmlFile());
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Missions');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded successfully!')).toBeTruthy();
    expect(backend.forms[0]?.form.get('forceUpdate')).toBe('false');
    expect(backend.forms[0]?.form.get('assessmentConfigId')).toBe('1');
  });

  it("shows the server's reason for a refused file and keeps the dialog open", async () => {
    const { user, dialog } = await openUpload(() => text('Missing TASK', 400, 'Bad Request'));
    await user.upload(dialog.getByLabelText('Assessment XML file'), xmlFile());
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Missions');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Missing TASK')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload assessment' })).toBeTruthy();
    expect(dialog.getByText('Selected: mission.xml')).toBeTruthy();
  });

  it('warns, without saying OK, when the server kept an answered assessment as it was', async () => {
    const { user, dialog } = await openUpload(() => text('Assessment has submissions, ignoring...'));
    await user.upload(dialog.getByLabelText('Assessment XML file'), xmlFile());
    await user.selectOptions(dialog.getByLabelText('Assessment type'), 'Missions');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByText('Assessment has submissions, ignoring...');
    expect(toast.closest('.bp6-toast')?.className).toContain('intent-warning');
  });
});
