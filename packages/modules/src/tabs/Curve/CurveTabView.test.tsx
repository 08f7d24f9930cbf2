// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurveDrawing, ModuleOutput } from '../../protocol';
import { CurveCanvas } from './CurveCanvas';
import CurveTabView from './CurveTabView';
import served from './index';

/** Every canvas gets a recording 2D context: which calls it received, per canvas. */
const painted = new Map<HTMLCanvasElement, string[]>();

beforeEach(() => {
  painted.clear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const calls = painted.get(this) ?? [];
    painted.set(this, calls);
    const context = {
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 1,
      fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(',')}`),
      beginPath: () => calls.push('beginPath'),
      moveTo: (x: number, y: number) => calls.push(`moveTo ${x.toFixed(1)},${y.toFixed(1)}`),
      lineTo: (x: number, y: number) => calls.push(`lineTo ${x.toFixed(1)},${y.toFixed(1)}`),
      stroke: () => calls.push('stroke'),
    };
    return context as unknown as RenderingContext;
  } as typeof HTMLCanvasElement.prototype.getContext);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function drawing(space: '2D' | '3D', points: number[]): CurveDrawing {
  return {
    space,
    style: 'lines',
    view: 'fit',
    points: new Float32Array(points),
    colors: new Float32Array((points.length / 3) * 4).fill(1),
  };
}

const flat = drawing('2D', [0, 0, 0, 1, 1, 0]);
const deep = drawing('3D', [1, 0.5, 0.5, 1, 0.5, 1]);

function callsOf(label: RegExp): string[] {
  return painted.get(screen.getByRole('img', { name: label }) as HTMLCanvasElement) ?? [];
}

describe('CurveCanvas', () => {
  it('paints the drawing on a square canvas', () => {
    render(<CurveCanvas drawing={flat} size={200} />);
    const canvas = screen.getByRole('img', { name: /2D curve drawing, 2 points/ }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([200, 200]);
    expect(painted.get(canvas)).toEqual([
      'fillRect 0,0,200,200',
      'beginPath',
      'moveTo 0.0,200.0',
      'lineTo 200.0,0.0',
      'stroke',
    ]);
  });
});

describe('CurveTabView', () => {
  const outputs: ModuleOutput[] = [
    {
      module: 'rune',
      kind: 'rune',
      mode: 'normal',
      magnitude: 0.1,
      scene: { positions: new Float32Array(), colors: new Float32Array(), textures: [] },
    },
    { module: 'curve', kind: 'curve', drawing: flat },
    { module: 'curve', kind: 'curve', drawing: deep },
  ];

  it('shows the curve outputs one at a time; only 3D drawings get the angle slider', () => {
    render(<CurveTabView outputs={outputs} />);
    expect(screen.getByText('Call 1 of 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: /2D curve/ })).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Angle' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next drawing' }));
    expect(screen.getByRole('img', { name: /3D curve/ })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Angle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });

  it('repaints a 3D drawing from another angle when the slider moves', () => {
    render(<CurveTabView outputs={[outputs[2] as ModuleOutput]} />);
    const before = [...callsOf(/3D curve/)];
    const slider = screen.getByRole('slider', { name: 'Angle' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'ArrowRight', which: 39, keyCode: 39 });
    expect(slider.getAttribute('aria-valuenow')).toBe('0.01');
    const after = callsOf(/3D curve/).slice(before.length);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
  });

  it('spins with the Spin button and stops', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    try {
      render(<CurveTabView outputs={[outputs[2] as ModuleOutput]} />);
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      const slider = screen.getByRole('slider', { name: 'Angle' });
      // One turn in 8 s: after 1 s about 2π/8.
      expect(Number(slider.getAttribute('aria-valuenow'))).toBeCloseTo(Math.PI / 4, 1);
      fireEvent.click(screen.getByRole('button', { name: 'Stop spinning' }));
      const stopped = slider.getAttribute('aria-valuenow');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(slider.getAttribute('aria-valuenow')).toBe(stopped);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays animations with the shared player', () => {
    const animation: ModuleOutput = {
      module: 'curve',
      kind: 'curve-animation',
      fps: 10,
      duration: 0.2,
      frames: [flat, deep],
    };
    render(<CurveTabView outputs={[animation]} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /2D curve/ })).toBeTruthy();
  });

  it('says so when nothing was drawn', () => {
    render(<CurveTabView outputs={[]} />);
    expect(screen.getByText('No curves drawn yet.')).toBeTruthy();
  });
});

describe('served tab', () => {
  it('spawns when the curve state has outputs', () => {
    const dc = (outputs: ModuleOutput[]) => ({
      context: { moduleContexts: { curve: { state: { outputs } } } },
    });
    expect(served.toSpawn(dc([]))).toBe(false);
    expect(served.toSpawn(dc([{ module: 'curve', kind: 'curve', drawing: flat }]))).toBe(true);
    expect(served.toSpawn({ context: { moduleContexts: {} } })).toBe(false);
    expect([served.label, served.iconName]).toEqual(['Curves Tab', 'media']);
  });
});
