import { colourComponent, Point, requireNumber, requirePoint } from './point';

/**
 * Makes a black point in the plane (its z coordinate is 0).
 * @param x The x coordinate.
 * @param y The y coordinate.
 * @returns The point (x, y).
 */
export function make_point(x: number, y: number): Point {
  const name = 'make_point';
  return new Point(requireNumber(x, name, 'x'), requireNumber(y, name, 'y'), 0, 0, 0, 0);
}

/**
 * Makes a black point in space.
 * @param x The x coordinate.
 * @param y The y coordinate.
 * @param z The z coordinate.
 * @returns The point (x, y, z).
 */
export function make_3D_point(x: number, y: number, z: number): Point {
  const name = 'make_3D_point';
  return new Point(
    requireNumber(x, name, 'x'),
    requireNumber(y, name, 'y'),
    requireNumber(z, name, 'z'),
    0,
    0,
    0,
  );
}

/**
 * Makes a coloured point in the plane. Colour components run from 0 to 255; values outside that
 * range are clamped to it.
 * @param x The x coordinate.
 * @param y The y coordinate.
 * @param r The red component, 0 to 255.
 * @param g The green component, 0 to 255.
 * @param b The blue component, 0 to 255.
 * @returns The point (x, y) in colour (r, g, b).
 */
export function make_color_point(x: number, y: number, r: number, g: number, b: number): Point {
  const name = 'make_color_point';
  return new Point(
    requireNumber(x, name, 'x'),
    requireNumber(y, name, 'y'),
    0,
    colourComponent(r, name, 'r'),
    colourComponent(g, name, 'g'),
    colourComponent(b, name, 'b'),
  );
}

/**
 * Makes a coloured point in space. Colour components run from 0 to 255; values outside that range
 * are clamped to it.
 * @param x The x coordinate.
 * @param y The y coordinate.
 * @param z The z coordinate.
 * @param r The red component, 0 to 255.
 * @param g The green component, 0 to 255.
 * @param b The blue component, 0 to 255.
 * @returns The point (x, y, z) in colour (r, g, b).
 */
export function make_3D_color_point(x: number, y: number, z: number, r: number, g: number, b: number): Point {
  const name = 'make_3D_color_point';
  return new Point(
    requireNumber(x, name, 'x'),
    requireNumber(y, name, 'y'),
    requireNumber(z, name, 'z'),
    colourComponent(r, name, 'r'),
    colourComponent(g, name, 'g'),
    colourComponent(b, name, 'b'),
  );
}

/**
 * The x coordinate of a point.
 * @param p The point.
 * @returns Its x coordinate.
 */
export function x_of(p: Point): number {
  return requirePoint(p, 'x_of').x;
}

/**
 * The y coordinate of a point.
 * @param p The point.
 * @returns Its y coordinate.
 */
export function y_of(p: Point): number {
  return requirePoint(p, 'y_of').y;
}

/**
 * The z coordinate of a point (0 for points made in the plane).
 * @param p The point.
 * @returns Its z coordinate.
 */
export function z_of(p: Point): number {
  return requirePoint(p, 'z_of').z;
}

/**
 * The red component of a point's colour.
 * @param p The point.
 * @returns Its red component, 0 to 255 (0 for points made without a colour).
 */
export function r_of(p: Point): number {
  return requirePoint(p, 'r_of').r;
}

/**
 * The green component of a point's colour.
 * @param p The point.
 * @returns Its green component, 0 to 255 (0 for points made without a colour).
 */
export function g_of(p: Point): number {
  return requirePoint(p, 'g_of').g;
}

/**
 * The blue component of a point's colour.
 * @param p The point.
 * @returns Its blue component, 0 to 255 (0 for points made without a colour).
 */
export function b_of(p: Point): number {
  return requirePoint(p, 'b_of').b;
}
