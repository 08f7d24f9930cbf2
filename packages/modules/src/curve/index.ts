/**
 * The `curve` module: curves are functions from t in [0, 1] to points; drawers sample them and
 * show the drawings in the Curves tab. Every export is a name Source programs import.
 *
 * In the REPL a point prints as `<Point (x, y, z)>` (with `rgb(r, g, b)` after it when coloured), a
 * drawer's render function as `<RenderFunction draw_connected(100)>`, what it returns as
 * `<CurveDrawn>`, an animation as `<AnimatedCurve>`, and curves and transformers the module makes
 * as `<Curve>` and `<CurveTransformer>`.
 * @module curve
 */
export { animate_3D_curve, animate_curve } from './animation';
export { arc, unit_circle, unit_line, unit_line_at } from './curves';
export {
  draw_3D_connected,
  draw_3D_connected_full_view,
  draw_3D_connected_full_view_proportional,
  draw_3D_points,
  draw_3D_points_full_view,
  draw_3D_points_full_view_proportional,
  draw_connected,
  draw_connected_full_view,
  draw_connected_full_view_proportional,
  draw_points,
  draw_points_full_view,
  draw_points_full_view_proportional,
} from './drawers';
export {
  b_of,
  g_of,
  make_3D_color_point,
  make_3D_point,
  make_color_point,
  make_point,
  r_of,
  x_of,
  y_of,
  z_of,
} from './points';
export {
  connect_ends,
  connect_rigidly,
  invert,
  put_in_standard_position,
  rotate_around_origin,
  scale,
  scale_proportional,
  translate,
} from './transforms';
