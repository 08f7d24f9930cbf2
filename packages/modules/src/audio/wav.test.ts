import { describe, expect, it } from 'vitest';
import { WaveFile } from 'wavefile';
import { encodeWav } from './wav';

const text = (bytes: Uint8Array, from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));

describe('encodeWav', () => {
  it('writes a 16-bit PCM RIFF/WAVE header at 44,100 Hz', () => {
    const bytes = encodeWav([new Float32Array([0, 0.5, -1])]);
    const view = new DataView(bytes.buffer);
    expect(text(bytes, 0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(text(bytes, 8)).toBe('WAVE');
    expect(text(bytes, 12)).toBe('fmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(44_100);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(bytes, 36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      0, 16384, -32767,
    ]);
  });

  it('interleaves stereo channels, clamping, and reads back with wavefile', () => {
    const bytes = encodeWav([new Float32Array([1, 2]), new Float32Array([-0.25, Number.NaN])]);
    const wav = new WaveFile();
    wav.fromBuffer(bytes);
    const fmt = wav.fmt as { numChannels: number; sampleRate: number; bitsPerSample: number };
    expect(fmt).toMatchObject({ numChannels: 2, sampleRate: 44_100, bitsPerSample: 16 });
    expect(Array.from(wav.getSamples(true, Int16Array) as unknown as Int16Array)).toEqual([
      32767, -8192, 32767, 0,
    ]);
  });
});
