import { settled } from '../runtime/call-source';
import type { Wave } from './types';

/**
 * Calling Source functions from module code. js-slang's native runner compiles Source with
 * proper tail calls: a Source function whose body ends in a call does not make that call but
 * returns a record `{ isTail: true, function, arguments }` for its caller to continue, and
 * other returns come back as `{ isTail: false, value }`. Source's own callers unwind these;
 * a module calling a student's wave, envelope or callback directly must do the same, or it
 * gets the record instead of the number (and a callback's final call never happens).
 *
 * runtime/call-source.ts is the general way (js-slang's own caller); the helpers here add a fast
 * path for waves, which are called 44,100 times per second of sound.
 */

// Waves the modules made themselves return plain numbers and need no unwinding.
const plainWaves = new WeakSet<Wave>();

/** Marks a wave made by module code (its results never need unwinding). */
export function plainWave(wave: Wave): Wave {
  plainWaves.add(wave);
  return wave;
}

// One unwinding wrapper per Source wave, so a wave used twice (both channels) is recognised as one.
const wrappers = new WeakMap<Wave, Wave>();

/** The wave as module code can call it: Source waves get their results unwound. */
export function callableWave(wave: Wave): Wave {
  if (plainWaves.has(wave)) return wave;
  let wrapper = wrappers.get(wave);
  if (!wrapper) {
    wrapper = plainWave(function sourceWave(t: number): number {
      return settled(wave(t)) as number;
    });
    wrappers.set(wave, wrapper);
  }
  return wrapper;
}

/**
 * A wave a codec built, as the REPL prints it: `<wave>` (a sound prints as `[<wave>, 1]`)
 * rather than our wrapper's JavaScript source; one line, so a sound stays on one line too.
 */
export function soundWave(wave: Wave): Wave {
  Object.defineProperty(wave, 'toReplString', { value: () => '<wave>' });
  return plainWave(wave);
}
