import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, json, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { sourcecastArea } from '.';
import { sourcecastItem } from './table/fixtures';
import { BAD_PLAYBACK_DATA, NOTHING_LOADED, notFoundTitle } from './texts';

vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

const recording = JSON.stringify({
  init: { editorValue: 'const x = 1;', chapter: 2, externalLibrary: 'NONE' },
  inputs: [{ time: 100, type: 'forcePause', data: null }],
});

function open(path: string, options: { role?: 'student' | 'staff'; enableSourcecast?: boolean } = {}) {
  const backend = createFakeBackend();
  backend.on('GET courses/1/sourcecast', () =>
    json([
      sourcecastItem(2, { title: 'Closures', uid: 'closures', playbackData: recording }),
      sourcecastItem(1, { title: 'Broken', uid: 'broken', playbackData: '{"init":' }),
    ]),
  );
  const profile = userResponse({
    role: options.role ?? 'student',
    course: { enableSourcecast: options.enableSourcecast ?? true },
  });
  return { user: userEvent.setup(), ...renderApp({ path, profile, backend, areas: [sourcecastArea] }) };
}

const editorText = () => screen.getByRole('textbox', { name: 'Editor' }).textContent;

describe('Sourcecast page', () => {
  it('is linked from the navbar only when the course switches sourcecasts on', async () => {
    const on = open('/courses/1/sourcecast');
    expect((await screen.findByRole('link', { name: 'Sourcecast' })).getAttribute('href')).toBe(
      '/courses/1/sourcecast',
    );
    on.unmount();
    open('/courses/1/sourcecast', { enableSourcecast: false });
    // A shared link still opens for a member; only the link is gone.
    expect(await screen.findByText(NOTHING_LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sourcecast' })).toBeNull();
  });

  it('opens the recording of a share link at its start, Play waiting for the audio', async () => {
    open('/courses/1/sourcecast/closures');
    const play = await screen.findByRole('button', { name: 'Play' });
    expect(play).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status', { name: 'Playback time' }).textContent).toBe('00:00 / 00:00');
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('preload')).toBe('metadata');
    expect(audio?.getAttribute('src')).toBe('/files/audio-2');
    expect(await screen.findByRole('textbox', { name: 'Editor' })).toBeTruthy();
    expect(editorText()).toBe('const x = 1;');
    // Opens on its own Introduction, never on the Stepper (which would turn runs into steps).
    expect(screen.getByRole('tab', { name: 'Introduction', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Closures' })).toBeTruthy();
    // Its row is marked in the table; no Delete for a student.
    const table = within(await screen.findByRole('table', { name: 'Sourcecasts' }));
    expect(
      table.getByRole('button', { name: 'Play Closures' }).closest('tr')?.getAttribute('aria-current'),
    ).toBe('true');
    expect(table.queryByRole('button', { name: 'Delete Closures' })).toBeNull();
  });

  it('enables Play once the duration is known', async () => {
    open('/courses/1/sourcecast/closures');
    const play = await screen.findByRole('button', { name: 'Play' });
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('no audio');
    Object.defineProperty(audio, 'duration', { value: 65, configurable: true });
    act(() => {
      audio.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(play).toHaveProperty('disabled', false);
    expect(screen.getByRole('status', { name: 'Playback time' }).textContent).toBe('00:00 / 01:05');
  });

  it('says so for an unknown uid, and the table still offers the others', async () => {
    open('/courses/1/sourcecast/nope');
    expect(await screen.findByText(notFoundTitle('nope'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Play Closures' })).toBeTruthy();
  });

  it('refuses damaged playback data with a message', async () => {
    open('/courses/1/sourcecast/broken');
    expect(await screen.findByText(BAD_PLAYBACK_DATA)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it("loads a recording from the table's Title, putting its uid in the address", async () => {
    const { user, router } = open('/courses/1/sourcecast', { role: 'staff' });
    await user.click(await screen.findByRole('button', { name: 'Play Closures' }));
    expect(router.state.location.pathname).toBe('/courses/1/sourcecast/closures');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Closures' })).toBeTruthy();
  });
});
