import type { RouteSpec } from '@sa/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteCaller } from '../../../../api/call';
import { simulatorApi } from '../api';
import { AssetTree } from './AssetTree';

const FILES: Record<string, string[]> = {
  locations: ['locations/dock.png'],
  objects: ['objects/crate.png', 'objects/robo/robo.happy.png'],
  bgm: ['bgm/hum.mp3'],
};

/** A `call` that answers the list route from FILES and records the folders asked for. */
function fakeCall(asked: string[]): RouteCaller {
  const call = async (route: RouteSpec, input?: { params?: { folder?: string } }) => {
    expect(route.path).toBe('/v2/courses/:courseId/admin/assets/:folder');
    const folder = input?.params?.folder ?? '';
    asked.push(folder);
    if (folder === 'ui') throw new Error('Server down');
    return FILES[folder] ?? [];
  };
  return call as unknown as RouteCaller;
}

function renderTree(onChoose = vi.fn(), chosen: string | null = null) {
  const asked: string[] = [];
  const api = simulatorApi(fakeCall(asked), 1);
  render(
    <AssetTree
      list={api.listAssets}
      chosen={chosen}
      onChoose={onChoose}
      canChoose={(path) => path.endsWith('.png')}
    />,
  );
  return { asked, onChoose };
}

describe('the asset tree', () => {
  it("lists every one of the course's folders from the server", async () => {
    const { asked } = renderTree();
    const tree = screen.getByRole('region', { name: "Course's files" });
    for (const folder of ['locations', 'objects', 'images', 'avatars', 'ui', 'sfx', 'bgm', 'stories']) {
      expect(within(tree).getByRole('button', { name: folder })).toBeTruthy();
    }
    await waitFor(() => expect(within(tree).getAllByText('Empty')).toHaveLength(4));
    expect(within(tree).getByText('Could not load')).toBeTruthy();
    expect([...asked].sort()).toEqual([
      'avatars',
      'bgm',
      'images',
      'locations',
      'objects',
      'sfx',
      'stories',
      'ui',
    ]);
  });

  it('opens folders and sub-folders and chooses an image file', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderTree();
    await waitFor(() => expect(screen.getAllByText('Empty')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'crate.png' })).toBeNull();
    const objects = screen.getByRole('button', { name: 'objects' });
    await user.click(objects);
    expect(objects.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'robo' }));
    await user.click(screen.getByRole('button', { name: 'robo.happy.png' }));
    expect(onChoose).toHaveBeenCalledWith('objects/robo/robo.happy.png');
    await user.click(screen.getByRole('button', { name: 'crate.png' }));
    expect(onChoose).toHaveBeenLastCalledWith('objects/crate.png');
    // Closing a folder hides its files again.
    await user.click(objects);
    expect(objects.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'crate.png' })).toBeNull());
  });

  it('shows the chosen file pressed and refuses files it may not choose', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderTree(vi.fn(), 'locations/dock.png');
    expect(screen.getByText('Chosen: locations/dock.png')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Empty')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'locations' }));
    expect(screen.getByRole('button', { name: 'dock.png' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'bgm' }));
    const sound = screen.getByRole('button', { name: 'hum.mp3' });
    expect((sound as HTMLButtonElement).disabled).toBe(true);
    await user.click(sound);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('asks once per folder however often it renders, and again on Refresh files', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const api = simulatorApi(fakeCall(asked), 1);
    const { rerender } = render(
      <AssetTree
        list={(folder) => api.listAssets(folder)}
        folders={['objects', 'bgm']}
        chosen={null}
        onChoose={vi.fn()}
      />,
    );
    await screen.findByText('No file chosen');
    rerender(
      <AssetTree
        list={(folder) => api.listAssets(folder)}
        folders={['objects', 'bgm']}
        chosen={null}
        onChoose={vi.fn()}
      />,
    );
    await waitFor(() => expect(asked).toEqual(['objects', 'bgm']));
    expect(screen.queryByRole('button', { name: 'locations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh files' }));
    await waitFor(() => expect(asked).toEqual(['objects', 'bgm', 'objects', 'bgm']));
  });
});
