import { head, list, pair, tail } from 'js-slang/dist/stdlib/list';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleOutput, ModuleState } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import * as stereo from './index';

function outputs(): ModuleOutput[] {
  const slot = context.moduleContexts.stereo_sound as { state: ModuleState } | undefined;
  return slot?.state.outputs ?? [];
}

const waves = (s: ReturnType<typeof stereo.make_sound>, t: number) => [
  stereo.get_left_wave(s)(t),
  stereo.get_right_wave(s)(t),
];

beforeEach(() => resetTestContext());

describe('stereo sounds', () => {
  it('are pair(pair(left, right), duration), silent from the duration on', () => {
    const s = stereo.make_stereo_sound(
      () => 0.25,
      () => -0.5,
      2,
    );
    expect(tail(s)).toBe(2);
    expect(typeof head(head(s))).toBe('function');
    expect(waves(s, 1)).toEqual([0.25, -0.5]);
    expect(waves(s, 2)).toEqual([0, 0]);
    expect(stereo.is_sound(s)).toBe(true);
    expect(stereo.is_sound(pair(() => 0, 1))).toBe(false);
    expect(
      waves(
        stereo.make_sound(() => 0.5, 1),
        0,
      ),
    ).toEqual([0.5, 0.5]);
    expect(() =>
      stereo.make_stereo_sound(
        () => 0,
        () => 0,
        -1,
      ),
    ).toThrow(/^make_stereo_sound: a sound's duration/);
  });

  it('squashes to the average and pans', () => {
    const s = stereo.make_stereo_sound(
      () => 0.8,
      () => 0.4,
      1,
    );
    expect(waves(stereo.squash(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0.6, 0.6]);
    expect(waves(stereo.pan(-1)(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0.6, 0]);
    expect(waves(stereo.pan(1)(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0, 0.6]);
    expect(waves(stereo.pan(0)(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0.3, 0.3]);
    expect(waves(stereo.pan(5)(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0, 0.6]);
    expect(waves(stereo.pan(0.5)(s), 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0.15, 0.45]);
  });

  it('pans over time by a modulator (its channels added)', () => {
    const s = stereo.make_sound(() => 1, 2);
    const modulator = stereo.make_stereo_sound(
      (t) => (t < 1 ? -0.5 : 0.5),
      (t) => (t < 1 ? -0.5 : 0.5),
      2,
    );
    const panned = stereo.pan_mod(modulator)(s);
    expect(waves(panned, 0.5)).toEqual([1, 0]);
    expect(waves(panned, 1.5)).toEqual([0, 1]);
  });

  it('combines channel by channel', () => {
    const a = stereo.make_stereo_sound(
      () => 0.2,
      () => 0.4,
      1,
    );
    const b = stereo.make_stereo_sound(
      () => 0.6,
      () => 0,
      2,
    );
    const joined = stereo.consecutively(list(a, b));
    expect(stereo.get_duration(joined)).toBe(3);
    expect(waves(joined, 0.5)).toEqual([0.2, 0.4]);
    expect(waves(joined, 1.5)).toEqual([0.6, 0]);
    const layered = stereo.simultaneously(list(a, b));
    expect(stereo.get_duration(layered)).toBe(2);
    expect(waves(layered, 0.5).map((v) => Number(v.toFixed(6)))).toEqual([0.4, 0.2]);
    const enveloped = stereo.adsr(0.5, 0, 1, 0)(a);
    expect(waves(enveloped, 0.25).map((v) => Number(v.toFixed(6)))).toEqual([0.1, 0.2]);
    expect(stereo.is_sound(stereo.violin(60, 1))).toBe(true);
    expect(() => stereo.consecutively(list<unknown>(a, stereo.sine_sound(1, 1), 7))).toThrow(
      /^consecutively expects a stereo sound, received: 7$/,
    );
  });

  it('plays two channels', () => {
    stereo.play_waves(
      () => 2,
      () => -0.5,
      0.5,
    );
    stereo.play_in_tab(stereo.sine_sound(440, 0.1));
    stereo.stop();
    const [first, second, third] = outputs();
    if (first?.kind !== 'sound' || second?.kind !== 'sound') throw new Error('expected sounds');
    expect(first).toMatchObject({ module: 'stereo_sound', autoplay: true });
    expect(first.channels.map((c) => [c.length, c[0]])).toEqual([
      [22_050, 1],
      [22_050, -0.5],
    ]);
    // One wave on both sides is sampled once, but each channel has its own buffer to transfer.
    expect(second.autoplay).toBe(false);
    expect(second.channels[0]).toEqual(second.channels[1]);
    expect(second.channels[0]?.buffer).not.toBe(second.channels[1]?.buffer);
    expect(third).toEqual({ module: 'stereo_sound', kind: 'stop' });
  });
});
