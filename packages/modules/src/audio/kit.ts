import { stringify } from 'js-slang/dist/utils/stringify';
import { callSource } from '../runtime/call-source';
import { moduleState } from '../runtime/context';
import { recordOutput } from '../runtime/outputs';
import { expectDuration, expectFunction, expectNumber, listElements } from './checks';
import { consecutiveWave, simultaneousWave } from './combine';
import { type AdsrShape, enveloped } from './envelope';
import { INSTRUMENTS, type InstrumentName } from './instruments';
import { frequencyOfMidiNote } from './notes';
import { createRecording, newSoundState, type SoundState } from './recording';
import { sampleChannels } from './sampling';
import type { SoundCodec, Wave } from './types';
import {
  noiseWave,
  sawtoothWave,
  silenceWave,
  silentFrom,
  sineWave,
  squareWave,
  triangleWave,
} from './waves';

/** A sound transformer handed to Source (what `adsr`, `phase_mod` and `pan` return). */
export type Transformer<S> = (sound: unknown) => S;

/**
 * Everything `sound` and `stereo_sound` have in common, for one codec. The bundles' index files
 * are thin, documented wrappers around these: the behaviour lives here once.
 */
export function createSoundKit<S>(codec: SoundCodec<S>) {
  const same = (wave: Wave): Wave[] => Array.from({ length: codec.channelCount }, () => wave);

  function expectSound(value: unknown, functionName: string): S {
    if (!codec.is(value)) {
      const kind = codec.channelCount === 1 ? 'a sound' : 'a stereo sound';
      throw new Error(`${functionName} expects ${kind}, received: ${stringify(value)}`);
    }
    return value;
  }

  function soundsOf(list: unknown, functionName: string): S[] {
    return listElements(list, functionName).map((element) => expectSound(element, functionName));
  }

  function fromWave(wave: Wave, duration: number): S {
    return codec.build(same(wave), duration);
  }

  /** One waveform generator (`sine_sound` and friends): checked arguments, the wave on every channel. */
  function tone(
    frequency: unknown,
    duration: unknown,
    makeWave: (f: number) => Wave,
    functionName: string,
  ): S {
    const f = expectNumber(frequency, functionName, 'the frequency');
    return fromWave(makeWave(f), expectDuration(duration, functionName));
  }

  function applyEnvelope(sound: S, shape: AdsrShape): S {
    const duration = codec.duration(sound);
    return codec.build(
      codec.waves(sound).map((wave) => enveloped(wave, shape, duration)),
      duration,
    );
  }

  function consecutively(list: unknown): S {
    const sounds = soundsOf(list, 'consecutively');
    const durations = sounds.map((sound) => codec.duration(sound));
    const total = durations.reduce((sum, duration) => sum + duration, 0);
    const channels = Array.from({ length: codec.channelCount }, (_, channel) =>
      consecutiveWave(
        sounds.map((sound) => codec.waves(sound)[channel] as Wave),
        durations,
      ),
    );
    return codec.build(channels, total);
  }

  function simultaneously(list: unknown): S {
    return simultaneouslyOf(soundsOf(list, 'simultaneously'));
  }

  function adsr(
    attackRatio: unknown,
    decayRatio: unknown,
    sustainLevel: unknown,
    releaseRatio: unknown,
  ): Transformer<S> {
    const shape: AdsrShape = {
      attackRatio: expectNumber(attackRatio, 'adsr', 'the attack ratio'),
      decayRatio: expectNumber(decayRatio, 'adsr', 'the decay ratio'),
      sustainLevel: expectNumber(sustainLevel, 'adsr', 'the sustain level'),
      releaseRatio: expectNumber(releaseRatio, 'adsr', 'the release ratio'),
    };
    return function envelope(sound: unknown): S {
      return applyEnvelope(expectSound(sound, 'adsr'), shape);
    };
  }

  function stacking_adsr(
    waveform: unknown,
    baseFrequency: unknown,
    duration: unknown,
    envelopes: unknown,
  ): S {
    const name = 'stacking_adsr';
    const produce = expectFunction(waveform, name, 'the waveform');
    const base = expectNumber(baseFrequency, name, 'the base frequency');
    const length = expectDuration(duration, name);
    const layers = listElements(envelopes, name).map((envelope, index) => {
      const shape = expectFunction(envelope, name, 'each envelope');
      const harmonic = expectSound(callSource(produce, base * (index + 1), length), name);
      return expectSound(callSource(shape, harmonic), name);
    });
    return simultaneouslyOf(layers);
  }

  /** Layered, as long as the longest; no sounds make a silent sound of duration 0. */
  function simultaneouslyOf(sounds: readonly S[]): S {
    const longest = sounds.reduce((most, sound) => Math.max(most, codec.duration(sound)), 0);
    const channels = Array.from({ length: codec.channelCount }, (_, channel) =>
      simultaneousWave(sounds.map((sound) => codec.waves(sound)[channel] as Wave)),
    );
    return codec.build(channels, longest);
  }

  function phase_mod(frequency: unknown, duration: unknown, amount: unknown): Transformer<S> {
    const name = 'phase_mod';
    const omega = 2 * Math.PI * expectNumber(frequency, name, 'the frequency');
    const length = expectDuration(duration, name);
    const depth = expectNumber(amount, name, 'the amount');
    return function modulate(modulator: unknown): S {
      const waves = codec.waves(expectSound(modulator, name)).map(
        (modulating): Wave =>
          (t) =>
            Math.sin(omega * t + depth * modulating(t)),
      );
      return codec.build(waves, length);
    };
  }

  function instrument(name: InstrumentName, note: unknown, duration: unknown): S {
    const midi = expectNumber(note, name, 'the MIDI note');
    const length = expectDuration(duration, name);
    const recipe = INSTRUMENTS[name];
    const base = frequencyOfMidiNote(midi);
    const layers = recipe.envelopes.map((shape, index) =>
      enveloped(silentFrom(recipe.waveform(base * (index + 1)), length), shape, length),
    );
    return fromWave(simultaneousWave(layers), length);
  }

  function state(): SoundState {
    return moduleState(codec.module, newSoundState);
  }

  /** Samples the sound now and hands it to the tab; `autoplay` is `play`, not `play_in_tab`. */
  function playSound(sound: unknown, functionName: string, autoplay: boolean): S {
    const checked = expectSound(sound, functionName);
    const channels = sampleChannels(codec.waves(checked), codec.duration(checked), functionName);
    recordOutput(state(), { module: codec.module, kind: 'sound', channels, autoplay }, functionName);
    return checked;
  }

  function stop(): void {
    recordOutput(state(), { module: codec.module, kind: 'stop' }, 'stop');
  }

  return {
    expectSound,
    fromWave,
    consecutively,
    simultaneously,
    adsr,
    stacking_adsr,
    phase_mod,
    instrument,
    playSound,
    stop,
    ...createRecording(codec, state),
    noise: (duration: unknown) => fromWave(noiseWave, expectDuration(duration, 'noise_sound')),
    silence: (duration: unknown) => fromWave(silenceWave, expectDuration(duration, 'silence_sound')),
    sine: (f: unknown, d: unknown) => tone(f, d, sineWave, 'sine_sound'),
    square: (f: unknown, d: unknown) => tone(f, d, squareWave, 'square_sound'),
    triangle: (f: unknown, d: unknown) => tone(f, d, triangleWave, 'triangle_sound'),
    sawtooth: (f: unknown, d: unknown) => tone(f, d, sawtoothWave, 'sawtooth_sound'),
  };
}

export type SoundKit<S> = ReturnType<typeof createSoundKit<S>>;
