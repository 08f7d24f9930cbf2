// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleOutput } from '../../protocol';
import SoundTabView from './SoundTabView';
import { soundEngine } from './soundEngine';

function sound(seconds: number, autoplay: boolean, channels = 1): ModuleOutput {
  return {
    module: channels === 1 ? 'sound' : 'stereo_sound',
    kind: 'sound',
    channels: Array.from({ length: channels }, () =>
      new Float32Array(Math.round(seconds * 44_100)).fill(0.5),
    ),
    autoplay,
  };
}

let played: number;
let paused: number;

beforeEach(() => {
  played = 0;
  paused = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    played += 1;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused += 1;
  });
});

afterEach(() => {
  cleanup();
  soundEngine.receive([]);
  vi.restoreAllMocks();
});

describe('SoundTabView', () => {
  it('shows a player and a WAV download per sound', () => {
    render(<SoundTabView outputs={[sound(1.5, false), sound(0.5, false, 2)]} />);
    const first = screen.getByRole('region', { name: 'Sound 1' });
    expect(within(first).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(first).getByRole('slider', { name: 'Position' })).toBeTruthy();
    expect(within(first).getByText('0:00.0 / 0:01.5')).toBeTruthy();
    const download = within(first).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(download.getAttribute('download')).toBe('sound-1.wav');
    const second = screen.getByRole('region', { name: 'Sound 2' });
    expect(within(second).getByText('stereo,', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(2);
    expect(played).toBe(0);
  });

  it('starts a play sound once when it arrives, and Pause pauses it', async () => {
    const first = [sound(1, true)];
    const { rerender } = render(<SoundTabView outputs={first} />);
    expect(played).toBe(1);
    const pause = await screen.findByRole('button', { name: 'Pause' });
    rerender(<SoundTabView outputs={[...first]} />);
    expect(played).toBe(1);
    await userEvent.click(pause);
    expect(paused).toBe(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('stops everything playing on a stop output', async () => {
    const outputs: ModuleOutput[] = [sound(1, true), sound(1, true)];
    const { rerender } = render(<SoundTabView outputs={outputs} />);
    expect(await screen.findAllByRole('button', { name: 'Pause' })).toHaveLength(2);
    rerender(<SoundTabView outputs={[...outputs, { module: 'sound', kind: 'stop' }]} />);
    expect(await screen.findAllByRole('button', { name: 'Play' })).toHaveLength(2);
    expect(paused).toBe(2);
  });

  it('says so when there is nothing to play', () => {
    render(<SoundTabView outputs={[]} />);
    expect(screen.getByText(/No sounds yet/)).toBeTruthy();
  });
});
