import { runInContext } from 'js-slang';
import createContext from 'js-slang/dist/createContext';
import { list } from 'js-slang/dist/stdlib/list';
import { describe, expect, it } from 'vitest';
import type { Wave } from '../audio/types';
import { resetTestContext } from '../test/context-stub';
import * as sound from './index';

// Sampling speed for the "Run to a playable 10-second sound (under 1 s)". Timings are
// printed, not asserted (a shared CI machine's speed varies); the assertions check the samples.

async function sourceWave(code: string): Promise<Wave> {
  const context = createContext(1);
  const result = await runInContext(code, context, { executionMethod: 'native' });
  if (result.status !== 'finished')
    throw new Error(`the Source program failed: ${JSON.stringify(context.errors)}`);
  return result.value as Wave;
}

function timed<T>(label: string, work: () => T): T {
  const start = performance.now();
  const value = work();
  console.log(`${label}: ${(performance.now() - start).toFixed(0)} ms`);
  return value;
}

describe('sampling speed (printed)', () => {
  it('samples a 10-second wave written in Source', async () => {
    resetTestContext();
    const wave = await sourceWave('t => math_sin(2 * math_PI * 440 * t);');
    const s = timed('10 s Source sine wave', () => sound.play(sound.make_sound(wave, 10)));
    expect(sound.get_duration(s)).toBe(10);
  });

  it('samples a 10-second melody of 40 piano notes', () => {
    resetTestContext();
    const notes = Array.from({ length: 40 }, (_, index) => sound.piano(48 + (index % 12), 0.25));
    const melody = sound.consecutively(list(...notes));
    timed('10 s melody of 40 piano notes', () => sound.play(melody));
    expect(sound.get_duration(melody)).toBe(10);
  });
});
