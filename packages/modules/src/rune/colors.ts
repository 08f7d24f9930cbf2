import { fractionArg, runeArg } from './checks';
import { coloredRune, type Rune } from './rune';

/** '#RRGGBB' to opaque r, g, b, a in [0, 1]. */
function fromHex(hex: string): Float32Array {
  const value = Number.parseInt(hex.slice(1), 16);
  return new Float32Array([((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, 1]);
}

/** The named colours' values (the sheet's palette). */
export const PALETTE = {
  red: '#F44336',
  pink: '#E91E63',
  purple: '#AA00FF',
  indigo: '#3F51B5',
  blue: '#2196F3',
  green: '#4CAF50',
  yellow: '#FFEB3B',
  orange: '#FF9800',
  brown: '#795548',
  black: '#000000',
  white: '#FFFFFF',
} as const;

type ColorName = keyof typeof PALETTE;

// One shared array per colour: every red rune points at the same four numbers.
const RGBA = Object.fromEntries(Object.entries(PALETTE).map(([name, hex]) => [name, fromHex(hex)])) as Record<
  ColorName,
  Float32Array
>;

/** Colours random_color picks from: the palette without black and white. */
const RANDOM_CHOICES: readonly ColorName[] = [
  'red',
  'pink',
  'purple',
  'indigo',
  'blue',
  'green',
  'yellow',
  'orange',
  'brown',
];

function named(fn: ColorName, rune: unknown): Rune {
  return coloredRune(runeArg(fn, rune, 1), RGBA[fn]);
}

/**
 * Paints a rune in the colour given by red, green and blue components.
 * @param rune the rune to paint
 * @param r red, from 0 to 1
 * @param g green, from 0 to 1
 * @param b blue, from 0 to 1
 * @returns the painted rune
 */
export function color(rune: Rune, r: number, g: number, b: number): Rune {
  const painted = runeArg('color', rune, 1);
  const rgba = new Float32Array([
    fractionArg('color', r, 2),
    fractionArg('color', g, 3),
    fractionArg('color', b, 4),
    1,
  ]);
  return coloredRune(painted, rgba);
}

/**
 * Paints a rune in a colour picked at random from the named colours (not black or white).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function random_color(rune: Rune): Rune {
  const choice = RANDOM_CHOICES[Math.floor(Math.random() * RANDOM_CHOICES.length)] ?? 'red';
  return coloredRune(runeArg('random_color', rune, 1), RGBA[choice]);
}

/**
 * Paints a rune red (#F44336).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function red(rune: Rune): Rune {
  return named('red', rune);
}

/**
 * Paints a rune pink (#E91E63).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function pink(rune: Rune): Rune {
  return named('pink', rune);
}

/**
 * Paints a rune purple (#AA00FF).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function purple(rune: Rune): Rune {
  return named('purple', rune);
}

/**
 * Paints a rune indigo (#3F51B5).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function indigo(rune: Rune): Rune {
  return named('indigo', rune);
}

/**
 * Paints a rune blue (#2196F3).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function blue(rune: Rune): Rune {
  return named('blue', rune);
}

/**
 * Paints a rune green (#4CAF50).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function green(rune: Rune): Rune {
  return named('green', rune);
}

/**
 * Paints a rune yellow (#FFEB3B).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function yellow(rune: Rune): Rune {
  return named('yellow', rune);
}

/**
 * Paints a rune orange (#FF9800).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function orange(rune: Rune): Rune {
  return named('orange', rune);
}

/**
 * Paints a rune brown (#795548).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function brown(rune: Rune): Rune {
  return named('brown', rune);
}

/**
 * Paints a rune black (#000000).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function black(rune: Rune): Rune {
  return named('black', rune);
}

/**
 * Paints a rune white (#FFFFFF).
 * @param rune the rune to paint
 * @returns the painted rune
 */
export function white(rune: Rune): Rune {
  return named('white', rune);
}
