import { floatTo16Bit, msToSamples, samplesToMs } from './pcm';

/** Frames [from, to) of the audio clock that are recorded; `to` is null while recording goes on. */
interface Window {
  from: number;
  to: number | null;
}

/**
 * The recording's audio as 16-bit mono samples in chunks. The capture worklet delivers blocks
 * stamped with their first frame on the AudioContext's clock, a little after they were heard; the
 * store keeps exactly the frames between each Record/Resume and the following Pause on that clock,
 * so a block that straddles a pause is cut at the sample, and a late block still lands in the
 * window it belongs to. Resume Here cuts the recorded audio at a time before continuing.
 */
export class PcmChunkStore {
  private chunks: Int16Array[] = [];
  private total = 0;
  private windows: Window[] = [];

  constructor(readonly sampleRate: number) {}

  /** Samples recorded so far. */
  get length(): number {
    return this.total;
  }

  get durationMs(): number {
    return samplesToMs(this.total, this.sampleRate);
  }

  /** True between a resume and the next pause. */
  get recording(): boolean {
    return this.windows.at(-1)?.to === null;
  }

  /** Starts keeping frames from `frame` on (Record and Resume). */
  resume(frame: number): void {
    if (this.recording) return;
    this.windows.push({ from: frame, to: null });
  }

  /** Keeps no frame from `frame` on; blocks still on their way keep their earlier frames. */
  pause(frame: number): void {
    const open = this.windows.at(-1);
    if (open?.to === null) open.to = Math.max(frame, open.from);
  }

  /**
   * Resume Here: the audio after `ms` is dropped (to the sample) and recording goes on from
   * `frame`, so what is recorded next follows the audio at `ms`.
   */
  resumeAt(ms: number, frame: number): void {
    this.pause(frame);
    this.truncate(msToSamples(ms, this.sampleRate));
    this.resume(frame);
  }

  /**
   * Drops every sample from `length` on. Frames of earlier windows not delivered yet are
   * dropped with them: they would land after the cut.
   */
  truncate(length: number): void {
    this.windows = this.windows.filter((w) => w.to === null);
    if (length >= this.total) return;
    let kept = 0;
    const chunks: Int16Array[] = [];
    for (const chunk of this.chunks) {
      if (kept >= length) break;
      const take = Math.min(chunk.length, length - kept);
      chunks.push(take === chunk.length ? chunk : chunk.slice(0, take));
      kept += take;
    }
    this.chunks = chunks;
    this.total = Math.max(length, 0);
  }

  /** A block of the worklet's samples from `startFrame`: keeps the frames inside the windows. */
  push(startFrame: number, samples: Float32Array): void {
    const end = startFrame + samples.length;
    for (const window of this.windows) {
      const from = Math.max(startFrame, window.from);
      const to = Math.min(end, window.to ?? end);
      if (to > from) this.append(floatTo16Bit(samples.subarray(from - startFrame, to - startFrame)));
    }
    // A closed window this block has reached the end of gets no more frames.
    this.windows = this.windows.filter((w) => w.to === null || w.to > end);
  }

  /** Replaces the audio with stored samples (a recording restored after a reload), not recording. */
  load(samples: Int16Array): void {
    this.windows = [];
    this.chunks = samples.length > 0 ? [samples] : [];
    this.total = samples.length;
  }

  clear(): void {
    this.load(new Int16Array(0));
  }

  /** Samples [from, to) as one array (the whole recording by default). */
  samples(from = 0, to = this.total): Int16Array {
    const out = new Int16Array(Math.max(Math.min(to, this.total) - from, 0));
    let offset = 0;
    for (const chunk of this.chunks) {
      const start = Math.max(from - offset, 0);
      const stop = Math.min(to - offset, chunk.length);
      if (stop > start) out.set(chunk.subarray(start, stop), offset + start - from);
      offset += chunk.length;
      if (offset >= to) break;
    }
    return out;
  }

  private append(samples: Int16Array): void {
    this.chunks.push(samples);
    this.total += samples.length;
  }
}
