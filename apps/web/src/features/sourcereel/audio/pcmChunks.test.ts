import { describe, expect, it } from 'vitest';
import { floatTo16Bit, msToSamples } from './pcm';
import { PcmChunkStore } from './pcmChunks';

/** A block whose sample i is (startFrame + i) / 32767, so each 16-bit sample is its own frame number. */
function block(startFrame: number, length: number): Float32Array {
  return Float32Array.from({ length }, (_, i) => (startFrame + i) / 0x7fff);
}

/** The frames a store kept, read back from the samples. */
const frames = (store: PcmChunkStore) => Array.from(store.samples());
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** Delivers frames [from, to) in blocks of `size`, as the worklet does. */
function deliver(store: PcmChunkStore, from: number, to: number, size = 4) {
  for (let frame = from; frame < to; frame += size)
    store.push(frame, block(frame, Math.min(size, to - frame)));
}

describe('16-bit conversion', () => {
  it('rounds, clips and maps -1 and 1 to the ends of the range', () => {
    expect(Array.from(floatTo16Bit(Float32Array.from([0, 1, -1, 2, -2, 0.5, -0.5])))).toEqual([
      0, 32767, -32768, 32767, -32768, 16384, -16384,
    ]);
  });

  it('finds the sample at a time', () => {
    expect(msToSamples(1000, 48_000)).toBe(48_000);
    expect(msToSamples(0.5, 48_000)).toBe(24);
    expect(msToSamples(-3, 48_000)).toBe(0);
  });
});

describe('the PCM chunk store', () => {
  it('keeps nothing before Record and everything from the frame it started on', () => {
    const store = new PcmChunkStore(1000);
    deliver(store, 0, 8);
    expect(store.length).toBe(0);
    store.resume(10);
    deliver(store, 8, 20);
    expect(frames(store)).toEqual(range(10, 20));
    expect(store.durationMs).toBe(10);
  });

  it('cuts a block that straddles a pause at the pause frame and skips the paused frames', () => {
    const store = new PcmChunkStore(1000);
    store.resume(0);
    deliver(store, 0, 6);
    store.pause(7); // blocks of frames 4..8 are still on their way
    deliver(store, 6, 30);
    expect(frames(store)).toEqual(range(0, 7));
    store.resume(21);
    deliver(store, 30, 34);
    expect(frames(store)).toEqual([...range(0, 7), ...range(30, 34)]);
    expect(store.recording).toBe(true);
  });

  it('puts a late block of a window closed before a quick resume where it belongs', () => {
    const store = new PcmChunkStore(1000);
    store.resume(0);
    store.pause(5);
    store.resume(9);
    // Frames 0 to 12 arrive only now, in one block.
    store.push(0, block(0, 12));
    expect(frames(store)).toEqual([...range(0, 5), ...range(9, 12)]);
  });

  it('resumes at a time: drops the audio after it to the sample and continues from there', () => {
    const store = new PcmChunkStore(1000);
    store.resume(100);
    deliver(store, 100, 150, 7); // 50 ms
    store.pause(150);
    store.resumeAt(20.4, 300); // the 20th sample (0.4 ms rounds down)
    expect(store.length).toBe(20);
    deliver(store, 290, 305, 7);
    expect(frames(store)).toEqual([...range(100, 120), ...range(300, 305)]);
  });

  it('resuming at or after the end keeps all of the audio', () => {
    const store = new PcmChunkStore(1000);
    store.resume(0);
    deliver(store, 0, 10);
    store.pause(10);
    store.resumeAt(50, 20);
    deliver(store, 20, 22);
    expect(frames(store)).toEqual([...range(0, 10), 20, 21]);
  });

  it('reads any span across chunks and restores stored samples', () => {
    const store = new PcmChunkStore(1000);
    store.resume(0);
    deliver(store, 0, 20, 3);
    expect(Array.from(store.samples(4, 11))).toEqual(range(4, 11));
    expect(Array.from(store.samples(18))).toEqual([18, 19]);
    const restored = new PcmChunkStore(1000);
    restored.load(store.samples());
    expect(restored.recording).toBe(false);
    deliver(restored, 0, 10);
    expect(frames(restored)).toEqual(range(0, 20));
    restored.clear();
    expect(restored.length).toBe(0);
  });
});
