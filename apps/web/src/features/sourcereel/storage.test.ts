import type { Input } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { RecordingStorage } from './storage';

/** Audio whose sample i is its value, growing and cut like the recorder's. */
class FakeAudio {
  sampleRate = 8000;
  data: number[] = [];
  get length() {
    return this.data.length;
  }
  samples(from: number, to: number) {
    return Int16Array.from(this.data.slice(from, to));
  }
  grow(to: number, value = (i: number) => i) {
    for (let i = this.data.length; i < to; i++) this.data.push(value(i));
  }
}

const init = { editorValue: 'x', chapter: 1, externalLibrary: 'NONE' };
const input = (time: number): Input => ({
  time,
  type: 'cursorPositionChange',
  data: { row: 0, column: time },
});

describe('the stored recording', () => {
  it('is kept across opens with its audio, saved piece by piece', async () => {
    const storage = await RecordingStorage.open();
    await storage.clear();
    expect(storage.persistent).toBe(false); // happy-dom has no IndexedDB
    const audio = new FakeAudio();
    audio.grow(100);
    await storage.save({ status: 'paused', elapsedMs: 12, init, inputs: [input(1)] }, audio);
    audio.grow(250);
    await storage.save({ status: 'finished', elapsedMs: 31, init, inputs: [input(1), input(30)] }, audio);

    const loaded = await (await RecordingStorage.open()).load();
    expect(loaded?.recording).toMatchObject({
      status: 'finished',
      elapsedMs: 31,
      init,
      inputs: [input(1), input(30)],
      sampleRate: 8000,
      audioLength: 250,
    });
    expect(Array.from(loaded?.samples ?? [])).toEqual(audio.data);
  });

  it('rewrites the audio from a cut even when it has grown past the stored length again', async () => {
    const storage = await RecordingStorage.open();
    await storage.clear();
    const audio = new FakeAudio();
    const state = { status: 'paused' as const, elapsedMs: 0, init, inputs: [] };
    audio.grow(100);
    await storage.save(state, audio);
    audio.grow(200);
    await storage.save(state, audio);
    // Resume Here at sample 150, then recording on to 260 with other values.
    audio.data.length = 150;
    storage.audioCut(150);
    audio.grow(260, (i) => -i);
    await storage.save(state, audio);
    const loaded = await storage.load();
    expect(Array.from(loaded?.samples ?? [])).toEqual(audio.data);
    // A cut inside the first piece, saved before anything new was recorded.
    audio.data.length = 40;
    storage.audioCut(40);
    await storage.save(state, audio);
    expect(Array.from((await storage.load())?.samples ?? [])).toEqual(audio.data);
  });

  it('forgets the recording when cleared', async () => {
    const storage = await RecordingStorage.open();
    const audio = new FakeAudio();
    audio.grow(10);
    await storage.save({ status: 'finished', elapsedMs: 1, init, inputs: [] }, audio);
    await storage.clear();
    expect(await storage.load()).toBeNull();
  });
});
