import { head, tail } from 'js-slang/dist/stdlib/list';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleOutput, ModuleState } from '../protocol';
import * as sound from '../sound/index';
import * as stereo from '../stereo_sound/index';
import context, { resetTestContext } from '../test/context-stub';

function stateOf(module: 'sound' | 'stereo_sound'): ModuleState {
  const slot = context.moduleContexts[module] as { state: ModuleState } | undefined;
  if (!slot) throw new Error(`no ${module} state`);
  return slot.state;
}

const outputsOf = (module: 'sound' | 'stereo_sound'): ModuleOutput[] => stateOf(module).outputs;

beforeEach(() => resetTestContext());

describe('recording from the page', () => {
  it('init_record asks the page for the microphone and goes on', () => {
    expect(sound.init_record()).toBe('obtaining recording permission');
    expect(outputsOf('sound')).toEqual([{ module: 'sound', kind: 'record-permission' }]);
  });

  it('record_for asks for a timed recording and yields its sound once the samples arrive', () => {
    const recorded = sound.record_for(0.5, 0.25);
    expect(recorded).toHaveLength(0);
    expect(outputsOf('sound')).toEqual([
      { module: 'sound', kind: 'record', id: 1, durationMs: 500, bufferMs: 250 },
    ]);
    expect(() => recorded()).toThrow(/^record_for: the recording is not finished yet$/);

    const samples = new Float32Array(22_050).fill(0.25);
    samples[100] = -0.5;
    stateOf('sound').receive?.({ recording: 1, samples });
    const s = recorded();
    expect(sound.is_sound(s)).toBe(true);
    expect(sound.get_duration(s)).toBe(0.5);
    expect(sound.get_wave(s)(100 / 44_100)).toBe(-0.5);
    expect(sound.get_wave(s)(0.1)).toBe(0.25);
    expect(sound.get_wave(s)(0.6)).toBe(0);
  });

  it('record returns a stop function whose result yields the sound; stopping twice stops once', () => {
    const stop = sound.record(0);
    expect(stop).toHaveLength(0);
    expect(outputsOf('sound')).toEqual([
      { module: 'sound', kind: 'record', id: 1, durationMs: null, bufferMs: 0 },
    ]);
    const recorded = stop();
    expect(recorded).toHaveLength(0);
    expect(stop()).toBe(recorded);
    expect(outputsOf('sound').slice(1)).toEqual([{ module: 'sound', kind: 'record-stop', id: 1 }]);
    expect(() => recorded()).toThrow(/^record: the recording is not finished yet$/);
    stateOf('sound').receive?.({ recording: 1, samples: new Float32Array(441) });
    expect(sound.get_duration(recorded())).toBeCloseTo(0.01, 10);
  });

  it('keeps recordings apart by id and ignores data that is not a recording', () => {
    const first = sound.record_for(1, 0);
    const second = sound.record_for(1, 0);
    const state = stateOf('sound');
    state.receive?.('noise');
    state.receive?.({ recording: 2, samples: [1, 2] });
    expect(() => second()).toThrow(/not finished/);
    state.receive?.({ recording: 2, samples: new Float32Array(44_100) });
    expect(sound.get_duration(second())).toBe(1);
    expect(() => first()).toThrow(/not finished/);
  });

  it('checks the durations, naming the function', () => {
    expect(() => sound.record_for(-1, 0)).toThrow(
      /^record_for: the duration must be between 0 and 600 seconds, received: -1$/,
    );
    expect(() => sound.record('a' as never)).toThrow(/^record expects the buffer to be a number/);
    expect(context.moduleContexts.sound).toBeUndefined();
  });

  it('stereo_sound puts the recording on both channels', () => {
    const recorded = stereo.record_for(0.1, 0);
    expect(outputsOf('stereo_sound')[0]).toMatchObject({ module: 'stereo_sound', kind: 'record' });
    stateOf('stereo_sound').receive?.({ recording: 1, samples: new Float32Array(4410).fill(0.5) });
    const s = recorded();
    expect(stereo.is_sound(s)).toBe(true);
    expect(typeof head(head(s) as never)).toBe('function');
    expect(stereo.get_left_wave(s)(0.05)).toBe(0.5);
    expect(stereo.get_right_wave(s)(0.05)).toBe(0.5);
    expect(tail(s)).toBeCloseTo(0.1, 10);
  });
});
