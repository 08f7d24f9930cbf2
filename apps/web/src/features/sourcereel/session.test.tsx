import { textAt } from '@sa/domain';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEditorReadOnly } from '../../workspace/replay/readOnly';
import { typeText } from '../../workspace/test/editorKeys';
import { renderWorkspace } from '../../workspace/test/renderWorkspace';
import { type SessionAudio, type SessionStorage, SourcereelSession } from './session';
import type { StoredRecording } from './storage';

/** Audio at 1000 samples a second: `grow` records while recording, as the microphone would. */
class FakeAudio implements SessionAudio {
  sampleRate = 1000;
  canRecord = true;
  data: number[] = [];
  recording = false;
  get length() {
    return this.data.length;
  }
  get durationMs() {
    return this.data.length;
  }
  grow(ms: number) {
    if (this.recording) for (let i = 0; i < ms; i++) this.data.push(1);
  }
  record = vi.fn(async () => {
    this.data = [];
    this.recording = true;
  });
  pause = vi.fn(async () => {
    this.recording = false;
  });
  resume = vi.fn(async () => {
    this.recording = true;
  });
  resumeAt = vi.fn(async (ms: number) => {
    this.data.length = Math.min(this.data.length, ms);
    this.recording = true;
  });
  load = (samples: Int16Array) => {
    this.data = Array.from(samples);
  };
  reset = () => {
    this.data = [];
  };
  samples = (from = 0, to = this.data.length) => Int16Array.from(this.data.slice(from, to));
  wav = () => new Blob([Int16Array.from(this.data)], { type: 'audio/wav' });
}

function fakeStorage() {
  const saves: Array<Parameters<SessionStorage['save']>[0] & { audioLength: number }> = [];
  const storage: SessionStorage & { cuts: number[]; cleared: number } = {
    cuts: [],
    cleared: 0,
    save: async (recording, audio) => void saves.push({ ...recording, audioLength: audio.length }),
    audioCut: (sample) => void storage.cuts.push(sample),
    clear: async () => {
      storage.cleared++;
    },
  };
  return { storage, saves };
}

function setup(editorValue = '') {
  const rendered = renderWorkspace({ editorValue });
  const audio = new FakeAudio();
  const { storage, saves } = fakeStorage();
  const clock = { ms: 10_000 };
  const session = new SourcereelSession({ handle: rendered.handle, audio, storage, clock: () => clock.ms });
  const view = rendered.handle.editor.current;
  if (!view) throw new Error('no editor');
  /** Time passes: the clock moves and the microphone records meanwhile. */
  const pass = (ms: number) => {
    clock.ms += ms;
    audio.grow(ms);
  };
  const type = (text: string) => act(() => typeText(view, text));
  return { ...rendered, session, audio, storage, saves, clock, view, pass, type };
}

afterEach(() => vi.useRealTimers());

describe('a Sourcereel session', () => {
  it('records typing on a clock without the paused time, read-only while paused, finished by Stop', async () => {
    const { session, handle, view, saves, pass, type } = setup('// start\n');
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    await act(() => session.record());
    expect(session.getSnapshot().recorder.status).toBe('recording');
    pass(100);
    type('ab');
    pass(900);
    await act(() => session.pause());
    expect(session.getSnapshot().recorder.status).toBe('paused');
    expect(isEditorReadOnly(handle)).toBe(true);
    expect(session.getSnapshot().preview?.durationMs).toBe(1000);
    expect(saves.at(-1)).toMatchObject({ status: 'paused', elapsedMs: 1000, audioLength: 1000 });

    pass(60_000); // paused: neither the clock of the inputs nor the audio moves
    expect(session.elapsedMs()).toBe(1000);
    await act(() => session.resume());
    expect(isEditorReadOnly(handle)).toBe(false);
    expect(session.getSnapshot().preview).toBeNull();
    pass(200);
    type('c');
    pass(100);
    session.recordPause();
    await act(() => session.pause());
    await act(() => session.stop());

    expect(session.getSnapshot().recorder.status).toBe('finished');
    expect(saves.at(-1)).toMatchObject({ status: 'finished', elapsedMs: 1300 });
    const data = session.playbackData();
    expect(data.init.editorValue).toBe('// start\n');
    const deltas = data.inputs.filter((input) => input.type === 'codeDelta').map((input) => input.time);
    expect(deltas).toEqual([100, 100, 1200]);
    expect(data.inputs.at(-1)).toEqual({ time: 1300, type: 'forcePause', data: null });
    expect(session.hasRecording()).toBe(true);
  });

  it('Resume Here drops the inputs and audio after the preview point and puts the editor back there', async () => {
    const { session, handle, view, audio, storage, pass, type } = setup();
    await act(() => session.record());
    pass(100);
    type('a');
    pass(500);
    type('b');
    pass(400);
    await act(() => session.pause());
    expect(view.state.doc.toString()).toBe('ab');

    await act(() => session.resumeHere(300));
    expect(audio.resumeAt).toHaveBeenCalledWith(300);
    expect(storage.cuts).toEqual([300]);
    expect(audio.length).toBe(300);
    expect(view.state.doc.toString()).toBe('a');
    expect(handle.store.getState().editorValue).toBe('a');
    expect(session.elapsedMs()).toBe(300);
    pass(50);
    type('z');
    await act(() => session.pause());
    const data = session.playbackData();
    // The typing of 'b' (at 600) is gone; 'z' follows at 300 + 50.
    expect([...new Set(data.inputs.map((input) => input.time))]).toEqual([100, 350]);
    expect(textAt(data, Number.POSITIVE_INFINITY)).toBe('az');
    expect(session.elapsedMs()).toBe(350);
    expect(audio.length).toBe(350);
  });

  it('takes up a kept recording: paused as it was (read-only, with a preview), or finished', () => {
    const stored: StoredRecording = {
      status: 'paused',
      elapsedMs: 800,
      init: { editorValue: 'x', chapter: 2, externalLibrary: 'NONE' },
      inputs: [
        {
          time: 500,
          type: 'codeDelta',
          data: { action: 'insert', start: { row: 0, column: 1 }, end: { row: 0, column: 3 }, lines: ['yz'] },
        },
      ],
      sampleRate: 1000,
      audioLength: 800,
      savedAt: 0,
    };
    const paused = setup();
    paused.session.restore(stored, new Int16Array(800));
    expect(paused.session.getSnapshot().recorder).toEqual({
      status: 'paused',
      elapsedBeforePauseMs: 800,
      resumedAtMs: null,
    });
    expect(paused.view.state.doc.toString()).toBe('xyz');
    expect(paused.handle.store.getState().chapter).toBe(2);
    expect(isEditorReadOnly(paused.handle)).toBe(true);
    expect(paused.session.getSnapshot().preview?.durationMs).toBe(800);
    paused.unmount();

    const finished = setup();
    finished.session.restore({ ...stored, status: 'finished' }, new Int16Array(800));
    expect(finished.session.getSnapshot().recorder.status).toBe('finished');
    expect(isEditorReadOnly(finished.handle)).toBe(false);
    expect(finished.session.hasRecording()).toBe(true);
  });

  it('says once that saving fails, not at every periodic save', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const rendered = renderWorkspace();
    const audio = new FakeAudio();
    const { storage } = fakeStorage();
    const failing = { ...storage, save: async () => Promise.reject(new Error('QuotaExceededError')) };
    const onSaveFailed = vi.fn();
    const session = new SourcereelSession({
      handle: rendered.handle,
      audio,
      storage: failing,
      clock: () => 0,
      onSaveFailed,
    });
    await act(() => session.record());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
  });

  it('saves periodically while recording and forgets everything on Reset', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { session, saves, storage, pass } = setup();
    await act(() => session.record());
    pass(5000);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saves.at(-1)).toMatchObject({ status: 'paused', elapsedMs: 5000, audioLength: 5000 });
    await act(() => session.reset());
    expect(session.getSnapshot().recorder.status).toBe('notStarted');
    expect(session.hasRecording()).toBe(false);
    expect(storage.cleared).toBe(1);
    const count = saves.length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(saves.length).toBe(count);
  });
});
