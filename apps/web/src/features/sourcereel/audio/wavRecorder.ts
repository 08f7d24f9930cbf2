import { encodeWav } from '@sa/domain';
import type { MicrophoneInput } from './microphone';
import { PcmChunkStore } from './pcmChunks';

/** A sample rate for a recorder with no microphone yet (a stored recording brings its own). */
const FALLBACK_SAMPLE_RATE = 48_000;

/**
 * Sourcereel's audio: the microphone's blocks kept in a PcmChunkStore, recording between the
 * page's Record/Resume and Pause on the audio clock, exported as a mono 16-bit WAV. It works
 * without a microphone for a recording restored from storage: that one can still be exported
 * (and uploaded), not continued.
 */
export class WavRecorder {
  private pcm = new PcmChunkStore(FALLBACK_SAMPLE_RATE);
  private microphone: MicrophoneInput | null = null;

  /** Where openMicrophone delivers its blocks. */
  readonly onBlock = (frame: number, samples: Float32Array): void => this.pcm.push(frame, samples);

  /** Connects the opened microphone; an empty recording takes on its sample rate. */
  attachMicrophone(microphone: MicrophoneInput): void {
    this.microphone = microphone;
    if (this.pcm.length === 0) this.pcm = new PcmChunkStore(microphone.sampleRate);
  }

  /** The microphone was closed (the page went): recording cannot go on. */
  dropMicrophone(): void {
    this.microphone = null;
  }

  /** A microphone to go on with, at the recording's own sample rate. */
  get canRecord(): boolean {
    return this.microphone !== null && this.microphone.sampleRate === this.pcm.sampleRate;
  }

  get sampleRate(): number {
    return this.pcm.sampleRate;
  }

  /** Samples recorded so far. */
  get length(): number {
    return this.pcm.length;
  }

  get durationMs(): number {
    return this.pcm.durationMs;
  }

  /** Starts a new recording now, dropping any audio kept. */
  async record(): Promise<void> {
    const microphone = this.needMicrophone();
    await microphone.start();
    this.pcm = new PcmChunkStore(microphone.sampleRate);
    this.pcm.resume(microphone.now());
  }

  /** Stops keeping audio now; resolves once the audio up to now has all arrived. */
  async pause(): Promise<void> {
    const microphone = this.needMicrophone();
    this.pcm.pause(microphone.now());
    await microphone.flush();
  }

  async resume(): Promise<void> {
    const microphone = this.needMicrophone();
    await microphone.start();
    this.pcm.resume(microphone.now());
  }

  /** Resume Here: drops the audio after `ms` (to the sample) and goes on recording from there. */
  async resumeAt(ms: number): Promise<void> {
    const microphone = this.needMicrophone();
    await microphone.start();
    this.pcm.resumeAt(ms, microphone.now());
  }

  /** Takes a stored recording's audio, not recording. */
  load(samples: Int16Array, sampleRate: number): void {
    this.pcm = new PcmChunkStore(sampleRate);
    this.pcm.load(samples);
  }

  reset(): void {
    this.pcm = new PcmChunkStore(this.microphone?.sampleRate ?? this.pcm.sampleRate);
  }

  samples(from?: number, to?: number): Int16Array {
    return this.pcm.samples(from, to);
  }

  /** The recording so far as a WAV file. */
  wav(): Blob {
    const bytes = encodeWav(this.pcm.samples(), this.pcm.sampleRate);
    // The bytes' own buffer when they fill it (they do): a copy of a long recording would double it.
    const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteLength === bytes.buffer.byteLength;
    return new Blob([whole ? bytes.buffer : bytes.slice().buffer], { type: 'audio/wav' });
  }

  private needMicrophone(): MicrophoneInput {
    if (!this.canRecord || !this.microphone) throw new Error('No microphone to record with');
    return this.microphone;
  }
}
