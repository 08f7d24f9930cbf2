import {
  INITIAL_RECORDER_STATE,
  type Input,
  type PlaybackData,
  type PlaybackInit,
  type RecorderAction,
  type RecorderState,
  recorderElapsedMs,
  recorderReducer,
  settingsAt,
  textAt,
  truncateAfter,
} from '@sa/domain';
import type { WorkspaceHandle } from '../../workspace/context';
import {
  createInputCapture,
  type InputCapture,
  playbackInitOf,
} from '../../workspace/recording/inputCapture';
import { resetWorkspaceTo } from '../../workspace/replay/applyInput';
import { setEditorReadOnly } from '../../workspace/replay/readOnly';
import { msToSamples } from './audio/pcm';
import type { AudioSource, StoredRecording } from './storage';

/** A recording is saved this often while it goes on (and at every pause, stop and Resume Here). */
export const SAVE_EVERY_MS = 5_000;

/** The recorder's audio (WavRecorder): what the session asks of it. */
export interface SessionAudio extends AudioSource {
  readonly canRecord: boolean;
  readonly durationMs: number;
  record(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  resumeAt(ms: number): Promise<void>;
  load(samples: Int16Array, sampleRate: number): void;
  reset(): void;
  wav(): Blob;
}

/** Where the recording is kept (RecordingStorage); none where it cannot be opened. */
export interface SessionStorage {
  save(
    recording: Omit<StoredRecording, 'sampleRate' | 'audioLength' | 'savedAt'>,
    audio: AudioSource,
  ): Promise<void>;
  audioCut(sample: number): void;
  clear(): Promise<void>;
}

export interface SessionDeps {
  handle: WorkspaceHandle;
  audio: SessionAudio;
  storage: SessionStorage | null;
  /** Ms on a clock the system's time adjustments do not move (performance.now). */
  clock: () => number;
  /** Told when saving starts failing (the recording then lives only in the page). */
  onSaveFailed?: (error: unknown) => void;
}

/** What the page shows: the recorder's state and the WAV so far while paused. */
export interface SessionSnapshot {
  recorder: RecorderState;
  /** The audio recorded so far, for the preview bar; only while paused. */
  preview: { url: string; durationMs: number } | null;
  /** An action is under way (a pause waits for the last audio): the buttons wait too. */
  busy: boolean;
}

/**
 * One Sourcereel recording (spec 2 section 4, fact sheet C): the recorder's states, the inputs
 * the workspace capture logs on a clock that skips paused time, the audio, the read-only editor
 * while paused, and the saves that keep it all in storage until it is uploaded.
 */
export class SourcereelSession {
  private snapshot: SessionSnapshot = { recorder: INITIAL_RECORDER_STATE, preview: null, busy: false };
  private readonly listeners = new Set<() => void>();
  private init: PlaybackInit = { editorValue: '', chapter: 1, externalLibrary: 'NONE' };
  private inputs: Input[] = [];
  private readonly capture: InputCapture;
  private saveTimer: ReturnType<typeof setInterval> | null = null;
  private storage: SessionStorage | null;
  /** The last save failed: said once, not at every periodic save until one succeeds. */
  private saveFailing = false;

  constructor(private readonly deps: SessionDeps) {
    this.storage = deps.storage;
    this.capture = createInputCapture(deps.handle, {
      now: () => this.elapsedMs(),
      onInput: (input) => this.inputs.push(input),
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  /** Where saves go from now on (storage opens after the page; null: nowhere). */
  attachStorage(storage: SessionStorage | null): void {
    this.storage = storage;
  }

  /** Recorded ms so far, paused time excluded: the timer and each input's time. */
  elapsedMs(): number {
    return recorderElapsedMs(this.snapshot.recorder, this.deps.clock());
  }

  /** The recording's playback data as uploaded. */
  playbackData(): PlaybackData {
    return { init: this.init, inputs: [...this.inputs] };
  }

  /** There is audio to upload. */
  hasRecording(): boolean {
    return this.snapshot.recorder.status !== 'notStarted' && this.deps.audio.length > 0;
  }

  wav(): Blob {
    return this.deps.audio.wav();
  }

  /** Record: a new recording from the workspace as it is (text, chapter, library). */
  record(): Promise<void> {
    return this.act('notStarted', async () => {
      await this.deps.audio.record();
      this.init = playbackInitOf(this.deps.handle);
      this.inputs = [];
      this.go({ type: 'record' });
      this.startCapture();
    });
  }

  /** Pause: the editor becomes read-only, the WAV so far is offered for preview, and saved. */
  pause(): Promise<void> {
    return this.act('recording', async () => {
      this.go({ type: 'pause' });
      this.stopCapture();
      setEditorReadOnly(this.deps.handle, true);
      await this.deps.audio.pause();
      this.showPreview();
      await this.save();
    });
  }

  /** Record Pause: viewers will be paused here to try things out. */
  recordPause(): void {
    if (this.snapshot.recorder.status !== 'recording') return;
    this.inputs.push({ time: Math.round(this.elapsedMs()), type: 'forcePause', data: null });
  }

  resume(): Promise<void> {
    return this.act('paused', async () => {
      await this.deps.audio.resume();
      this.putWorkspaceAt(this.snapshot.recorder.elapsedBeforePauseMs);
      this.go({ type: 'resume' });
      this.startCapture();
    });
  }

  /** Resume Here: the inputs and audio after `atMs` (the preview's position) go; recording goes on from there. */
  resumeHere(atMs: number): Promise<void> {
    return this.act('paused', async () => {
      const at = Math.min(Math.max(atMs, 0), this.snapshot.recorder.elapsedBeforePauseMs);
      await this.deps.audio.resumeAt(at);
      this.storage?.audioCut(msToSamples(at, this.deps.audio.sampleRate));
      this.inputs = truncateAfter(this.inputs, at);
      this.putWorkspaceAt(at);
      this.go({ type: 'resumeHere', atMs: at });
      this.startCapture();
      await this.save();
    });
  }

  /** Stop: the recording is finished, ready to upload. */
  stop(): Promise<void> {
    return this.act('paused', async () => {
      this.go({ type: 'stop' });
      setEditorReadOnly(this.deps.handle, false);
      await this.save();
    });
  }

  /** Reset: back to no recording; the stored one is forgotten. */
  reset(): Promise<void> {
    this.stopCapture();
    this.inputs = [];
    this.deps.audio.reset();
    setEditorReadOnly(this.deps.handle, false);
    this.go({ type: 'reset' });
    return this.storage?.clear().catch((error) => this.deps.onSaveFailed?.(error)) ?? Promise.resolve();
  }

  /** The recording was uploaded: it is not kept any more. */
  uploaded(): Promise<void> {
    return this.reset();
  }

  /** Takes up a stored recording: paused where it was saved (the editor as it was then), or finished. */
  restore(stored: StoredRecording, samples: Int16Array): void {
    this.deps.audio.load(samples, stored.sampleRate);
    this.init = stored.init;
    this.inputs = [...stored.inputs];
    // Paused stays paused: with the microphone (once it is there) it goes on, without it can be stopped.
    const { status } = stored;
    this.putWorkspaceAt(stored.elapsedMs);
    this.snapshot = {
      ...this.snapshot,
      recorder: { status, elapsedBeforePauseMs: stored.elapsedMs, resumedAtMs: null },
    };
    setEditorReadOnly(this.deps.handle, status === 'paused');
    if (status === 'paused') this.showPreview();
    this.emit();
  }

  /** Saves now (the page is hidden or left) and lets go of timers and the preview. */
  dispose(): Promise<void> {
    const saving = this.snapshot.recorder.status === 'notStarted' ? Promise.resolve() : this.save();
    this.stopCapture();
    this.clearPreview();
    setEditorReadOnly(this.deps.handle, false);
    return saving;
  }

  /** Saves the recording as it is now; a recording under way is kept as paused at this moment. */
  save(): Promise<void> {
    const { storage } = this;
    const { audio } = this.deps;
    const { status } = this.snapshot.recorder;
    if (!storage || status === 'notStarted') return Promise.resolve();
    return storage
      .save(
        {
          status: status === 'finished' ? 'finished' : 'paused',
          elapsedMs: Math.round(this.elapsedMs()),
          init: this.init,
          inputs: this.inputs,
        },
        audio,
      )
      .then(
        () => {
          this.saveFailing = false;
        },
        (error: unknown) => {
          if (!this.saveFailing) this.deps.onSaveFailed?.(error);
          this.saveFailing = true;
        },
      );
  }

  /** Runs an action only in the status it belongs to, one at a time. */
  private async act(status: RecorderState['status'], action: () => Promise<void>): Promise<void> {
    if (this.snapshot.busy || this.snapshot.recorder.status !== status) return;
    this.update({ busy: true });
    try {
      await action();
    } finally {
      this.update({ busy: false });
    }
  }

  private go(action: RecorderAction): void {
    const recorder = recorderReducer(this.snapshot.recorder, action, this.deps.clock());
    if (recorder.status !== 'paused') this.clearPreview();
    this.update({ recorder });
  }

  private startCapture(): void {
    setEditorReadOnly(this.deps.handle, false);
    this.capture.start();
    this.saveTimer ??= setInterval(() => void this.save(), SAVE_EVERY_MS);
  }

  private stopCapture(): void {
    this.capture.stop();
    if (this.saveTimer !== null) clearInterval(this.saveTimer);
    this.saveTimer = null;
  }

  /** The workspace as the kept inputs leave it at `ms`: text, chapter, library and side tab. */
  private putWorkspaceAt(ms: number): void {
    const data = this.playbackData();
    const settings = settingsAt(data, ms);
    resetWorkspaceTo(
      this.deps.handle,
      {
        editorValue: data.init.editorValue,
        chapter: settings.chapter,
        externalLibrary: settings.externalLibrary,
      },
      textAt(data, ms),
    );
    if (settings.sideTab !== null) this.deps.handle.store.setState({ sideTab: settings.sideTab });
  }

  private showPreview(): void {
    this.clearPreview();
    const url = URL.createObjectURL(this.deps.audio.wav());
    this.update({ preview: { url, durationMs: this.deps.audio.durationMs } });
  }

  private clearPreview(): void {
    if (this.snapshot.preview) URL.revokeObjectURL(this.snapshot.preview.url);
    if (this.snapshot.preview) this.update({ preview: null });
  }

  private update(patch: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
