import { MODULE_LIMITS, type ModuleOutput, type RecordingData, SAMPLE_RATE } from '../../protocol';

export type RecordOutput = Extract<ModuleOutput, { kind: 'record' }>;
type SoundModule = RecordOutput['module'];

/** The beeps that mark a recording's start and end (the reference sheet's numbers). */
export const BEEP = { frequency: 1200, seconds: 0.1 } as const;

/** One capture of the microphone under way. */
export interface Capture {
  /** Ends it; resolves with what was recorded, encoded as the browser encodes it. */
  stop(): Promise<Blob>;
}

/** What the recorder needs from the page (recorderDevices.ts; fakes in tests). */
export interface RecorderDevices {
  /** Asks for the microphone (getUserMedia); rejects if refused or missing. */
  openMicrophone(): Promise<MediaStream>;
  capture(stream: MediaStream): Capture;
  beep(frequency: number, seconds: number): void;
  /** The recording as mono samples at SAMPLE_RATE. */
  decode(recorded: Blob): Promise<Float32Array>;
  wait(ms: number): Promise<void>;
}

export interface RecorderOptions {
  devices: RecorderDevices;
  /** The samples go back to the module that asked (Execution.sendToModule). */
  deliver(module: SoundModule, data: RecordingData): void;
  /** A REPL error line: no microphone, a refusal, a failed recording. */
  report(text: string): void;
}

interface Recording {
  /** Ends the recording now (a 'record-stop', or the run that asked is gone). */
  stop(): void;
  stopped: boolean;
  /** Its run is gone: its samples would reach a new program's recording of the same id. */
  cancelled: boolean;
}

/**
 * Records from the microphone on behalf of `sound` and `stereo_sound`, whose code runs in a worker
 * without one. It acts on the module outputs as they arrive (each once, by identity): a
 * 'record-permission' opens the microphone, a 'record' waits its buffer, beeps, records until its
 * duration or its 'record-stop', beeps again and sends the samples back.
 */
export class MicrophoneRecorder {
  private readonly handled = new WeakSet<ModuleOutput>();
  private readonly recordings = new Map<RecordOutput, Recording>();
  private microphone: Promise<MediaStream> | null = null;

  constructor(private readonly options: RecorderOptions) {}

  receive(outputs: readonly ModuleOutput[]): void {
    const listed = new Set(outputs);
    for (const [output, recording] of this.recordings) {
      if (listed.has(output)) continue;
      recording.cancelled = true;
      recording.stop();
      this.recordings.delete(output);
    }
    for (const output of outputs) {
      if (this.handled.has(output)) continue;
      this.handled.add(output);
      if (output.kind === 'record-permission') void this.openMicrophone().catch(() => undefined);
      else if (output.kind === 'record') void this.record(output);
      else if (output.kind === 'record-stop') this.stopRecording(output.module, output.id);
    }
  }

  private openMicrophone(): Promise<MediaStream> {
    if (!this.microphone) {
      const opening = this.options.devices.openMicrophone();
      this.microphone = opening;
      opening.catch((error: unknown) => {
        // Asked again at the next init_record or record: the user may allow it then.
        if (this.microphone === opening) this.microphone = null;
        this.options.report(`Recording: the microphone is not available (${describe(error)})`);
      });
    }
    return this.microphone;
  }

  private stopRecording(module: SoundModule, id: number): void {
    for (const [output, recording] of this.recordings) {
      if (output.module === module && output.id === id) recording.stop();
    }
  }

  private async record(output: RecordOutput): Promise<void> {
    const { devices } = this.options;
    let wake: () => void = () => {};
    const stopped = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const recording: Recording = {
      stopped: false,
      cancelled: false,
      stop() {
        recording.stopped = true;
        wake();
      },
    };
    this.recordings.set(output, recording);
    let stream: MediaStream;
    try {
      stream = await this.openMicrophone();
    } catch {
      this.recordings.delete(output);
      return;
    }
    await devices.wait(output.bufferMs);
    if (recording.cancelled) return;
    devices.beep(BEEP.frequency, BEEP.seconds);
    // The beep is not part of the recording.
    await devices.wait(BEEP.seconds * 1000);
    if (recording.cancelled) return;
    try {
      const capture = devices.capture(stream);
      const limitMs = output.durationMs ?? MODULE_LIMITS.maxSoundSeconds * 1000;
      if (!recording.stopped) await Promise.race([stopped, devices.wait(limitMs)]);
      const recorded = await capture.stop();
      if (recording.cancelled) return;
      devices.beep(BEEP.frequency, BEEP.seconds);
      const decoded = await devices.decode(recorded);
      const samples =
        output.durationMs === null
          ? decoded
          : fitted(decoded, Math.round((output.durationMs / 1000) * SAMPLE_RATE));
      if (!recording.cancelled) this.options.deliver(output.module, { recording: output.id, samples });
    } catch (error) {
      this.options.report(`Recording: the recording failed (${describe(error)})`);
    } finally {
      this.recordings.delete(output);
    }
  }
}

/** Exactly `length` samples: a timed recording is as long as asked, whatever the encoder added. */
export function fitted(samples: Float32Array, length: number): Float32Array {
  if (samples.length === length) return samples;
  const exact = new Float32Array(length);
  exact.set(samples.subarray(0, length));
  return exact;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
