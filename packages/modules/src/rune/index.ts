/**
 * Runes: pictures built from basic shapes by placing them beside, above and in front of each
 * other, drawn in the Runes tab.
 * @module rune
 */
export {
  blank,
  circle,
  corner,
  from_url,
  heart,
  nova,
  pentagram,
  rcross,
  ribbon,
  sail,
  square,
  triangle,
} from './basics';
export {
  black,
  blue,
  brown,
  color,
  green,
  indigo,
  orange,
  pink,
  purple,
  random_color,
  red,
  white,
  yellow,
} from './colors';
export {
  anaglyph,
  animate_anaglyph,
  animate_rune,
  hollusion,
  hollusion_magnitude,
  show,
} from './display';
export { overlay, overlay_frac } from './overlay';
export {
  beside,
  beside_frac,
  flip_horiz,
  flip_vert,
  make_cross,
  quarter_turn_left,
  quarter_turn_right,
  repeat_pattern,
  rotate,
  scale,
  scale_independent,
  stack,
  stack_frac,
  stackn,
  translate,
  turn_upside_down,
} from './transforms';
