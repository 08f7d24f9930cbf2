import { madeCurve } from './curve-values';
import { Point, requireNumber } from './point';

const black = (x: number, y: number) => new Point(x, y, 0, 0, 0, 0);

/**
 * The unit circle: starts at (1, 0) and runs once anticlockwise around the origin.
 * @param t A number from 0 to 1.
 * @returns The point at angle 2πt on the circle of radius 1 around the origin.
 */
export function unit_circle(t: number): Point {
  const angle = 2 * Math.PI * requireNumber(t, 'unit_circle', 't');
  return black(Math.cos(angle), Math.sin(angle));
}

/**
 * The unit line: the segment from (0, 0) to (1, 0) along the x axis.
 * @param t A number from 0 to 1.
 * @returns The point (t, 0).
 */
export function unit_line(t: number): Point {
  return black(requireNumber(t, 'unit_line', 't'), 0);
}

/**
 * A horizontal unit line at height y: the segment from (0, y) to (1, y).
 * @param y The height of the line.
 * @returns A curve whose point at t is (t, y).
 */
export function unit_line_at(y: number): (t: number) => Point {
  const height = requireNumber(y, 'unit_line_at', 'y');
  return madeCurve((t: number) => black(t, height));
}

/**
 * The right half of the unit circle, clockwise: from (0, 1) through (1, 0) to (0, -1).
 * @param t A number from 0 to 1.
 * @returns The point (sin πt, cos πt).
 */
export function arc(t: number): Point {
  const angle = Math.PI * requireNumber(t, 'arc', 't');
  return black(Math.sin(angle), Math.cos(angle));
}
