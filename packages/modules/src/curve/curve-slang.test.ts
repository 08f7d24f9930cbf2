// The curve module as Source programs see it: loaded through js-slang 1.0.94's own loader (which
// wraps every export and checks argument counts), printed by the REPL's stringify.
import { beforeEach, describe, expect, it } from 'vitest';
import { resetTestContext } from '../test/context-stub';
import { runWithModule } from '../test/run-source';
import * as curve from './index';

beforeEach(() => resetTestContext());

const run = (program: string) => runWithModule('curve', curve, program);

describe('curve through js-slang', { timeout: 30_000 }, () => {
  it('prints points, drawings, render functions and animations', async () => {
    expect(await run('make_point(1, 2);')).toEqual({ value: '<Point (1, 2, 0)>' });
    expect(await run('list(make_color_point(0, 0, 255, 0, 0));')).toEqual({
      value: '[<Point (0, 0, 0) rgb(255, 0, 0)>, null]',
    });
    expect(await run('draw_connected(10);')).toEqual({ value: '<RenderFunction draw_connected(10)>' });
    expect(await run('draw_connected(10)(unit_circle);')).toEqual({ value: '<CurveDrawn>' });
    expect(await run('animate_curve(1, 2, draw_points(3), t => unit_line_at(t));')).toEqual({
      value: '<AnimatedCurve>',
    });
  });

  it('calls Source curves, including ones ending in tail calls', async () => {
    const program = `
      function bump(t) { return make_point(t, t * t); }
      function my_curve(t) { return bump(t); }
      const end = put_in_standard_position(translate(1, 1, 0)(my_curve))(1);
      math_abs(x_of(end) - 1) < 1e-12 && math_abs(y_of(end)) < 1e-12;`;
    expect(await run(program)).toEqual({ value: 'true' });
  });

  it('lets rotate_around_origin take 1 or 3 angles, but not 2 or 4', async () => {
    expect((await run('x_of(rotate_around_origin(0)(unit_line)(1));')).value).toBe('1');
    expect((await run('x_of(rotate_around_origin(0, 0, 0)(unit_line)(1));')).value).toBe('1');
    expect((await run('rotate_around_origin(0, 0);')).error).toBe(
      'Error: rotate_around_origin: expected 1 angle (about the z axis) or 3 angles (about x, y and z), but got 2',
    );
    expect((await run('rotate_around_origin(0, 0, 0, 0);')).error).toBe(
      'rotate_around_origin: Expected 3 or fewer arguments, but got 4.',
    );
  });

  it('shows module errors and the student curve errors as error lines', async () => {
    expect((await run('draw_connected(0);')).error).toMatch(
      /^Error: draw_connected: expected a whole number/,
    );
    expect((await run('draw_points(5)(t => head(t));')).error).toBe('head: Expected pair, got 0.');
    expect((await run('draw_points(5)((x, y) => make_point(x, y));')).error).toMatch(
      /Expected 2 arguments, but got 1/,
    );
  });
});
