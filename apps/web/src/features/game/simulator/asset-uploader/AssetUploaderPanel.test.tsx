import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, json, text } from '../../../../test/fakeBackend';
import { callsTo, renderPanel } from '../test/renderPanel';
import { AssetUploaderPanel } from './AssetUploaderPanel';

const PREFIX = 'courses/1/';
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function setup(files: Record<string, string[]> = {}) {
  const backend = createFakeBackend();
  const listing = new Map(Object.entries(files));
  for (const folder of ['locations', 'objects', 'images', 'avatars', 'ui', 'sfx', 'bgm', 'stories'])
    backend.on(`GET courses/1/admin/assets/${folder}`, () => json(listing.get(folder) ?? []));
  const back = vi.fn();
  const app = renderPanel(
    <AssetUploaderPanel courseId={1} prefix={PREFIX} stage={null} back={back} />,
    backend,
  );
  return { ...app, listing, back };
}

describe('the asset uploader', () => {
  it("uploads the files one by one and shows '{filename} => {server response}' for each", async () => {
    const { user, backend, forms, listing } = setup();
    backend.on('POST courses/1/admin/assets/avatars/robo/robo.happy.png', () => {
      listing.set('avatars', ['avatars/robo/robo.happy.png']);
      return json('/assets/courses/1/avatars/robo/robo.happy.png');
    });
    backend.on('POST courses/1/admin/assets/avatars/robo/taken.png', () =>
      text('File already exists', 400, 'Bad Request'),
    );
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Folder'), 'avatars');
    await user.type(screen.getByRole('textbox', { name: 'Sub-folder (optional)' }), '/robo/');
    await user.upload(screen.getByLabelText('Files to upload'), [png('robo.happy.png'), png('taken.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const results = await screen.findByRole('list', { name: 'Upload results' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'robo.happy.png => /assets/courses/1/avatars/robo/robo.happy.png',
        'taken.png => File already exists',
      ]),
    );
    // In order, each in the multipart field 'upload' under its own name.
    expect(forms.map((f) => f.path)).toEqual([
      '/v2/courses/1/admin/assets/avatars/robo/robo.happy.png',
      '/v2/courses/1/admin/assets/avatars/robo/taken.png',
    ]);
    const sent = forms[0]?.form.get('upload');
    expect(sent instanceof File ? sent.name : sent).toBe('robo.happy.png');
    // The folder's viewer is read again and shows the new file as a thumbnail from its public address.
    const viewer = screen.getByRole('region', { name: 'Files in avatars' });
    const thumb = await within(viewer).findByRole('img', { name: 'avatars/robo/robo.happy.png' });
    expect(thumb.getAttribute('src')).toBe('/assets/courses/1/avatars/robo/robo.happy.png');
  });

  it('lists the chosen folder, opens text files from their address and goes back to the menu', async () => {
    const { user, back } = setup({ stories: ['stories/chapter1.txt'] });
    await user.selectOptions(screen.getByLabelText('Folder'), 'stories');
    const viewer = screen.getByRole('region', { name: 'Files in stories' });
    const link = await within(viewer).findByRole('link', { name: 'stories/chapter1.txt' });
    expect(link.getAttribute('href')).toBe('/assets/courses/1/stories/chapter1.txt');
    expect(within(viewer).queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it("asks 'There is no undoing this action!' before deleting, then deletes and lists again", async () => {
    const { user, backend, listing } = setup({
      locations: ['locations/dock/normal.png', 'locations/hall.png'],
    });
    backend.on('DELETE courses/1/admin/assets/locations/dock/normal.png', () => {
      listing.set('locations', ['locations/hall.png']);
      return new Response(null, { status: 204 });
    });
    const viewer = screen.getByRole('region', { name: 'Files in locations' });
    await user.click(await within(viewer).findByRole('button', { name: 'Delete locations/dock/normal.png' }));

    // Cancel keeps the file.
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('There is no undoing this action!');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(backend, 'DELETE', 'courses/1/admin/assets/locations/dock/normal.png')).toHaveLength(0);

    await user.click(within(viewer).getByRole('button', { name: 'Delete locations/dock/normal.png' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully Deleted')).toBeTruthy();
    expect(callsTo(backend, 'DELETE', 'courses/1/admin/assets/locations/dock/normal.png')).toHaveLength(1);
    await waitFor(() => expect(within(viewer).queryByText('locations/dock/normal.png')).toBeNull());
    expect(within(viewer).getByText('locations/hall.png')).toBeTruthy();
  });

  it("shows the server's text when a delete is refused", async () => {
    const { user, backend } = setup({ sfx: ['sfx/zap.wav'] });
    backend.on('DELETE courses/1/admin/assets/sfx/zap.wav', () => text('File not found', 404, 'Not Found'));
    await user.selectOptions(screen.getByLabelText('Folder'), 'sfx');
    const viewer = screen.getByRole('region', { name: 'Files in sfx' });
    await user.click(await within(viewer).findByRole('button', { name: 'Delete sfx/zap.wav' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File not found')).toBeTruthy();
  });
});
