import { MODULE_LIMITS, type ModuleState, type RuneMode, type RuneScene } from '../protocol';
import { moduleState } from '../runtime/context';
import { recordOutput } from '../runtime/outputs';
import { functionArg, numberArg, positiveArg, runeArg, shown } from './checks';
import { flattenRune } from './flatten';
import { AnimatedRune, isRune, type Rune } from './rune';

/** How far apart a hollusion's depth layers are unless the program says otherwise. */
const DEFAULT_MAGNITUDE = 0.1;

function runeState(): ModuleState {
  return moduleState('rune', () => ({ outputs: [] }));
}

function record(fn: string, value: unknown, mode: RuneMode, magnitude: number): Rune {
  const rune = runeArg(fn, value, 1);
  const scene = flattenRune(rune, fn);
  recordOutput(runeState(), { module: 'rune', kind: 'rune', mode, magnitude, scene }, fn);
  return rune;
}

/**
 * Draws a rune in the Runes tab.
 * @param rune the rune to draw
 * @returns the same rune
 */
export function show(rune: Rune): Rune {
  return record('show', rune, 'normal', DEFAULT_MAGNITUDE);
}

/**
 * Draws a rune as a red/cyan anaglyph: through 3D glasses, runes in front (overlay) stand out.
 * @param rune the rune to draw
 * @returns the same rune
 */
export function anaglyph(rune: Rune): Rune {
  return record('anaglyph', rune, 'anaglyph', DEFAULT_MAGNITUDE);
}

/**
 * Draws a rune as a hollusion: the view sways so that its depth layers seem to move apart.
 * @param rune the rune to draw
 * @returns the same rune
 */
export function hollusion(rune: Rune): Rune {
  return record('hollusion', rune, 'hollusion', DEFAULT_MAGNITUDE);
}

/**
 * Draws a rune as a hollusion whose layers sway by the given amount.
 * @param rune the rune to draw
 * @param magnitude how far the layers move (0.1 for `hollusion`)
 * @returns the same rune
 */
export function hollusion_magnitude(rune: Rune, magnitude: number): Rune {
  const amount = numberArg('hollusion_magnitude', magnitude, 2);
  return record('hollusion_magnitude', rune, 'hollusion', amount);
}

function animate(fn: string, mode: RuneMode, duration: unknown, fps: unknown, func: unknown): AnimatedRune {
  const seconds = positiveArg(fn, duration, 1);
  const rate = positiveArg(fn, fps, 2);
  const frameAt = functionArg(fn, func, 3);
  const frameCount = Math.max(1, Math.round(seconds * rate));
  if (frameCount > MODULE_LIMITS.maxAnimationFrames) {
    throw new Error(
      `${fn}: an animation may have at most ${MODULE_LIMITS.maxAnimationFrames.toLocaleString('en')} frames (duration × fps), this one has ${frameCount.toLocaleString('en')}`,
    );
  }
  // Every frame is computed now, inside the program's own time limit, and only scenes leave.
  const frames: RuneScene[] = [];
  for (let i = 0; i < frameCount; i++) {
    const frame = frameAt(i / rate);
    if (!isRune(frame))
      throw new Error(`${fn}: the function must return a rune for every time, got ${shown(frame)}`);
    frames.push(flattenRune(frame, fn));
  }
  recordOutput(
    runeState(),
    { module: 'rune', kind: 'rune-animation', mode, fps: rate, duration: seconds, frames },
    fn,
  );
  return new AnimatedRune(seconds, rate, frameCount);
}

/**
 * Makes an animation: `func` is called with the time in seconds of each frame (0, 1/fps, 2/fps, ...)
 * and returns the rune to draw then. Every frame is computed at once.
 * @param duration the animation's length in seconds
 * @param fps frames per second
 * @param func from a time in seconds to a rune
 * @returns the animation
 */
export function animate_rune(duration: number, fps: number, func: (time: number) => Rune): AnimatedRune {
  return animate('animate_rune', 'normal', duration, fps, func);
}

/**
 * Makes an animation drawn as anaglyphs, like `animate_rune`.
 * @param duration the animation's length in seconds
 * @param fps frames per second
 * @param func from a time in seconds to a rune
 * @returns the animation
 */
export function animate_anaglyph(duration: number, fps: number, func: (time: number) => Rune): AnimatedRune {
  return animate('animate_anaglyph', 'anaglyph', duration, fps, func);
}
