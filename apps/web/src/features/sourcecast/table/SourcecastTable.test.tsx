import type { Sourcecast } from '@sa/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices, ServicesProvider } from '../../../app/services';
import { createToastNotifier, ToasterHost } from '../../../app/toaster';
import { createFakeBackend, json, text } from '../../../test/fakeBackend';
import { confirmDelete, DELETED, LINK_COPIED, NO_MATCHES, NO_SOURCECASTS } from '../texts';
import { sourcecastItem } from './fixtures';
import { SourcecastTable } from './SourcecastTable';

function setup(list: Sourcecast[], canDelete = true) {
  const backend = createFakeBackend();
  let current = list;
  backend.on('GET courses/1/sourcecast', () => json(current));
  const toaster = createToastNotifier();
  const services = createServices({ notifier: toaster.notifier, fetch: backend.fetch });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  const onSelect = vi.fn<(cast: Sourcecast) => void>();
  render(
    <ServicesProvider services={services}>
      <ToasterHost attach={toaster.attach} />
      <SourcecastTable courseId={1} onSelect={onSelect} canDelete={canDelete} />
    </ServicesProvider>,
  );
  return {
    backend,
    onSelect,
    user: userEvent.setup(),
    setList: (next: Sourcecast[]) => {
      current = next;
    },
  };
}

const table = async () => within(await screen.findByRole('table', { name: 'Sourcecasts' }));
const titles = async () =>
  (await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('SourcecastTable', () => {
  it('lists newest first with Title, Uploader, Date, Share and Delete for staff', async () => {
    setup([sourcecastItem(1), sourcecastItem(3, { title: 'Recursion' }), sourcecastItem(2)]);
    const rows = await table();
    expect(rows.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Uploader',
      'Date',
      'Share',
      'Delete',
    ]);
    expect(await titles()).toEqual(['Recursion', 'Lesson 2', 'Lesson 1']);
    expect(rows.getAllByText('Avenger Alice')).toHaveLength(3);
  });

  it('has no Delete column for students', async () => {
    setup([sourcecastItem(1)], false);
    const rows = await table();
    expect(rows.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Delete');
    expect(rows.queryByRole('button', { name: 'Delete Lesson 1' })).toBeNull();
  });

  it('filters by title or uploader as typed', async () => {
    const { user } = setup([
      sourcecastItem(1, { title: 'Streams' }),
      sourcecastItem(2, { title: 'Lists', uploader: { id: 2, name: 'Bob Tutor' } }),
    ]);
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search sourcecasts' });
    await user.type(search, 'bob');
    expect(await titles()).toEqual(['Lists']);
    await user.clear(search);
    await user.type(search, 'STREAM');
    expect(await titles()).toEqual(['Streams']);
    await user.type(search, 'zzz');
    expect(await screen.findByText(NO_MATCHES)).toBeTruthy();
  });

  it('says when the course has none', async () => {
    setup([]);
    expect(await screen.findByText(NO_SOURCECASTS)).toBeTruthy();
  });

  it('loads a recording when its title is clicked', async () => {
    const { user, onSelect } = setup([sourcecastItem(4)]);
    await user.click((await table()).getByRole('button', { name: 'Play Lesson 4' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ uid: 'lesson-4' }));
  });

  it('copies the share link and says so', async () => {
    const { user } = setup([sourcecastItem(5, { uid: 'my_lesson' })]);
    // user-event installs its own clipboard; spy on it after setup.
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click((await table()).getByRole('button', { name: 'Copy the link to Lesson 5' }));
    expect(write).toHaveBeenCalledWith(`${window.location.origin}/courses/1/sourcecast/my_lesson`);
    expect(await screen.findByText(LINK_COPIED)).toBeTruthy();
  });

  it('shows 50 rows to a page', async () => {
    const many = Array.from({ length: 60 }, (_, i) => sourcecastItem(i + 1));
    const { user } = setup(many);
    expect(await titles()).toHaveLength(50);
    expect((await titles())[0]).toBe('Lesson 60');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await titles()).toHaveLength(10);
    expect((await titles())[9]).toBe('Lesson 1');
  });

  it('deletes only after confirmation, then refetches', async () => {
    const { user, backend, setList } = setup([sourcecastItem(1), sourcecastItem(2)]);
    backend.on('DELETE courses/1/admin/sourcecast/2', () => {
      setList([sourcecastItem(1)]);
      return text('OK');
    });
    await user.click((await table()).getByRole('button', { name: 'Delete Lesson 2' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(confirmDelete('Lesson 2'))).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click((await table()).getByRole('button', { name: 'Delete Lesson 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETED)).toBeTruthy();
    await waitFor(async () => expect(await titles()).toEqual(['Lesson 1']));
  });

  it("toasts the server's refusal", async () => {
    const { user, backend } = setup([sourcecastItem(1)]);
    backend.on('DELETE courses/1/admin/sourcecast/1', () => text('Sourcecast not found!', 404));
    await user.click((await table()).getByRole('button', { name: 'Delete Lesson 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sourcecast not found!')).toBeTruthy();
  });
});
