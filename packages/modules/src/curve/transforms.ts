import { wrapUnsafe } from 'js-slang/dist/utils/operators';
import {
  type Curve,
  type CurveTransformer,
  madeCurve,
  madeTransformer,
  pointAt,
  requireCurve,
} from './curve-values';
import { type Point, requireNumber, withPosition } from './point';

type Vector = readonly [number, number, number];

/** A transformer that moves every point of a curve by `move`, keeping colours. */
function pointwise(name: string, move: (x: number, y: number, z: number) => Vector): CurveTransformer {
  return madeTransformer(name, (curve) =>
    madeCurve((t: number) => {
      const point = pointAt(curve, t, name);
      return withPosition(point, ...move(point.x, point.y, point.z));
    }),
  );
}

/**
 * Reverses a curve: the new curve at t is the old one at 1 - t, so it starts where the old one ended.
 * @param curve The curve to reverse.
 * @returns The reversed curve.
 */
export function invert(curve: Curve): Curve {
  const original = requireCurve(curve, 'invert');
  return madeCurve((t: number) => pointAt(original, 1 - t, 'invert'));
}

/**
 * Makes a transformer that moves a curve by (x, y, z).
 * @param x How far to move along the x axis.
 * @param y How far to move along the y axis.
 * @param z How far to move along the z axis.
 * @returns A function from a curve to the moved curve.
 */
export function translate(x: number, y: number, z: number): CurveTransformer {
  const name = 'translate';
  const [dx, dy, dz] = [
    requireNumber(x, name, 'x'),
    requireNumber(y, name, 'y'),
    requireNumber(z, name, 'z'),
  ];
  return pointwise(name, (px, py, pz) => [px + dx, py + dy, pz + dz]);
}

/** Turns (a, b) by `angle` radians anticlockwise; the three rotations below are this on two axes. */
function turn(a: number, b: number, angle: number): [number, number] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [a * cos - b * sin, a * sin + b * cos];
}

/**
 * Makes a transformer that rotates a curve around the origin. With one angle it turns the curve
 * anticlockwise about the z axis (in the plane); with three it turns it about the x axis, then the
 * y axis, then the z axis. Two angles are an error.
 * @param theta1 The angle about the z axis in radians, or with three angles the angle about the x axis.
 * @param theta2 With three angles: the angle about the y axis in radians.
 * @param theta3 With three angles: the angle about the z axis in radians.
 * @returns A function from a curve to the rotated curve.
 */
export function rotate_around_origin(theta1: number, theta2?: number, theta3?: number): CurveTransformer {
  const name = 'rotate_around_origin';
  if (theta2 === undefined && theta3 === undefined) {
    const angle = requireNumber(theta1, name, 'the angle');
    return pointwise(name, (x, y, z) => [...turn(x, y, angle), z]);
  }
  if (theta3 === undefined) {
    throw new Error(`${name}: expected 1 angle (about the z axis) or 3 angles (about x, y and z), but got 2`);
  }
  const ax = requireNumber(theta1, name, 'the angle about the x axis');
  const ay = requireNumber(theta2, name, 'the angle about the y axis');
  const az = requireNumber(theta3, name, 'the angle about the z axis');
  return pointwise(name, (x0, y0, z0) => {
    // About x first, then y, then z (each anticlockwise seen from the positive axis).
    const [y1, z1] = turn(y0, z0, ax);
    const [z2, x2] = turn(z1, x0, ay);
    const [x3, y3] = turn(x2, y1, az);
    return [x3, y3, z2];
  });
}
// js-slang checks a module function's argument count against its `length` (here 3: optional
// parameters count in JS) unless the function was registered with optional arguments first. The
// loader keeps that registration: one required angle, two optional ones.
Object.defineProperty(rotate_around_origin, 'length', { value: 1 });
wrapUnsafe(rotate_around_origin, 2, 'rotate_around_origin');

/**
 * Makes a transformer that scales a curve by a along x, b along y and c along z (from the origin).
 * @param a The factor along the x axis.
 * @param b The factor along the y axis.
 * @param c The factor along the z axis.
 * @returns A function from a curve to the scaled curve.
 */
export function scale(a: number, b: number, c: number): CurveTransformer {
  const name = 'scale';
  const [sx, sy, sz] = [
    requireNumber(a, name, 'a'),
    requireNumber(b, name, 'b'),
    requireNumber(c, name, 'c'),
  ];
  return pointwise(name, (x, y, z) => [x * sx, y * sy, z * sz]);
}

/**
 * Makes a transformer that scales a curve by s along every axis (from the origin).
 * @param s The factor.
 * @returns A function from a curve to the scaled curve.
 */
export function scale_proportional(s: number): CurveTransformer {
  const factor = requireNumber(s, 'scale_proportional', 's');
  return pointwise('scale_proportional', (x, y, z) => [x * factor, y * factor, z * factor]);
}

/**
 * Moves, turns and scales a curve so that it starts at the origin and ends at (1, 0). The curve's
 * ends are looked at once, here; a curve that ends where it starts has no such position.
 * @param curve The curve.
 * @returns The curve in standard position.
 */
export function put_in_standard_position(curve: Curve): Curve {
  const name = 'put_in_standard_position';
  const original = requireCurve(curve, name);
  const start = pointAt(original, 0, name);
  const end = pointAt(original, 1, name);
  const [dx, dy] = [end.x - start.x, end.y - start.y];
  const length = Math.hypot(dx, dy);
  // Closed curves computed with sin and cos miss their start by rounding error (unit_circle(1) is
  // 2e-16 off): such a gap is no chord to scale to length 1.
  if (length < 1e-12) {
    throw new Error(
      `${name}: the curve ends where it starts (in x and y), so it cannot be put in standard position`,
    );
  }
  const angle = -Math.atan2(dy, dx);
  return madeCurve((t: number) => {
    const point = pointAt(original, t, name);
    const [x, y] = turn(point.x - start.x, point.y - start.y, angle);
    return withPosition(point, x / length, y / length, (point.z - start.z) / length);
  });
}

/**
 * Joins two curves end to end without moving either: the first half of t traces the first curve,
 * the second half the second.
 * @param curve1 The curve traced for t below 0.5.
 * @param curve2 The curve traced for t from 0.5.
 * @returns The joined curve.
 */
export function connect_rigidly(curve1: Curve, curve2: Curve): Curve {
  const name = 'connect_rigidly';
  const first = requireCurve(curve1, name);
  const second = requireCurve(curve2, name);
  return madeCurve(
    (t: number): Point => (t < 0.5 ? pointAt(first, 2 * t, name) : pointAt(second, 2 * t - 1, name)),
  );
}

/**
 * Joins two curves, moving the second so that it starts where the first ends.
 * @param curve1 The curve traced for t below 0.5.
 * @param curve2 The curve traced for t from 0.5, moved to start at the first curve's end.
 * @returns The joined curve.
 */
export function connect_ends(curve1: Curve, curve2: Curve): Curve {
  const name = 'connect_ends';
  const first = requireCurve(curve1, name);
  const second = requireCurve(curve2, name);
  const end = pointAt(first, 1, name);
  const start = pointAt(second, 0, name);
  const [dx, dy, dz] = [end.x - start.x, end.y - start.y, end.z - start.z];
  return madeCurve((t: number): Point => {
    if (t < 0.5) return pointAt(first, 2 * t, name);
    const point = pointAt(second, 2 * t - 1, name);
    return withPosition(point, point.x + dx, point.y + dy, point.z + dz);
  });
}
