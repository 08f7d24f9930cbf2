import { head, list, pair, tail } from 'js-slang/dist/stdlib/list';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleOutput, ModuleState } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import * as sound from './index';

function outputs(): ModuleOutput[] {
  const slot = context.moduleContexts.sound as { state: ModuleState } | undefined;
  return slot?.state.outputs ?? [];
}

beforeEach(() => resetTestContext());

describe('sounds as pairs', () => {
  it('makes pair(wave, duration) whose wave is 0 from the duration on', () => {
    const s = sound.make_sound((t) => t + 0.5, 2);
    expect(sound.is_sound(s)).toBe(true);
    expect(sound.get_duration(s)).toBe(2);
    expect(sound.get_wave(s)(1)).toBe(1.5);
    expect(sound.get_wave(s)(2)).toBe(0);
    expect(sound.get_wave(s)(5)).toBe(0);
    expect(sound.is_sound(pair((t: number) => t, 1))).toBe(true);
    expect(sound.is_sound(pair(1, 1))).toBe(false);
    expect(sound.is_sound(null)).toBe(false);
  });

  it('refuses a negative duration, naming the function', () => {
    expect(() => sound.make_sound((t) => t, -1)).toThrow(
      /^make_sound: a sound's duration must be at least 0, received: -1$/,
    );
    expect(() => sound.sine_sound(440, -0.5)).toThrow(/^sine_sound: /);
    expect(() => sound.get_wave(pair(1, 2) as never)).toThrow(
      /^get_wave expects a sound, received: \[1, 2\]$/,
    );
  });

  it('makes the generators as on the sheet', () => {
    expect(sound.get_wave(sound.sine_sound(1, 1))(0.25)).toBeCloseTo(1);
    expect(sound.get_wave(sound.silence_sound(1))(0.3)).toBe(0);
    const noise = sound.get_wave(sound.noise_sound(1))(0.1);
    expect(noise).toBeGreaterThanOrEqual(-1);
    expect(noise).toBeLessThan(1);
    // 5-term Fourier series at a quarter period.
    const square = (4 / Math.PI) * (1 - 1 / 3 + 1 / 5 - 1 / 7 + 1 / 9);
    expect(sound.get_wave(sound.square_sound(1, 1))(0.25)).toBeCloseTo(square);
    const triangle = (8 / Math.PI ** 2) * (1 + 1 / 9 + 1 / 25 + 1 / 49 + 1 / 81);
    expect(sound.get_wave(sound.triangle_sound(1, 1))(0.25)).toBeCloseTo(triangle);
    const saw = 0.5 - (1 / Math.PI) * (1 - 1 / 3 + 1 / 5);
    expect(sound.get_wave(sound.sawtooth_sound(1, 1))(0.25)).toBeCloseTo(saw);
  });
});

describe('combining sounds', () => {
  const constant = (value: number, duration: number) => sound.make_sound(() => value, duration);

  it('consecutively joins end to end', () => {
    const joined = sound.consecutively(list(constant(0.1, 1), constant(0.2, 0.5), constant(0.3, 2)));
    expect(sound.get_duration(joined)).toBe(3.5);
    const wave = sound.get_wave(joined);
    expect([wave(0.5), wave(1.2), wave(2), wave(3.6)]).toEqual([0.1, 0.2, 0.3, 0]);
    expect(sound.get_duration(sound.consecutively(null))).toBe(0);
  });

  it('simultaneously averages and lasts as long as the longest', () => {
    const layered = sound.simultaneously(list(constant(0.6, 1), constant(0.2, 3)));
    expect(sound.get_duration(layered)).toBe(3);
    const wave = sound.get_wave(layered);
    expect(wave(0.5)).toBeCloseTo(0.4);
    expect(wave(2)).toBeCloseTo(0.1);
    expect(wave(3)).toBe(0);
  });

  it('checks the list and its elements', () => {
    expect(() => sound.consecutively(list<unknown>(constant(1, 1), 3))).toThrow(
      /^consecutively expects a sound, received: 3$/,
    );
    expect(() => sound.simultaneously(5 as never)).toThrow(/^simultaneously expects a list, received: 5$/);
  });

  it('applies an adsr envelope to the wave', () => {
    const shaped = sound.adsr(0.2, 0.3, 0.5, 0.1)(constant(0.8, 10));
    const wave = sound.get_wave(shaped);
    expect(wave(1)).toBeCloseTo(0.4);
    expect(wave(3.5)).toBeCloseTo(0.6);
    expect(wave(7)).toBeCloseTo(0.4);
    expect(wave(9.5)).toBeCloseTo(0.2);
  });

  it('stacks enveloped harmonics of a waveform', () => {
    const frequencies: number[] = [];
    const waveform = (frequency: number, duration: number) => {
      frequencies.push(frequency);
      return constant(frequency / 100, duration);
    };
    const stacked = sound.stacking_adsr(
      waveform,
      100,
      2,
      list(sound.adsr(0, 0, 1, 0), sound.adsr(0, 0, 0.5, 0)),
    );
    expect(frequencies).toEqual([100, 200]);
    expect(sound.get_duration(stacked)).toBe(2);
    expect(sound.get_wave(stacked)(1)).toBeCloseTo((1 + 2 * 0.5) / 2);
  });

  it('phase-modulates a sine carrier', () => {
    const modulated = sound.phase_mod(1, 2, Math.PI / 2)(constant(1, 5));
    expect(sound.get_duration(modulated)).toBe(2);
    expect(sound.get_wave(modulated)(0)).toBeCloseTo(1);
  });

  it('makes instrument notes of the given duration', () => {
    for (const instrument of [sound.bell, sound.cello, sound.piano, sound.trombone, sound.violin]) {
      const note = instrument(60, 0.5);
      expect(sound.get_duration(note)).toBe(0.5);
      expect(Number.isFinite(sound.get_wave(note)(0.1))).toBe(true);
    }
  });

  it('converts note names and numbers', () => {
    expect(sound.letter_name_to_midi_note('C4')).toBe(60);
    expect(sound.midi_note_to_frequency(69)).toBe(440);
    expect(sound.letter_name_to_frequency('A4')).toBe(440);
  });
});

describe('playing', () => {
  it('samples at 44,100 Hz, clamped to [-1, 1], and starts it', () => {
    const s = sound.make_sound((t) => (t < 0.5 ? 3 * t - 1 : 5), 1);
    expect(sound.play(s)).toBe(s);
    const [output] = outputs();
    expect(output).toMatchObject({ module: 'sound', kind: 'sound', autoplay: true });
    if (output?.kind !== 'sound') throw new Error('expected a sound');
    const [samples] = output.channels;
    expect(output.channels).toHaveLength(1);
    expect(samples).toBeInstanceOf(Float32Array);
    expect(samples?.length).toBe(44_100);
    expect(samples?.[0]).toBe(-1);
    expect(samples?.[14_700]).toBeCloseTo(0, 4);
    expect(samples?.[30_000]).toBe(1);
  });

  it('lists play_in_tab sounds without starting them, and records stop', () => {
    sound.play_in_tab(sound.sine_sound(440, 0.1));
    sound.play_wave((t) => t, 0.01);
    sound.stop();
    expect(outputs().map((o) => (o.kind === 'sound' ? o.autoplay : o.kind))).toEqual([false, true, 'stop']);
  });

  it('names the function when a sound cannot be played', () => {
    expect(() => sound.play(5 as never)).toThrow(/^play expects a sound, received: 5$/);
    expect(() => sound.play_in_tab(pair(() => 0, 601) as never)).toThrow(
      /^play_in_tab: a sound may last at most 600 seconds/,
    );
    expect(() => sound.play(pair(() => 'loud', 1) as never)).toThrow(
      /^play: a wave must return a number, but at time 0 it returned "loud"$/,
    );
    expect(outputs()).toEqual([]);
  });

  it('keeps sounds as js-slang pairs', () => {
    const s = sound.sine_sound(440, 1);
    expect(typeof head(s)).toBe('function');
    expect(tail(s)).toBe(1);
  });
});
