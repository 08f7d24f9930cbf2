import { callWithoutMetadata } from 'js-slang/dist/utils/operators';
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

interface TailRecord {
  isTail: boolean;
  value?: unknown;
  function?: unknown;
  arguments?: unknown[];
}

function isTailRecord(value: unknown): value is TailRecord {
  // Source (chapters 1-4) has no object literals, so only the runner makes such objects.
  return typeof value === 'object' && value !== null && 'isTail' in value;
}

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * A Source function's result, with any pending tail calls made. A wave like
 * `t => math_sin(440 * t)` ends in such a call at every one of its 44,100 samples a second, so
 * the common case is made here directly: a function given exactly as many arguments as it
 * declares passes js-slang's argument count check anyway. Anything else (a non-function, other
 * counts) goes through js-slang's own caller for its checks and error messages.
 */
export function settled(result: unknown): unknown {
  let pending = result;
  while (isTailRecord(pending)) {
    if (pending.isTail === false) return pending.value;
    const next = pending.function;
    const args = pending.arguments ?? [];
    if (typeof next !== 'function' || next.length !== args.length) {
      return callWithoutMetadata(next as AnyFunction, ...args);
    }
    pending = (next as AnyFunction)(...args);
  }
  return pending;
}

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
