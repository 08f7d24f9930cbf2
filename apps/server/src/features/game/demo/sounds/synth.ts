import { encodeWav } from '@sa/domain';

/**
 * The demo's music and sound effects, synthesised here (nothing recorded or copied): mono 16-bit
 * WAV at 11,025 Hz, a few seconds each, so all of them together stay a few hundred kilobytes.
 */
export const RATE = 11_025;

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Samples in [-1, 1] to a WAV file, at a gentle volume. */
function wav(samples: Float32Array, gain = 0.5): Uint8Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    pcm[i] = Math.round(Math.max(-1, Math.min(1, (samples[i] ?? 0) * gain)) * 32_767);
  }
  return encodeWav(pcm, RATE);
}

/** Adds a soft note (sine with a little of its octave, plucked envelope) starting at `at` seconds. */
function addNote(out: Float32Array, at: number, seconds: number, frequency: number, volume: number): void {
  const start = Math.round(at * RATE);
  const length = Math.round(seconds * RATE);
  for (let i = 0; i < length && start + i < out.length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.02) * Math.exp((-3 * t) / seconds);
    const wave = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
    out[start + i] = (out[start + i] ?? 0) + volume * envelope * wave;
  }
}

/**
 * A loop: `chords` (MIDI notes) one every two beats, each a bass note and an arpeggio of four
 * eighths. The loop is a whole number of chords long and every note ends inside it, so it repeats
 * seamlessly.
 */
function loop(chords: readonly (readonly number[])[], beatsPerMinute: number): Uint8Array {
  const beat = 60 / beatsPerMinute;
  const bar = 2 * beat;
  const out = new Float32Array(Math.round(chords.length * bar * RATE));
  chords.forEach((chord, index) => {
    const barStart = index * bar;
    addNote(out, barStart, bar * 0.95, midi((chord[0] ?? 48) - 12), 0.5);
    for (let step = 0; step < 4; step++) {
      const note = chord[step % chord.length] ?? 60;
      addNote(out, barStart + (step * beat) / 2, beat * 0.9, midi(note + (step === 3 ? 12 : 0)), 0.25);
    }
  });
  return wav(out);
}

/** Chapter 1: hopeful and a little urgent (C, A minor, F, G). */
export const chapter1Theme = () =>
  loop(
    [
      [60, 64, 67],
      [57, 60, 64],
      [53, 57, 60],
      [55, 59, 62],
    ],
    120,
  );

/** Chapter 2: curious and bouncy (D minor, B flat, C, A). */
export const chapter2Theme = () =>
  loop(
    [
      [62, 65, 69],
      [58, 62, 65],
      [60, 64, 67],
      [57, 61, 64],
    ],
    132,
  );

/** Chapter 3: calm and slow (E minor, C, G, D). */
export const chapter3Theme = () =>
  loop(
    [
      [64, 67, 71],
      [60, 64, 67],
      [55, 59, 62],
      [62, 66, 69],
    ],
    84,
  );

/** A short two-note beep (Bolt, the comms panel). */
export function beep(): Uint8Array {
  const out = new Float32Array(Math.round(0.25 * RATE));
  addNote(out, 0, 0.12, midi(84), 0.6);
  addNote(out, 0.1, 0.14, midi(88), 0.6);
  return wav(out);
}

/** A crunch: bursts of repeatable noise (a seeded generator), dying away. */
export function crunch(): Uint8Array {
  const out = new Float32Array(Math.round(0.35 * RATE));
  let state = 12_345;
  for (let i = 0; i < out.length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const noise = state / 2 ** 31 - 1;
    const t = i / RATE;
    const bursts = Math.abs(Math.sin(2 * Math.PI * 14 * t));
    out[i] = noise * bursts * Math.exp(-7 * t);
  }
  return wav(out, 0.6);
}

/** A zap: a falling tone with a buzz. */
export function zap(): Uint8Array {
  const out = new Float32Array(Math.round(0.4 * RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * (1200 - 2400 * t)) / RATE;
    out[i] = Math.sign(Math.sin(phase)) * 0.5 * Math.exp(-6 * t);
  }
  return wav(out, 0.5);
}

/** A chime: three bell-like notes. */
export function chime(): Uint8Array {
  const out = new Float32Array(Math.round(1.2 * RATE));
  addNote(out, 0, 1, midi(76), 0.5);
  addNote(out, 0.12, 0.9, midi(79), 0.4);
  addNote(out, 0.24, 0.9, midi(83), 0.4);
  return wav(out);
}
