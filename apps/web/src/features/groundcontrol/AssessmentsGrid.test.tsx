import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../test/fakeBackend';
import { groundControlBackend, lastCall, memberProfile, openGroundControl, overview } from './testSupport';

const staff = memberProfile('staff');
const list = () => [
  overview(1, 'Rune Trials', { openAt: '2026-01-01T00:00:00.000Z', closeAt: '2026-01-08T00:00:00.000Z' }),
  overview(2, 'Beyond', { openAt: '2026-02-01T00:00:00.000Z', closeAt: '2026-02-08T00:00:00.000Z' }),
  overview(3, 'Alpha', {
    type: 'Path Quests',
    openAt: '2026-02-01T00:00:00.000Z',
    closeAt: '2026-03-01T00:00:00.000Z',
    isPublished: true,
  }),
];
const table = () => within(screen.getByRole('table', { name: 'Assessments' }));
const titles = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Ground Control grid', () => {
  it('lists the assessments newest first with a link to open each one', async () => {
    const backend = groundControlBackend(list(), staff);
    await openGroundControl(backend, staff);
    await screen.findByRole('table', { name: 'Assessments' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Title', 'Category', 'Open Date', 'Close Date', 'Publish', 'Team size', 'Delete']);
    expect(titles()).toEqual(['Alpha', 'Beyond', 'Rune Trials']);
    const link = table().getByRole('link', { name: 'Alpha' });
    expect(link.getAttribute('href')).toBe('/courses/1/path-quests/3/0');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(table().getByRole('switch', { name: 'Publish Alpha' })).toHaveProperty('checked', true);
    expect(table().getByRole('switch', { name: 'Publish Beyond' })).toHaveProperty('checked', false);
  });

  it('sorts by a clicked column and flips on a second click', async () => {
    const { user } = await openGroundControl(groundControlBackend(list(), staff), staff);
    await screen.findByRole('table', { name: 'Assessments' });
    await user.click(table().getByRole('button', { name: 'Title' }));
    expect(titles()).toEqual(['Alpha', 'Beyond', 'Rune Trials']);
    expect(table().getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(table().getByRole('button', { name: 'Title' }));
    expect(titles()).toEqual(['Rune Trials', 'Beyond', 'Alpha']);
    await user.click(table().getByRole('button', { name: 'Open Date' }));
    expect(titles()).toEqual(['Rune Trials', 'Alpha', 'Beyond']);
  });

  it("shows 'Fetching assessment...' while loading and 'There are no assessments.' when empty", async () => {
    const backend = groundControlBackend([], staff);
    let answer: (response: Response) => void = () => undefined;
    backend.on('GET courses/1/assessments', () => new Promise<Response>((resolve) => (answer = resolve)));
    await openGroundControl(backend, staff);
    expect(await screen.findByText('Fetching assessment...')).toBeTruthy();
    answer(new Response('[]', { headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText('There are no assessments.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("fetches the list again with 'Refresh assessments'", async () => {
    const backend = groundControlBackend([], staff);
    const { user } = await openGroundControl(backend, staff);
    await screen.findByText('There are no assessments.');
    backend.list = [overview(9, 'Fresh')];
    await user.click(screen.getByRole('button', { name: 'Refresh assessments' }));
    expect(await screen.findByRole('link', { name: 'Fresh' })).toBeTruthy();
    expect(backend.listFetches()).toBe(2);
  });

  it('publishes and unpublishes only after a yes', async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('POST courses/1/admin/assessments/2', () => text('OK'));
    backend.on('POST courses/1/admin/assessments/3', () => text('OK'));
    const { user } = await openGroundControl(backend, staff);
    await user.click(await screen.findByRole('switch', { name: 'Publish Beyond' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to publish Beyond?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/2')).toBeUndefined();
    expect(screen.getByRole('switch', { name: 'Publish Beyond' })).toHaveProperty('checked', false);

    await user.click(screen.getByRole('switch', { name: 'Publish Beyond' }));
    confirm = await screen.findByRole('alertdialog');
    backend.list = list().map((a) => (a.id === 2 ? { ...a, isPublished: true } : a));
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Published successfully!')).toBeTruthy();
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/2')?.body).toEqual({ isPublished: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Publish Beyond' })).toHaveProperty('checked', true),
    );

    await user.click(screen.getByRole('switch', { name: 'Publish Alpha' }));
    confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to unpublish Alpha?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Unpublished successfully!')).toBeTruthy();
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/3')?.body).toEqual({ isPublished: false });
  });

  it('sets the team size of an assessment', async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('POST courses/1/admin/assessments/2', () => text('OK'));
    const { user } = await openGroundControl(backend, staff);
    const size = await screen.findByRole('combobox', { name: 'Team size of Beyond' });
    expect(size).toHaveProperty('value', '1');
    await user.selectOptions(size, '3');
    expect(await screen.findByText('Updated successfully!')).toBeTruthy();
    expect(lastCall(backend, 'POST', 'courses/1/admin/assessments/2')?.body).toEqual({ maxTeamSize: 3 });
  });

  it('deletes after a confirmation saying the submissions go too', async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('DELETE courses/1/admin/assessments/1', () => text('OK'));
    const { user } = await openGroundControl(backend, staff);
    await user.click(await screen.findByRole('button', { name: 'Delete Rune Trials' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete Rune Trials?');
    expect(confirm.textContent).toContain('All of its submissions will be deleted too.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCall(backend, 'DELETE', 'courses/1/admin/assessments/1')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete Rune Trials' }));
    confirm = await screen.findByRole('alertdialog');
    backend.list = list().filter((a) => a.id !== 1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeTruthy();
    expect(lastCall(backend, 'DELETE', 'courses/1/admin/assessments/1')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rune Trials' })).toBeNull());
  });

  it("toasts the server's reason when a delete is refused", async () => {
    const backend = groundControlBackend(list(), staff);
    backend.on('DELETE courses/1/admin/assessments/1', () =>
      text('Contest voting for this contest is still up', 400, 'Bad Request'),
    );
    const { user } = await openGroundControl(backend, staff);
    await user.click(await screen.findByRole('button', { name: 'Delete Rune Trials' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contest voting for this contest is still up')).toBeTruthy();
    expect(screen.queryByText('Deleted successfully!')).toBeNull();
  });
});
