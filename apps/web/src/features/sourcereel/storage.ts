import type { Input, PlaybackInit } from '@sa/domain';
import { type Database, type DatabaseDefinition, openDatabase, type Write } from '../../lib/idb';

/** A recording as kept between visits: 'recording' is kept as 'paused' at the time of the save. */
export interface StoredRecording {
  status: 'paused' | 'finished';
  elapsedMs: number;
  init: PlaybackInit;
  inputs: Input[];
  sampleRate: number;
  /** Samples of audio that belong to this state (the audio store may hold more after a cut save). */
  audioLength: number;
  savedAt: number;
}

/** The audio a save reads from (the WavRecorder). */
export interface AudioSource {
  readonly sampleRate: number;
  readonly length: number;
  samples(from: number, to: number): Int16Array;
}

type SourcereelSchema = {
  recording: { key: typeof CURRENT; value: StoredRecording };
  /** Pieces of the audio by their first sample, each the audio added between two saves. */
  audio: { key: number; value: Int16Array };
};

const CURRENT = 'current';

const DEFINITION: DatabaseDefinition = {
  name: 'sourcereel',
  upgrades: [
    (db) => {
      db.createStore('recording');
      db.createStore('audio');
    },
  ],
};

/**
 * Sourcereel's recording in IndexedDB until it is uploaded, so a reload, a crash or a failed
 * upload loses nothing. Each save writes only the audio added since the last one (and rewrites
 * from a cut, after Resume Here), with the recording's state, in one transaction: what is stored
 * is always one consistent moment of the recording. Saves run one after another.
 */
export class RecordingStorage {
  /** First samples of the stored pieces, ascending; they tile [0, storedLength). */
  private pieces: number[] = [];
  private storedLength = 0;
  /** The earliest sample changed since the last save (a cut), if any. */
  private cutAt: number | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: Database<SourcereelSchema>) {}

  static async open(): Promise<RecordingStorage> {
    return new RecordingStorage(await openDatabase<SourcereelSchema>(DEFINITION));
  }

  /** Whether what is saved outlives the page (false where IndexedDB is missing). */
  get persistent(): boolean {
    return this.db.persistent;
  }

  /** The stored recording and its audio, or null when none is kept. */
  load(): Promise<{ recording: StoredRecording; samples: Int16Array } | null> {
    return this.enqueue(async () => {
      const recording = await this.db.get('recording', CURRENT);
      if (!recording) return null;
      const keys = await this.db.getAllKeys('audio');
      const pieces = await this.db.getAll('audio');
      const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
      const samples = new Int16Array(Math.min(total, recording.audioLength));
      let offset = 0;
      for (const piece of pieces) {
        if (offset >= samples.length) break;
        samples.set(piece.subarray(0, samples.length - offset), offset);
        offset += piece.length;
      }
      this.pieces = keys;
      this.storedLength = samples.length;
      this.cutAt = null;
      return { recording: { ...recording, audioLength: samples.length }, samples };
    });
  }

  /** The audio from `sample` on has changed (Resume Here cut it): the next save rewrites it. */
  audioCut(sample: number): void {
    this.cutAt = Math.min(this.cutAt ?? sample, sample);
  }

  /** Saves the recording's state and the audio it has now. */
  save(
    recording: Omit<StoredRecording, 'sampleRate' | 'audioLength' | 'savedAt'>,
    audio: AudioSource,
  ): Promise<void> {
    // The state is taken now; the audio when the save runs (it only grows, or is cut: audioCut).
    const state = { ...recording, inputs: [...recording.inputs] };
    return this.enqueue(async () => {
      const length = audio.length;
      const from = Math.min(this.storedLength, this.cutAt ?? this.storedLength, length);
      const writes: Write<SourcereelSchema>[] = [];
      const pieces = this.pieces.filter((start) => start < from);
      if (from < this.storedLength) {
        writes.push({ type: 'delete', store: 'audio', key: { atLeast: from } });
        const last = pieces.at(-1);
        // The piece the cut falls in keeps its part before the cut.
        if (last !== undefined)
          writes.push({ type: 'put', store: 'audio', key: last, value: audio.samples(last, from) });
      }
      if (length > from) {
        writes.push({ type: 'put', store: 'audio', key: from, value: audio.samples(from, length) });
        pieces.push(from);
      }
      const stored: StoredRecording = {
        ...state,
        sampleRate: audio.sampleRate,
        audioLength: length,
        savedAt: Date.now(),
      };
      writes.push({ type: 'put', store: 'recording', key: CURRENT, value: stored });
      await this.db.write(writes);
      this.pieces = pieces;
      this.storedLength = length;
      this.cutAt = null;
    });
  }

  /** Forgets the recording (uploaded, or reset). */
  clear(): Promise<void> {
    return this.enqueue(async () => {
      await this.db.write([
        { type: 'clear', store: 'recording' },
        { type: 'clear', store: 'audio' },
      ]);
      this.pieces = [];
      this.storedLength = 0;
      this.cutAt = null;
    });
  }

  close(): void {
    this.db.close();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    // A failed save must not stop the ones after it.
    this.queue = run.catch(() => undefined);
    return run;
  }
}
