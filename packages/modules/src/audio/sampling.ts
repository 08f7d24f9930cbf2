import { stringify } from 'js-slang/dist/utils/stringify';
import { MODULE_LIMITS, SAMPLE_RATE } from '../protocol';
import type { Wave } from './types';

/** How many samples a sound of this duration has at SAMPLE_RATE. */
export function sampleCount(duration: number): number {
  return Math.ceil(duration * SAMPLE_RATE);
}

/**
 * Checks a duration before anything is sampled: a negative, infinite or over-long sound would
 * either make no sense or fill the worker's memory.
 */
export function checkPlayableDuration(duration: number, functionName: string): void {
  if (!Number.isFinite(duration) || duration < 0) {
    throw new Error(
      `${functionName}: a sound's duration must be a number of seconds at least 0, received: ${stringify(duration)}`,
    );
  }
  if (duration > MODULE_LIMITS.maxSoundSeconds) {
    throw new Error(
      `${functionName}: a sound may last at most ${MODULE_LIMITS.maxSoundSeconds} seconds (10 minutes), this one lasts ${duration} seconds`,
    );
  }
}

/**
 * The wave at every sample time in [0, duration), clamped to [-1, 1]. This is the hot loop of
 * every `play`: a 10-second sound calls the student's wave 441,000 times, so it stays a plain
 * indexed loop over a typed array with one type check per sample (a wave that returns a
 * non-number is an error naming the function; NaN, e.g. from 0/0, becomes silence).
 */
export function sampleWave(wave: Wave, duration: number, functionName: string): Float32Array {
  const count = sampleCount(duration);
  const samples = new Float32Array(count);
  for (let index = 0; index < count; index += 1) {
    const t = index / SAMPLE_RATE;
    const value = wave(t);
    if (typeof value !== 'number') {
      throw new Error(
        `${functionName}: a wave must return a number, but at time ${t} it returned ${stringify(value)}`,
      );
    }
    // NaN fails both comparisons and is stored as 0.
    samples[index] = value > 1 ? 1 : value < -1 ? -1 : Number.isNaN(value) ? 0 : value;
  }
  return samples;
}

/**
 * Every channel sampled. Channels that share one wave (a mono sound made stereo) are sampled
 * once and copied: each channel keeps its own buffer so they can be transferred to the page.
 */
export function sampleChannels(
  waves: readonly Wave[],
  duration: number,
  functionName: string,
): Float32Array[] {
  checkPlayableDuration(duration, functionName);
  const done = new Map<Wave, Float32Array>();
  return waves.map((wave) => {
    const earlier = done.get(wave);
    if (earlier) return earlier.slice();
    const samples = sampleWave(wave, duration, functionName);
    done.set(wave, samples);
    return samples;
  });
}
