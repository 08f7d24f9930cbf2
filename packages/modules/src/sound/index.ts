/**
 * Sounds as waves: a wave is a function from a time in seconds to an amplitude in [-1, 1], and a
 * sound is `pair(wave, duration)` whose wave is silent from its duration on. `play` samples a
 * sound at 44,100 Hz and hands it to the Sounds tab, which plays it.
 *
 * @module sound
 */
import type { List } from 'js-slang/dist/stdlib/list';
import { expectDuration, expectFunction, expectNumber } from '../audio/checks';
import { createSoundKit } from '../audio/kit';
import { expectLetterName, frequencyOfMidiNote } from '../audio/notes';
import type { Wave } from '../audio/types';
import { monoCodec, type Sound } from './codec';

const kit = createSoundKit(monoCodec);

/**
 * Makes a sound from a wave and a duration. The sound's wave is 0 from the duration on.
 * @param wave function from a time in seconds to an amplitude between -1 and 1
 * @param duration length of the sound in seconds, at least 0
 * @returns the sound `pair(wave, duration)`
 */
export function make_sound(wave: Wave, duration: number): Sound {
  const checked = expectFunction(wave, 'make_sound', 'the wave') as Wave;
  return monoCodec.build([checked], expectDuration(duration, 'make_sound'));
}

/**
 * The wave of a sound.
 * @param sound a sound
 * @returns its wave function
 */
export function get_wave(sound: Sound): Wave {
  return monoCodec.waves(kit.expectSound(sound, 'get_wave'))[0] as Wave;
}

/**
 * The duration of a sound.
 * @param sound a sound
 * @returns its length in seconds
 */
export function get_duration(sound: Sound): number {
  return monoCodec.duration(kit.expectSound(sound, 'get_duration'));
}

/**
 * Whether a value is a sound: a pair of a function and a number.
 * @param x any value
 * @returns true if x is a sound
 */
export function is_sound(x: unknown): boolean {
  return monoCodec.is(x);
}

/**
 * Plays a sound at once, and lists it in the Sounds tab with a player and a WAV download.
 * @param sound the sound to play (at most 10 minutes long)
 * @returns the same sound
 */
export function play(sound: Sound): Sound {
  return kit.playSound(sound, 'play', true);
}

/**
 * Plays a wave for a duration: `play(make_sound(wave, duration))`.
 * @param wave the wave to play
 * @param duration how long to play it, in seconds
 * @returns the sound played
 */
export function play_wave(wave: Wave, duration: number): Sound {
  const checked = expectFunction(wave, 'play_wave', 'the wave') as Wave;
  return kit.playSound(monoCodec.build([checked], expectDuration(duration, 'play_wave')), 'play_wave', true);
}

/**
 * Lists a sound in the Sounds tab, with a player and a WAV download, without starting it.
 * It does not matter what is playing at the time: the tab's players play independently.
 * @param sound the sound to list (at most 10 minutes long)
 * @returns the same sound
 */
export function play_in_tab(sound: Sound): Sound {
  return kit.playSound(sound, 'play_in_tab', false);
}

/**
 * Stops every sound the Sounds tab is playing.
 * @returns undefined
 */
export function stop(): void {
  kit.stop();
}

/**
 * White noise.
 * @param duration length in seconds
 * @returns a sound of random amplitudes
 */
export function noise_sound(duration: number): Sound {
  return kit.noise(duration);
}

/**
 * Silence.
 * @param duration length in seconds
 * @returns a sound whose wave is always 0
 */
export function silence_sound(duration: number): Sound {
  return kit.silence(duration);
}

/**
 * A pure tone.
 * @param freq frequency in Hz
 * @param duration length in seconds
 * @returns a sine wave sound
 */
export function sine_sound(freq: number, duration: number): Sound {
  return kit.sine(freq, duration);
}

/**
 * A square wave, approximated by the first 5 terms of its Fourier series.
 * @param freq frequency in Hz
 * @param duration length in seconds
 * @returns a square wave sound
 */
export function square_sound(freq: number, duration: number): Sound {
  return kit.square(freq, duration);
}

/**
 * A triangle wave, approximated by the first 5 terms of its Fourier series.
 * @param freq frequency in Hz
 * @param duration length in seconds
 * @returns a triangle wave sound
 */
export function triangle_sound(freq: number, duration: number): Sound {
  return kit.triangle(freq, duration);
}

/**
 * A sawtooth wave, approximated by the first 5 terms of its Fourier series.
 * @param freq frequency in Hz
 * @param duration length in seconds
 * @returns a sawtooth wave sound
 */
export function sawtooth_sound(freq: number, duration: number): Sound {
  return kit.sawtooth(freq, duration);
}

/**
 * Joins sounds end to end: each starts where the previous one ends.
 * @param list_of_sounds a list of sounds
 * @returns one sound as long as all of them together
 */
export function consecutively(list_of_sounds: List): Sound {
  return kit.consecutively(list_of_sounds);
}

/**
 * Layers sounds: all start together; the amplitudes are added and divided by their number.
 * @param list_of_sounds a list of sounds
 * @returns one sound as long as the longest of them
 */
export function simultaneously(list_of_sounds: List): Sound {
  return kit.simultaneously(list_of_sounds);
}

/**
 * An ADSR envelope: the amplitude rises from 0 to 1 over the attack, falls to the sustain level
 * over the decay, holds, and falls to 0 over the release. Ratios are fractions of the duration.
 * @param attack_ratio fraction of the sound spent rising
 * @param decay_ratio fraction of the sound spent falling to the sustain level
 * @param sustain_level amplitude held between decay and release, from 0 to 1
 * @param release_ratio fraction of the sound, at its end, spent falling to 0
 * @returns a function from a sound to the enveloped sound
 */
export function adsr(
  attack_ratio: number,
  decay_ratio: number,
  sustain_level: number,
  release_ratio: number,
): (sound: Sound) => Sound {
  return kit.adsr(attack_ratio, decay_ratio, sustain_level, release_ratio);
}

/**
 * Layers harmonics: envelope k (from 1) shapes the waveform at k times the base frequency.
 * @param waveform function from a frequency and a duration to a sound, such as sine_sound
 * @param base_frequency frequency of the first harmonic, in Hz
 * @param duration length in seconds
 * @param envelopes a list of envelopes (functions from sound to sound), one per harmonic
 * @returns the harmonics played simultaneously
 */
export function stacking_adsr(
  waveform: (frequency: number, duration: number) => Sound,
  base_frequency: number,
  duration: number,
  envelopes: List,
): Sound {
  return kit.stacking_adsr(waveform, base_frequency, duration, envelopes);
}

/**
 * Phase modulation: a sine carrier whose phase is shifted by amount times the modulator's wave.
 * @param freq carrier frequency in Hz
 * @param duration length of the result in seconds
 * @param amount how strongly the modulator shifts the phase
 * @returns a function from a modulating sound to the modulated sound
 */
export function phase_mod(freq: number, duration: number, amount: number): (modulator: Sound) => Sound {
  return kit.phase_mod(freq, duration, amount);
}

/**
 * The MIDI note of a letter name: a letter A to G, an optional # or b, and an octave.
 * @param letter_name such as "C4" (60), "A4" (69), "F#3" or "Bb2"
 * @returns the MIDI note number (C0 is 12)
 */
export function letter_name_to_midi_note(letter_name: string): number {
  return expectLetterName(letter_name, 'letter_name_to_midi_note');
}

/**
 * The frequency of a MIDI note in equal temperament: 440 * 2^((note - 69) / 12).
 * @param note a MIDI note number (69 is A4)
 * @returns the frequency in Hz
 */
export function midi_note_to_frequency(note: number): number {
  return frequencyOfMidiNote(expectNumber(note, 'midi_note_to_frequency', 'the note'));
}

/**
 * The frequency of a letter name.
 * @param letter_name such as "A4" (440 Hz)
 * @returns the frequency in Hz
 */
export function letter_name_to_frequency(letter_name: string): number {
  return frequencyOfMidiNote(expectLetterName(letter_name, 'letter_name_to_frequency'));
}

/**
 * A bell-like note.
 * @param note MIDI note number
 * @param duration length in seconds
 * @returns the sound
 */
export function bell(note: number, duration: number): Sound {
  return kit.instrument('bell', note, duration);
}

/**
 * A cello-like note.
 * @param note MIDI note number
 * @param duration length in seconds
 * @returns the sound
 */
export function cello(note: number, duration: number): Sound {
  return kit.instrument('cello', note, duration);
}

/**
 * A piano-like note.
 * @param note MIDI note number
 * @param duration length in seconds
 * @returns the sound
 */
export function piano(note: number, duration: number): Sound {
  return kit.instrument('piano', note, duration);
}

/**
 * A trombone-like note.
 * @param note MIDI note number
 * @param duration length in seconds
 * @returns the sound
 */
export function trombone(note: number, duration: number): Sound {
  return kit.instrument('trombone', note, duration);
}

/**
 * A violin-like note.
 * @param note MIDI note number
 * @param duration length in seconds
 * @returns the sound
 */
export function violin(note: number, duration: number): Sound {
  return kit.instrument('violin', note, duration);
}

/**
 * Asks the page for the microphone. The browser shows its permission prompt while the program
 * goes on; a refusal is reported in the REPL.
 * @returns a string saying that permission is being obtained
 */
export function init_record(): string {
  return kit.init_record();
}

/**
 * Starts recording from the microphone after a pause, until stopped. A 1200 Hz beep of 0.1 s
 * marks the start and another the end. The recording happens on the page, after the program.
 * @param buffer pause before recording starts, in seconds
 * @returns a function of no arguments that stops the recording and returns a function of no
 * arguments that returns the recorded sound (an error until the recording has arrived)
 */
export function record(buffer: number): () => () => Sound {
  return kit.record(buffer);
}

/**
 * Records from the microphone for a duration, after a pause. A 1200 Hz beep of 0.1 s marks the
 * start and another the end. The recording happens on the page, after the program.
 * @param duration how long to record, in seconds
 * @param buffer pause before recording starts, in seconds
 * @returns a function of no arguments that returns the recorded sound (an error until the
 * recording has arrived)
 */
export function record_for(duration: number, buffer: number): () => Sound {
  return kit.record_for(duration, buffer);
}
