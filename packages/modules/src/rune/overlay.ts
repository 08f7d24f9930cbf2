import { mat4 } from 'gl-matrix';
import { fractionArg, runeArg } from './checks';
import { groupRune, type Rune, transformedRune } from './rune';

// Depth runs from -1 (nearest the viewer) to 1, as in WebGL's clip space with the default depth
// test; basic runes lie at 0. Overlaying splits the depth range the way beside splits the width.

/** The narrowest share of depth a rune may get: a zero share would flatten it into its neighbour. */
const MIN_SHARE = 1e-6;

function placedInDepth(rune: Rune, sz: number, dz: number): Rune {
  const matrix = mat4.fromTranslation(mat4.create(), [0, 0, dz]);
  mat4.scale(matrix, matrix, [1, 1, sz]);
  return transformedRune(rune, matrix);
}

function overlaid(front: Rune, back: Rune, share: number): Rune {
  const clamped = Math.min(Math.max(share, MIN_SHARE), 1 - MIN_SHARE);
  // Front first in the list: a 2D painter draws back to front by depth, not by list order.
  return groupRune([placedInDepth(front, clamped, clamped - 1), placedInDepth(back, 1 - clamped, clamped)]);
}

/**
 * Puts one rune in front of another: the front one takes `frac` of the depth (3D views such as
 * anaglyphs show the difference).
 * @param frac the front rune's share of the depth, from 0 to 1
 * @param rune1 the front rune
 * @param rune2 the back rune
 * @returns the two runes in one
 */
export function overlay_frac(frac: number, rune1: Rune, rune2: Rune): Rune {
  const share = fractionArg('overlay_frac', frac, 1);
  return overlaid(runeArg('overlay_frac', rune1, 2), runeArg('overlay_frac', rune2, 3), share);
}

/**
 * Puts one rune in front of another, each taking half the depth.
 * @param rune1 the front rune
 * @param rune2 the back rune
 * @returns the two runes in one
 */
export function overlay(rune1: Rune, rune2: Rune): Rune {
  return overlaid(runeArg('overlay', rune1, 1), runeArg('overlay', rune2, 2), 0.5);
}
