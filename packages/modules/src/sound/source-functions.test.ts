import { runInContext } from 'js-slang';
import createContext from 'js-slang/dist/createContext';
import { list } from 'js-slang/dist/stdlib/list';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleState } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import type { Sound } from './codec';
import * as sound from './index';

// Source functions compiled by js-slang's native runner return tail-call records; the module
// must unwind them wherever it calls one (waves, waveforms, envelopes).
async function source<T>(code: string): Promise<T> {
  const slang = createContext(4);
  const result = await runInContext(code, slang, { executionMethod: 'native' });
  if (result.status !== 'finished') throw new Error(`the Source program failed: ${String(slang.errors[0])}`);
  return result.value as T;
}

function lastSamples(): Float32Array {
  const outputs = (context.moduleContexts.sound as { state: ModuleState }).state.outputs;
  const last = outputs[outputs.length - 1];
  if (last?.kind !== 'sound') throw new Error('no sound');
  return last.channels[0] as Float32Array;
}

beforeEach(() => resetTestContext());

describe('Source functions as waves', () => {
  it('unwinds tail calls to builtins and to other Source functions', async () => {
    const wave = await source<(t: number) => number>(`
      function half(t) { return t < 0.5 ? 0.25 : quarter(t); }
      function quarter(t) { return math_min(0.75, 1); }
      t => half(t);`);
    sound.play(sound.make_sound(wave, 1));
    const samples = lastSamples();
    expect(samples[0]).toBe(0.25);
    expect(samples[30_000]).toBe(0.75);
  });

  it('unwinds a Sound made as a plain Source pair and combined', async () => {
    const s = await source<Sound>('pair(t => math_sin(t * 0) + 0.5, 0.5);');
    const joined = sound.consecutively(list(s, s));
    expect(sound.get_wave(joined)(0.75)).toBe(0.5);
  });

  it('calls Source waveforms and envelopes in stacking_adsr', async () => {
    const made = await source<(f: number, d: number) => Sound>('(f, d) => pair(t => f / 1000, d);');
    const stacked = sound.stacking_adsr(made, 100, 1, list(sound.adsr(0, 0, 1, 0), sound.adsr(0, 0, 1, 0)));
    expect(sound.get_wave(stacked)(0.5)).toBeCloseTo((0.1 + 0.2) / 2);
  });

  it('reports a wave that calls a builtin wrongly, as Source would', async () => {
    const wave = await source<(t: number) => number>('t => math_pow(t);');
    expect(() => sound.play(sound.make_sound(wave, 1))).toThrow(/Expected 2 arguments, but got 1/);
  });
});

describe('sounds in the REPL', () => {
  it('print their waves as <wave>', async () => {
    const { stringify } = await import('js-slang/dist/utils/stringify');
    expect(stringify(sound.sine_sound(440, 1))).toBe('[<wave>, 1]');
  });
});
