import { stringify } from 'js-slang/dist/utils/stringify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurveDrawing, ModuleOutput } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import * as curve from './index';
import type { Point } from './point';

const { make_point, make_3D_point, make_color_point, make_3D_color_point, x_of, y_of, z_of } = curve;

beforeEach(() => resetTestContext());

function outputs(): ModuleOutput[] {
  const slot = context.moduleContexts.curve as { state: { outputs: ModuleOutput[] } } | undefined;
  return slot?.state.outputs ?? [];
}

function expectAt(point: Point, x: number, y: number, z = 0) {
  expect(x_of(point)).toBeCloseTo(x, 10);
  expect(y_of(point)).toBeCloseTo(y, 10);
  expect(z_of(point)).toBeCloseTo(z, 10);
}

const diagonal = (t: number) => make_point(t, 2 * t);

describe('points', () => {
  it('keeps coordinates and colours, clamping colours to 0-255', () => {
    const p = make_3D_color_point(1, 2, 3, 50, 300, -4);
    expect([curve.x_of(p), curve.y_of(p), curve.z_of(p)]).toEqual([1, 2, 3]);
    expect([curve.r_of(p), curve.g_of(p), curve.b_of(p)]).toEqual([50, 255, 0]);
    const q = make_color_point(0.5, 0.25, 10, 20, 30);
    expect([z_of(q), curve.r_of(q), curve.g_of(q), curve.b_of(q)]).toEqual([0, 10, 20, 30]);
    const plain = make_3D_point(1, 2, 3);
    expect([curve.r_of(plain), curve.g_of(plain), curve.b_of(plain)]).toEqual([0, 0, 0]);
  });

  it('refuses non-numbers and non-points, naming the function', () => {
    expect(() => make_point(1, 'a' as unknown as number)).toThrow(
      'make_point: expected a number for y, received: "a"',
    );
    expect(() => x_of(1 as unknown as Point)).toThrow('x_of: expected a point, received: 1');
  });

  it('prints sensibly in the REPL', () => {
    expect(stringify(make_point(0.5, 1))).toBe('<Point (0.5, 1, 0)>');
    expect(stringify(make_color_point(0, 1, 255, 0, 0))).toBe('<Point (0, 1, 0) rgb(255, 0, 0)>');
  });
});

describe('built-in curves', () => {
  it('unit_circle goes anticlockwise from (1, 0)', () => {
    expectAt(curve.unit_circle(0), 1, 0);
    expectAt(curve.unit_circle(0.25), 0, 1);
    expectAt(curve.unit_circle(0.5), -1, 0);
  });

  it('unit_line, unit_line_at and arc', () => {
    expectAt(curve.unit_line(0.3), 0.3, 0);
    expectAt(curve.unit_line_at(2)(0.7), 0.7, 2);
    expectAt(curve.arc(0), 0, 1);
    expectAt(curve.arc(0.5), 1, 0);
    expectAt(curve.arc(1), 0, -1);
  });
});

describe('transforms', () => {
  it('translate, scale and scale_proportional move known points', () => {
    expectAt(curve.translate(1, -2, 3)(diagonal)(0.5), 1.5, -1, 3);
    expectAt(curve.scale(2, 3, 4)((t) => make_3D_point(t, 1, 1))(0.5), 1, 3, 4);
    expectAt(curve.scale_proportional(-2)(diagonal)(1), -2, -4);
  });

  it('transforms keep colours', () => {
    const red = (t: number) => make_color_point(t, 0, 255, 0, 0);
    const moved = curve.rotate_around_origin(1)(curve.translate(1, 1, 0)(red))(0.5);
    expect([curve.r_of(moved), curve.g_of(moved), curve.b_of(moved)]).toEqual([255, 0, 0]);
  });

  it('rotate_around_origin turns about z with one angle, about x, y, z with three', () => {
    expectAt(curve.rotate_around_origin(Math.PI / 2)(curve.unit_line)(1), 0, 1);
    const along = (v: [number, number, number]) => (_t: number) => make_3D_point(...v);
    // A quarter turn about x takes y to z; about y takes z to x; about z takes x to y.
    expectAt(curve.rotate_around_origin(Math.PI / 2, 0, 0)(along([0, 1, 0]))(0), 0, 0, 1);
    expectAt(curve.rotate_around_origin(0, Math.PI / 2, 0)(along([0, 0, 1]))(0), 1, 0, 0);
    expectAt(curve.rotate_around_origin(0, 0, Math.PI / 2)(along([1, 0, 0]))(0), 0, 1, 0);
    // x first, then y: (0, 1, 0) -> (0, 0, 1) -> (1, 0, 0).
    expectAt(curve.rotate_around_origin(Math.PI / 2, Math.PI / 2, 0)(along([0, 1, 0]))(0), 1, 0, 0);
    expect(() => curve.rotate_around_origin(1, 2)).toThrow('rotate_around_origin: expected 1 angle');
  });

  it('invert reverses the curve', () => {
    expectAt(curve.invert(diagonal)(0), 1, 2);
    expectAt(curve.invert(diagonal)(0.25), 0.75, 1.5);
  });

  it('put_in_standard_position starts at the origin and ends at (1, 0)', () => {
    const slanted = (t: number) => make_point(2 + t * 3, 1 + t * 4 + Math.sin(Math.PI * t));
    const standard = curve.put_in_standard_position(slanted);
    expectAt(standard(0), 0, 0);
    expectAt(standard(1), 1, 0);
    // The bulge keeps its size relative to the chord (length 5): sin(π/2) = 1 -> 0.2 off the axis.
    expect(Math.hypot(x_of(standard(0.5)) - 0.5, y_of(standard(0.5)))).toBeCloseTo(0.2, 10);
    expect(() => curve.put_in_standard_position(curve.unit_circle)).toThrow('put_in_standard_position:');
  });

  it('connect_rigidly and connect_ends split t in halves', () => {
    const rigid = curve.connect_rigidly(curve.unit_line, curve.unit_line_at(1));
    expectAt(rigid(0.25), 0.5, 0);
    expectAt(rigid(0.5), 0, 1);
    const joined = curve.connect_ends(curve.unit_line, curve.translate(5, 5, 0)(curve.unit_line));
    expectAt(joined(0.5), 1, 0);
    expectAt(joined(1), 2, 0);
  });

  it('errors thrown by the student curve propagate', () => {
    const broken = (_t: number): Point => {
      throw new Error('mine');
    };
    expect(() => curve.translate(1, 1, 1)(broken)(0)).toThrow('mine');
    expect(() => curve.translate(1, 1, 1)((_t: number) => 5 as unknown as Point)(0)).toThrow(
      'translate: the curve returned 5 at t = 0, but a curve must return a point',
    );
  });
});

describe('drawers', () => {
  it('sample n + 1 points at t = i / n and record the drawing', () => {
    const seen: number[] = [];
    const drawn = curve.draw_connected(4)((t) => {
      seen.push(t);
      return make_color_point(t, 1 - t, 255, 0, 0);
    });
    expect(seen).toEqual([0, 0.25, 0.5, 0.75, 1]);
    const [output] = outputs();
    expect(output).toMatchObject({ module: 'curve', kind: 'curve' });
    const drawing = (output as { drawing: CurveDrawing }).drawing;
    expect(drawing).toMatchObject({ space: '2D', style: 'lines', view: 'fit' });
    expect(Array.from(drawing.points.slice(3, 6))).toEqual([0.25, 0.75, 0]);
    expect(Array.from(drawing.colors.slice(0, 4))).toEqual([1, 0, 0, 1]);
    expect(drawing.points).toHaveLength(15);
    expect(stringify(drawn)).toBe('<CurveDrawn>');
  });

  it('each variant records its space, style and view; 2D drawings flatten z', () => {
    const helix = (t: number) => make_3D_point(Math.cos(t), Math.sin(t), t);
    curve.draw_points_full_view(2)(helix);
    curve.draw_3D_connected_full_view_proportional(2)(helix);
    const [flat, deep] = outputs().map((o) => (o as { drawing: CurveDrawing }).drawing);
    expect(flat).toMatchObject({ space: '2D', style: 'points', view: 'stretch' });
    expect(flat?.points[5]).toBe(0);
    expect(deep).toMatchObject({ space: '3D', style: 'lines', view: 'proportional' });
    expect(deep?.points[5]).toBeCloseTo(0.5, 6);
  });

  it('refuse sample counts outside 0 < n < 65535 and non-integers, naming the drawer', () => {
    for (const n of [0, -1, 65535, 1.5, Number.NaN]) {
      expect(() => curve.draw_points(n)).toThrow(/^draw_points: expected a whole number of samples/);
    }
    expect(() => curve.draw_3D_points_full_view(65534)).not.toThrow();
  });

  it('reject a curve that returns something else, naming the drawer', () => {
    expect(() => curve.draw_connected(2)((_t: number) => 1 as unknown as Point)).toThrow(
      'draw_connected: the curve returned 1 at t = 0',
    );
    expect(outputs()).toHaveLength(0);
  });
});

describe('animations', () => {
  it('computes duration × fps frames at call time from t = i / fps', () => {
    const times: number[] = [];
    const animation = curve.animate_curve(0.5, 4, curve.draw_connected(2), (time) => {
      times.push(time);
      return curve.unit_line_at(time);
    });
    expect(times).toEqual([0, 0.25]);
    expect(stringify(animation)).toBe('<AnimatedCurve>');
    const [output] = outputs();
    expect(output).toMatchObject({ kind: 'curve-animation', fps: 4, duration: 0.5 });
    const frames = (output as { frames: CurveDrawing[] }).frames;
    expect(frames).toHaveLength(2);
    expect(frames[1]?.points[1]).toBe(0.25);
  });

  it('checks the drawer dimension and the frame limit', () => {
    const makeLine = (_time: number) => curve.unit_line;
    expect(() => curve.animate_curve(1, 10, curve.draw_3D_connected(10), makeLine)).toThrow(
      'animate_curve: draw_3D_connected draws 3D curves; use animate_3D_curve for it',
    );
    expect(() => curve.animate_3D_curve(1, 10, curve.draw_points(10), makeLine)).toThrow(
      /^animate_3D_curve:/,
    );
    expect(() => curve.animate_3D_curve(101, 30, curve.draw_3D_points(10), makeLine)).toThrow(
      'animate_3D_curve: an animation may have at most 3,000 frames',
    );
    expect(() => curve.animate_curve(1, 10, (c: unknown) => c, makeLine)).toThrow(
      'animate_curve: expected a drawer',
    );
    expect(outputs()).toHaveLength(0);
  });
});
