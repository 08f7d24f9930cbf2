// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleOutput, RuneScene } from '../../protocol';
import { flattenRune } from '../../rune/flatten';
import * as rune from '../../rune/index';
import type { Rune } from '../../rune/rune';
import servedTab from './index';
import RuneTabView from './RuneTabView';

/** A 2D context that records what was painted. */
function recordingContext() {
  const calls: string[] = [];
  const fills: string[] = [];
  const context = {
    fillStyle: '',
    globalCompositeOperation: 'source-over',
    beginPath: () => calls.push('beginPath'),
    moveTo: () => calls.push('moveTo'),
    lineTo: () => calls.push('lineTo'),
    closePath: () => calls.push('closePath'),
    fill() {
      fills.push(String(context.fillStyle));
    },
    fillRect: () => calls.push('fillRect'),
    drawImage: () => calls.push(`drawImage:${context.globalCompositeOperation}`),
    setTransform: () => calls.push('setTransform'),
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
  };
  return { context, calls, fills };
}

let painted: ReturnType<typeof recordingContext>[] = [];

beforeEach(() => {
  painted = [];
  // No WebGL2 here (as on old machines): the tab falls back to the 2D canvas.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) => {
    if (kind !== '2d') return null;
    const recorder = recordingContext();
    painted.push(recorder);
    return recorder.context;
  }) as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const scene = (r: Rune): RuneScene => flattenRune(r, 'show');

const outputs: ModuleOutput[] = [
  {
    module: 'rune',
    kind: 'rune',
    mode: 'normal',
    magnitude: 0.1,
    scene: scene(rune.red(rune.stack(rune.square, rune.triangle))),
  },
  { module: 'curve', kind: 'curve-animation', fps: 1, duration: 1, frames: [] },
  {
    module: 'rune',
    kind: 'rune',
    mode: 'anaglyph',
    magnitude: 0.1,
    scene: scene(rune.overlay(rune.square, rune.heart)),
  },
  {
    module: 'rune',
    kind: 'rune-animation',
    mode: 'normal',
    fps: 10,
    duration: 0.5,
    frames: [0, 1, 2, 3, 4].map((i) => scene(rune.rotate(i / 5, rune.square))),
  },
];

describe('RuneTabView', () => {
  it('draws each rune on the 2D fallback, one at a time, ignoring other modules', () => {
    render(<RuneTabView outputs={outputs} />);
    expect(screen.getByText('Call 1 of 3')).toBeTruthy();
    const canvas = screen.getByRole('img', { name: 'Rune' });
    expect(canvas.getAttribute('data-renderer')).toBe('2d');
    // The square and the triangle: three triangles, all in the sheet's red.
    const first = painted[0];
    expect(first?.fills).toEqual(['rgba(244,67,54,1)', 'rgba(244,67,54,1)', 'rgba(244,67,54,1)']);

    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    expect(screen.getByText('Call 2 of 3')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Anaglyph' }).getAttribute('data-renderer')).toBe('2d');
    // The second eye is painted aside and multiplied over the first.
    expect(painted.some((p) => p.calls.includes('drawImage:multiply'))).toBe(true);
    // Grey views: the left eye's black square is 0 in red only, white elsewhere.
    expect(painted.some((p) => p.fills.includes('rgba(0,255,255,1)'))).toBe(true);
    expect(painted.some((p) => p.fills.includes('rgba(255,0,0,1)'))).toBe(true);
  });

  it('plays animations with the player', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      render(<RuneTabView outputs={outputs} />);
      fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
      expect(screen.getByText('Call 3 of 3')).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Animation frame 1' })).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(screen.getByRole('img', { name: 'Animation frame 3' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
      expect(screen.getByRole('slider', { name: 'Timeline' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when nothing was drawn', () => {
    render(<RuneTabView outputs={[]} />);
    expect(screen.getByText('No runes drawn yet.')).toBeTruthy();
  });
});

describe('the served Rune tab', () => {
  const dc = (state: { outputs: ModuleOutput[] } | null) => ({
    context: { moduleContexts: { rune: { state } } },
  });

  it('spawns only when runes were drawn, with the reference label and icon', () => {
    expect(servedTab.label).toBe('Runes Tab');
    expect(servedTab.iconName).toBe('group-objects');
    expect(servedTab.toSpawn(dc(null))).toBe(false);
    expect(servedTab.toSpawn(dc({ outputs: [] }))).toBe(false);
    expect(servedTab.toSpawn(dc({ outputs }))).toBe(true);
    render(servedTab.body(dc({ outputs })));
    expect(screen.getByText('Call 1 of 3')).toBeTruthy();
  });
});
