import { type DrawerSpec, makeRenderFunction, type RenderFunction } from './sampling';

// Twelve drawers: {connected, points} x {2D, 3D} x {fit, stretch, proportional}. Each takes the
// number of samples n and returns a render function; the drawing is made when that is applied.

const spec = (
  name: string,
  space: DrawerSpec['space'],
  style: DrawerSpec['style'],
  view: DrawerSpec['view'],
) => ({ name, space, style, view }) as const satisfies DrawerSpec;

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The z
 * coordinate of the points is ignored. The drawing shows the unit square from (0, 0) to (1, 1); parts
 * outside it are cut off.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_connected(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_connected', '2D', 'lines', 'fit'), n);
}

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The z
 * coordinate of the points is ignored. The drawing is moved and stretched to fill the whole canvas,
 * each axis on its own, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_connected_full_view(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_connected_full_view', '2D', 'lines', 'stretch'), n);
}

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The z
 * coordinate of the points is ignored. The drawing is moved and scaled, keeping its proportions, to
 * fit the canvas as large as it can, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_connected_full_view_proportional(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_connected_full_view_proportional', '2D', 'lines', 'proportional'), n);
}

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The z coordinate
 * of the points is ignored. The drawing shows the unit square from (0, 0) to (1, 1); parts outside it
 * are cut off.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_points(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_points', '2D', 'points', 'fit'), n);
}

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The z coordinate
 * of the points is ignored. The drawing is moved and stretched to fill the whole canvas, each axis on
 * its own, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_points_full_view(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_points_full_view', '2D', 'points', 'stretch'), n);
}

/**
 * Makes a render function that samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The z coordinate
 * of the points is ignored. The drawing is moved and scaled, keeping its proportions, to fit the
 * canvas as large as it can, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_points_full_view_proportional(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_points_full_view_proportional', '2D', 'points', 'proportional'), n);
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The drawing
 * shows the unit square from (0, 0) to (1, 1) (for 3D drawings: the unit cube, seen from an angle the
 * tab lets you turn); parts outside it are cut off.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_connected(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_3D_connected', '3D', 'lines', 'fit'), n);
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The drawing
 * is moved and stretched to fill the whole canvas (a cube, for 3D drawings), each axis on its own,
 * with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_connected_full_view(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_3D_connected_full_view', '3D', 'lines', 'stretch'), n);
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and joins consecutive samples with straight lines, showing the result in the Curves tab. The drawing
 * is moved and scaled, keeping its proportions, to fit the canvas (a cube, for 3D drawings) as large
 * as it can, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_connected_full_view_proportional(n: number): RenderFunction {
  return makeRenderFunction(
    spec('draw_3D_connected_full_view_proportional', '3D', 'lines', 'proportional'),
    n,
  );
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The drawing shows
 * the unit square from (0, 0) to (1, 1) (for 3D drawings: the unit cube, seen from an angle the tab
 * lets you turn); parts outside it are cut off.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_points(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_3D_points', '3D', 'points', 'fit'), n);
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The drawing is
 * moved and stretched to fill the whole canvas (a cube, for 3D drawings), each axis on its own, with a
 * small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_points_full_view(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_3D_points_full_view', '3D', 'points', 'stretch'), n);
}

/**
 * Makes a render function that samples a 3D curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1)
 * and draws each sample as a dot, unconnected, showing the result in the Curves tab. The drawing is
 * moved and scaled, keeping its proportions, to fit the canvas (a cube, for 3D drawings) as large as
 * it can, with a small margin.
 * @param n The number of intervals: a whole number greater than 0 and less than 65535.
 * @returns A function that draws a curve given to it and returns the drawing.
 */
export function draw_3D_points_full_view_proportional(n: number): RenderFunction {
  return makeRenderFunction(spec('draw_3D_points_full_view_proportional', '3D', 'points', 'proportional'), n);
}
