import { mat4 } from 'gl-matrix';
import { countArg, fractionArg, functionArg, numberArg, runeArg } from './checks';
import { groupRune, type Rune, transformedRune } from './rune';

// Every combinator wraps its runes under new matrices. Units are those of the drawing: the canvas
// spans -1 to 1 both ways, so translate(1, 0, r) moves r half the canvas to the right.

function scaled(rune: Rune, sx: number, sy: number): Rune {
  return transformedRune(rune, mat4.fromScaling(mat4.create(), [sx, sy, 1]));
}

/** `rune` squeezed to `sy` of the height and moved `dy` up (clip space, +y up). */
function placedVertically(rune: Rune, sy: number, dy: number): Rune {
  const matrix = mat4.fromTranslation(mat4.create(), [0, dy, 0]);
  mat4.scale(matrix, matrix, [1, sy, 1]);
  return transformedRune(rune, matrix);
}

function placedHorizontally(rune: Rune, sx: number, dx: number): Rune {
  const matrix = mat4.fromTranslation(mat4.create(), [dx, 0, 0]);
  mat4.scale(matrix, matrix, [sx, 1, 1]);
  return transformedRune(rune, matrix);
}

function rotated(rune: Rune, radians: number): Rune {
  return transformedRune(rune, mat4.fromZRotation(mat4.create(), radians));
}

/**
 * Scales a rune by separate factors in x and y, about the centre of the canvas.
 * @param ratio_x factor for the width
 * @param ratio_y factor for the height
 * @param rune the rune to scale
 * @returns the scaled rune
 */
export function scale_independent(ratio_x: number, ratio_y: number, rune: Rune): Rune {
  const sx = numberArg('scale_independent', ratio_x, 1);
  const sy = numberArg('scale_independent', ratio_y, 2);
  return scaled(runeArg('scale_independent', rune, 3), sx, sy);
}

/**
 * Scales a rune by the same factor in x and y, about the centre of the canvas.
 * @param ratio the factor
 * @param rune the rune to scale
 * @returns the scaled rune
 */
export function scale(ratio: number, rune: Rune): Rune {
  const factor = numberArg('scale', ratio, 1);
  return scaled(runeArg('scale', rune, 2), factor, factor);
}

/**
 * Moves a rune. The canvas is 2 units wide and high; a positive y moves the rune down.
 * @param x how far right
 * @param y how far down
 * @param rune the rune to move
 * @returns the moved rune
 */
export function translate(x: number, y: number, rune: Rune): Rune {
  const dx = numberArg('translate', x, 1);
  const dy = numberArg('translate', y, 2);
  const moved = runeArg('translate', rune, 3);
  // Students' y grows downwards; clip space's grows upwards.
  return transformedRune(moved, mat4.fromTranslation(mat4.create(), [dx, -dy, 0]));
}

/**
 * Turns a rune anticlockwise about the centre of the canvas.
 * @param rad the angle in radians
 * @param rune the rune to turn
 * @returns the turned rune
 */
export function rotate(rad: number, rune: Rune): Rune {
  const angle = numberArg('rotate', rad, 1);
  return rotated(runeArg('rotate', rune, 2), angle);
}

/**
 * Puts one rune above another: the top one takes `frac` of the height, the bottom one the rest.
 * @param frac the top rune's share of the height, from 0 to 1
 * @param rune1 the top rune
 * @param rune2 the bottom rune
 * @returns the two runes in one
 */
export function stack_frac(frac: number, rune1: Rune, rune2: Rune): Rune {
  const share = fractionArg('stack_frac', frac, 1);
  const top = runeArg('stack_frac', rune1, 2);
  const bottom = runeArg('stack_frac', rune2, 3);
  // The top fills y from 1 down to 1 - 2·share, the bottom the rest down to -1.
  return groupRune([placedVertically(top, share, 1 - share), placedVertically(bottom, 1 - share, -share)]);
}

/**
 * Puts one rune above another, each taking half the height.
 * @param rune1 the top rune
 * @param rune2 the bottom rune
 * @returns the two runes in one
 */
export function stack(rune1: Rune, rune2: Rune): Rune {
  const top = runeArg('stack', rune1, 1);
  const bottom = runeArg('stack', rune2, 2);
  return groupRune([placedVertically(top, 0.5, 0.5), placedVertically(bottom, 0.5, -0.5)]);
}

/**
 * Stacks `n` copies of a rune, each taking an equal share of the height.
 * @param n how many copies (at least 1)
 * @param rune the rune to copy
 * @returns the copies in one rune
 */
export function stackn(n: number, rune: Rune): Rune {
  const count = countArg('stackn', n, 1, 1);
  const copy = runeArg('stackn', rune, 2);
  if (count === 1) return copy;
  const share = 1 / count;
  const rows: Rune[] = [];
  for (let i = 0; i < count; i++) rows.push(placedVertically(copy, share, 1 - share * (2 * i + 1)));
  return groupRune(rows);
}

/**
 * Puts one rune left of another: the left one takes `frac` of the width, the right one the rest.
 * @param frac the left rune's share of the width, from 0 to 1
 * @param rune1 the left rune
 * @param rune2 the right rune
 * @returns the two runes in one
 */
export function beside_frac(frac: number, rune1: Rune, rune2: Rune): Rune {
  const share = fractionArg('beside_frac', frac, 1);
  const left = runeArg('beside_frac', rune1, 2);
  const right = runeArg('beside_frac', rune2, 3);
  return groupRune([placedHorizontally(left, share, share - 1), placedHorizontally(right, 1 - share, share)]);
}

/**
 * Puts one rune left of another, each taking half the width.
 * @param rune1 the left rune
 * @param rune2 the right rune
 * @returns the two runes in one
 */
export function beside(rune1: Rune, rune2: Rune): Rune {
  const left = runeArg('beside', rune1, 1);
  const right = runeArg('beside', rune2, 2);
  return groupRune([placedHorizontally(left, 0.5, -0.5), placedHorizontally(right, 0.5, 0.5)]);
}

/**
 * Turns a rune a quarter turn clockwise.
 * @param rune the rune to turn
 * @returns the turned rune
 */
export function quarter_turn_right(rune: Rune): Rune {
  return rotated(runeArg('quarter_turn_right', rune, 1), -Math.PI / 2);
}

/**
 * Turns a rune a quarter turn anticlockwise.
 * @param rune the rune to turn
 * @returns the turned rune
 */
export function quarter_turn_left(rune: Rune): Rune {
  return rotated(runeArg('quarter_turn_left', rune, 1), Math.PI / 2);
}

/**
 * Turns a rune half a turn.
 * @param rune the rune to turn
 * @returns the turned rune
 */
export function turn_upside_down(rune: Rune): Rune {
  return rotated(runeArg('turn_upside_down', rune, 1), Math.PI);
}

/**
 * Mirrors a rune top to bottom.
 * @param rune the rune to mirror
 * @returns the mirrored rune
 */
export function flip_vert(rune: Rune): Rune {
  return scaled(runeArg('flip_vert', rune, 1), 1, -1);
}

/**
 * Mirrors a rune left to right.
 * @param rune the rune to mirror
 * @returns the mirrored rune
 */
export function flip_horiz(rune: Rune): Rune {
  return scaled(runeArg('flip_horiz', rune, 1), -1, 1);
}

/**
 * Four copies of a rune in a 2×2 square, turned so that they form a cross: top left a quarter turn
 * clockwise, top right half a turn, bottom left as it is, bottom right a quarter turn anticlockwise.
 * @param rune the rune to copy
 * @returns the cross
 */
export function make_cross(rune: Rune): Rune {
  const copy = runeArg('make_cross', rune, 1);
  return stack(
    beside(rotated(copy, -Math.PI / 2), rotated(copy, Math.PI)),
    beside(copy, rotated(copy, Math.PI / 2)),
  );
}

/**
 * Applies a function `n` times, starting from `initial`: `repeat_pattern(2, f, r)` is `f(f(r))`.
 * @param n how many times (0 gives `initial`)
 * @param pattern the function to apply
 * @param initial the starting value
 * @returns the result of the last application
 */
export function repeat_pattern(n: number, pattern: (value: unknown) => unknown, initial: unknown): unknown {
  const times = countArg('repeat_pattern', n, 1, 0);
  const apply = functionArg('repeat_pattern', pattern, 2);
  let value = initial;
  for (let i = 0; i < times; i++) value = apply(value);
  return value;
}
