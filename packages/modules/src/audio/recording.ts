import { MODULE_LIMITS, type ModuleState, type RecordingData, SAMPLE_RATE } from '../protocol';
import { recordOutput } from '../runtime/outputs';
import { expectNumber } from './checks';
import { plainWave } from './source-call';
import type { SoundCodec, Wave } from './types';

/**
 * The state of `sound` and `stereo_sound`: outputs, plus the recordings the page has sent back.
 * The worker has no microphone, so `record` only asks the page to record (an output) and hands
 * Source a function that yields the sound once the samples have arrived (`receive`). Nothing
 * waits for them: where nothing records (the grader), that function keeps saying it is not ready.
 */
export interface SoundState extends ModuleState {
  recordings: Map<number, Float32Array>;
  lastRecording: number;
}

export function newSoundState(): SoundState {
  const state: SoundState = {
    outputs: [],
    recordings: new Map(),
    lastRecording: 0,
    receive(data) {
      if (isRecordingData(data)) state.recordings.set(data.recording, data.samples);
    },
  };
  return state;
}

function isRecordingData(data: unknown): data is RecordingData {
  if (typeof data !== 'object' || data === null) return false;
  const { recording, samples } = data as Partial<RecordingData>;
  return typeof recording === 'number' && samples instanceof Float32Array;
}

/** What `init_record` returns: the page asks for the microphone while the program goes on. */
export const RECORDING_PERMISSION = 'obtaining recording permission';

/** The recording functions of one sound module (`state` makes the module's state on first use). */
export function createRecording<S>(codec: SoundCodec<S>, state: () => SoundState) {
  const module = codec.module;

  function delayMs(seconds: unknown, functionName: string, what: string): number {
    const value = expectNumber(seconds, functionName, what);
    if (value < 0 || value > MODULE_LIMITS.maxSoundSeconds) {
      throw new Error(
        `${functionName}: ${what} must be between 0 and ${MODULE_LIMITS.maxSoundSeconds} seconds, received: ${value}`,
      );
    }
    return Math.round(value * 1000);
  }

  /** The function Source calls to get recording `id` as a sound; an error until it has arrived. */
  function soundGetter(id: number, functionName: string): () => S {
    return function recorded_sound(): S {
      const samples = state().recordings.get(id);
      if (!samples) throw new Error(`${functionName}: the recording is not finished yet`);
      return soundOf(samples);
    };
  }

  function soundOf(samples: Float32Array): S {
    const wave: Wave = plainWave((t) => {
      const index = Math.floor(t * SAMPLE_RATE);
      return index >= 0 && index < samples.length ? (samples[index] as number) : 0;
    });
    const waves = Array.from({ length: codec.channelCount }, () => wave);
    return codec.build(waves, samples.length / SAMPLE_RATE);
  }

  function startRecording(durationMs: number | null, bufferMs: number, functionName: string): number {
    const current = state();
    const id = current.lastRecording + 1;
    recordOutput(current, { module, kind: 'record', id, durationMs, bufferMs }, functionName);
    current.lastRecording = id;
    return id;
  }

  function init_record(): string {
    recordOutput(state(), { module, kind: 'record-permission' }, 'init_record');
    return RECORDING_PERMISSION;
  }

  function record(buffer: unknown): () => () => S {
    const id = startRecording(null, delayMs(buffer, 'record', 'the buffer'), 'record');
    let getter: (() => S) | null = null;
    return function stop_recording(): () => S {
      // Stopping twice stops once: the page has one recording to end.
      if (!getter) {
        recordOutput(state(), { module, kind: 'record-stop', id }, 'record');
        getter = soundGetter(id, 'record');
      }
      return getter;
    };
  }

  function record_for(duration: unknown, buffer: unknown): () => S {
    const durationMs = delayMs(duration, 'record_for', 'the duration');
    const id = startRecording(durationMs, delayMs(buffer, 'record_for', 'the buffer'), 'record_for');
    return soundGetter(id, 'record_for');
  }

  return { init_record, record, record_for };
}
