import { describe, expect, it } from 'vitest';
import type { CurveDrawing, CurveView } from '../../protocol';
import { type Painter, paintDrawing } from './paint';
import { project } from './projection';

function drawing(points: number[][], options: Partial<CurveDrawing> = {}): CurveDrawing {
  return {
    space: '2D',
    style: 'lines',
    view: 'fit',
    points: new Float32Array(points.flatMap(([x = 0, y = 0, z = 0]) => [x, y, z])),
    colors: new Float32Array(points.flatMap(() => [0, 0, 0, 1])),
    ...options,
  };
}

const screenOf = (d: CurveDrawing, angle = 0) => Array.from(project(d, angle).screen);

describe('project', () => {
  it("'fit' shows the unit square, +y up, and leaves points outside it off the canvas", () => {
    expect(
      screenOf(
        drawing([
          [0, 0],
          [1, 1],
          [0.25, 0.5],
          [2, -1],
        ]),
      ),
    ).toEqual([0, 1, 1, 0, 0.25, 0.5, 2, 2]);
  });

  it("'stretch' fills the canvas on each axis, 'proportional' keeps the aspect ratio", () => {
    const wide = (view: CurveView) =>
      drawing(
        [
          [0, 0],
          [10, 1],
        ],
        { view },
      );
    const [x0, y0, x1, y1] = screenOf(wide('stretch'));
    // 5% margin on each side of each span: the ends sit at 1/22 and 21/22.
    expect(x0).toBeCloseTo(1 / 22, 6);
    expect(x1).toBeCloseTo(21 / 22, 6);
    expect(y0).toBeCloseTo(21 / 22, 6);
    expect(y1).toBeCloseTo(1 / 22, 6);
    const [px0, py0, px1, py1] = screenOf(wide('proportional'));
    expect(px0).toBeCloseTo(1 / 22, 6);
    expect(px1).toBeCloseTo(21 / 22, 6);
    // Height 1 of a shown span of 11: centred, 1/11 of the canvas tall.
    expect((py0 as number) - (py1 as number)).toBeCloseTo(1 / 11, 6);
    expect(((py0 as number) + (py1 as number)) / 2).toBeCloseTo(0.5, 6);
  });

  it('a flat curve in a full view is centred rather than divided by zero', () => {
    expect(
      screenOf(
        drawing(
          [
            [3, 3],
            [3, 3],
          ],
          { view: 'stretch' },
        ),
      ),
    ).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('3D drawings turn about the vertical axis and come with the cube', () => {
    const d = drawing([[1, 0.5, 0.5]], { space: '3D' });
    const [u0, v0] = screenOf(d, 0);
    expect(u0).toBeGreaterThan(0.5);
    expect(v0).toBeCloseTo(0.5, 6);
    // A half turn brings the point on the +x face to the left.
    const [u1] = screenOf(d, Math.PI);
    expect(u1).toBeCloseTo(1 - (u0 as number), 6);
    expect(project(d).cubeEdges).toHaveLength(12);
    expect(project(drawing([[0, 0]])).cubeEdges).toHaveLength(0);
    for (const value of project(d, 0.7).cubeEdges.flat()) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});

function recorder() {
  const calls: string[] = [];
  const painter = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    fillRect: (...args: number[]) => calls.push(`fillRect ${painter.fillStyle} ${args.join(',')}`),
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x},${y}`),
    stroke: () => calls.push(`stroke ${painter.strokeStyle}`),
  };
  return { painter: painter as unknown as Painter, calls };
}

describe('paintDrawing', () => {
  it('draws one path per run of one colour', () => {
    const d = drawing([
      [0, 0],
      [0.5, 0.5],
      [1, 1],
      [1, 0],
    ]);
    d.colors.set([1, 0, 0, 1], 8);
    const { painter, calls } = recorder();
    paintDrawing(painter, d, 100);
    expect(calls).toEqual([
      'fillRect #ffffff 0,0,100,100',
      'beginPath',
      'moveTo 0,100',
      'lineTo 50,50',
      'lineTo 100,0',
      'stroke rgba(0, 0, 0, 1)',
      'beginPath',
      'moveTo 100,0',
      'lineTo 100,100',
      'stroke rgba(255, 0, 0, 1)',
    ]);
  });

  it('draws points as dots in their colours', () => {
    const d = drawing([[0.5, 0.5]], { style: 'points', colors: new Float32Array([0, 1, 0, 1]) });
    const { painter, calls } = recorder();
    paintDrawing(painter, d, 512);
    expect(calls).toEqual(['fillRect #ffffff 0,0,512,512', 'fillRect rgba(0, 255, 0, 1) 255,255,2,2']);
  });
});
