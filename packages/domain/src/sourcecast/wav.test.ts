import { describe, expect, it } from 'vitest';
import { encodeWav, readWavHeader, type WavInfo, wavDurationMs } from './wav';

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
function u32(n: number): number[] {
  return [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
}
function u16(n: number): number[] {
  return [n & 0xff, (n >> 8) & 0xff];
}
function fmtChunk(format: number, channels: number, rate: number, bits: number): number[] {
  const align = (channels * bits) / 8;
  return [
    ...ascii('fmt '),
    ...u32(16),
    ...u16(format),
    ...u16(channels),
    ...u32(rate),
    ...u32(rate * align),
    ...u16(align),
    ...u16(bits),
  ];
}
function riff(...chunks: number[][]): Uint8Array {
  const body = chunks.flat();
  return new Uint8Array([...ascii('RIFF'), ...u32(4 + body.length), ...ascii('WAVE'), ...body]);
}

describe('encodeWav', () => {
  it('writes a 44-byte mono 16-bit PCM header followed by the samples little-endian', () => {
    const bytes = encodeWav(new Int16Array([0, 1, -1, 32767, -32768]), 48000);
    expect(bytes.length).toBe(44 + 10);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 16))).toBe('WAVEfmt ');
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect(view.getUint32(28, true)).toBe(96000);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 1, -1, 32767, -32768]);
  });

  it('reads back what it wrote', () => {
    const info = readWavHeader(encodeWav(new Int16Array(44100), 44100));
    expect(info).toEqual({
      ok: true,
      channels: 1,
      sampleRate: 44100,
      bitsPerSample: 16,
      dataOffset: 44,
      dataBytes: 88200,
    });
    expect(wavDurationMs(info as WavInfo)).toBe(1000);
  });

  it('writes an empty recording as a valid file of length 0', () => {
    const info = readWavHeader(encodeWav(new Int16Array(0), 8000));
    expect(info.ok && wavDurationMs(info)).toBe(0);
  });
});

describe('readWavHeader', () => {
  it('walks past other chunks, padded to an even length, to find fmt and data', () => {
    const list = [...ascii('LIST'), ...u32(3), 1, 2, 3, 0];
    const bytes = riff(list, fmtChunk(1, 2, 22050, 16), [
      ...ascii('data'),
      ...u32(8),
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    const info = readWavHeader(bytes);
    expect(info).toMatchObject({ ok: true, channels: 2, sampleRate: 22050, dataOffset: 12 + 12 + 24 + 8 });
    expect(info.ok && info.dataBytes).toBe(8);
  });

  it('accepts only the start of a long file, reporting the declared data size', () => {
    const whole = encodeWav(new Int16Array(100_000), 16000);
    const info = readWavHeader(whole.slice(0, 4096));
    expect(info.ok && info.dataBytes).toBe(200_000);
    expect(info.ok && wavDurationMs(info)).toBe(6250);
  });

  it('refuses what is not RIFF/WAVE', () => {
    expect(readWavHeader(new Uint8Array(ascii('ID3\u0004 some mp3 bytes')))).toMatchObject({ ok: false });
    expect(readWavHeader(new Uint8Array([...ascii('RIFF'), ...u32(4), ...ascii('AVI ')]))).toMatchObject({
      ok: false,
    });
    expect(readWavHeader(new Uint8Array(0))).toMatchObject({ ok: false });
  });

  it('refuses a format other than PCM', () => {
    const float = riff(fmtChunk(3, 1, 48000, 32), [...ascii('data'), ...u32(0)]);
    expect(readWavHeader(float)).toEqual({ ok: false, message: 'The WAV file is not PCM (format 3).' });
  });

  it('refuses a data chunk before any format chunk, and a file with no data chunk', () => {
    expect(readWavHeader(riff([...ascii('data'), ...u32(0)], fmtChunk(1, 1, 8000, 16)))).toMatchObject({
      ok: false,
      message: 'The WAV file has no format chunk before its data.',
    });
    expect(readWavHeader(riff(fmtChunk(1, 1, 8000, 16)))).toMatchObject({
      ok: false,
      message: 'The WAV file has no data chunk.',
    });
  });

  it('refuses impossible formats', () => {
    expect(readWavHeader(riff(fmtChunk(1, 0, 8000, 16), [...ascii('data'), ...u32(0)]))).toMatchObject({
      ok: false,
    });
    expect(readWavHeader(riff(fmtChunk(1, 1, 8000, 12), [...ascii('data'), ...u32(0)]))).toMatchObject({
      ok: false,
    });
  });

  it('reads a header from a view into a larger buffer', () => {
    const wav = encodeWav(new Int16Array([5, 6]), 8000);
    const padded = new Uint8Array(wav.length + 10);
    padded.set(wav, 10);
    expect(readWavHeader(padded.subarray(10))).toMatchObject({ ok: true, dataBytes: 4 });
  });
});
