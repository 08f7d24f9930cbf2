import { encodeWav } from '../../audio/wav';
import { type ModuleOutput, SAMPLE_RATE } from '../../protocol';

export type SoundOutput = Extract<ModuleOutput, { kind: 'sound' }>;

/** One played sound on the page: its WAV file and the audio element that plays it. */
export interface SoundTrack {
  /** Unique on the page (a React key). */
  readonly id: number;
  readonly output: SoundOutput;
  /** A blob: address of the WAV file (for the player and the Download link). */
  readonly url: string;
  readonly audio: HTMLAudioElement;
  /** Length in seconds, from the sample count. */
  readonly duration: number;
  playing: boolean;
  /** The browser refused to start it without a click (autoplay policy). */
  blocked: boolean;
}

export function isSoundOutput(output: ModuleOutput): output is SoundOutput {
  return output.kind === 'sound';
}

/**
 * The page's sound playback, one per page rather than per view: a sound `play` started keeps
 * playing while the Sounds tab is closed or another tab is shown, and a `stop()` reaches it.
 * Each output is acted on once (an output is recognised by identity): a re-render or a view
 * mounted later never starts an old sound again.
 */
export class SoundEngine {
  private readonly tracks = new Map<SoundOutput, SoundTrack>();
  private readonly handled = new WeakSet<ModuleOutput>();
  private readonly listeners = new Set<() => void>();
  private lastId = 0;
  /** Goes up on every change of any track (for useSyncExternalStore). */
  version = 0;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  /** The track of an output, its WAV encoded the first time it is asked for. */
  track(output: SoundOutput): SoundTrack {
    const existing = this.tracks.get(output);
    if (existing) return existing;
    const wav = encodeWav(output.channels);
    const url = URL.createObjectURL(new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' }));
    const audio = new Audio(url);
    audio.preload = 'auto';
    this.lastId += 1;
    const track: SoundTrack = {
      id: this.lastId,
      output,
      url,
      audio,
      duration: (output.channels[0]?.length ?? 0) / SAMPLE_RATE,
      playing: false,
      blocked: false,
    };
    audio.addEventListener('ended', () => {
      track.playing = false;
      this.changed();
    });
    this.tracks.set(output, track);
    return track;
  }

  play(track: SoundTrack): void {
    track.playing = true;
    track.blocked = false;
    if (track.audio.ended) track.audio.currentTime = 0;
    const started = track.audio.play() as Promise<void> | undefined;
    // A browser that allows no sound before a click rejects the promise: the player then shows
    // Play again, with a hint, instead of pretending to play.
    started?.catch(() => {
      track.playing = false;
      track.blocked = true;
      this.changed();
    });
    this.changed();
  }

  pause(track: SoundTrack): void {
    track.audio.pause();
    track.playing = false;
    this.changed();
  }

  seek(track: SoundTrack, seconds: number): void {
    track.audio.currentTime = Math.min(Math.max(seconds, 0), track.duration);
    this.changed();
  }

  stopAll(): void {
    for (const track of this.tracks.values()) {
      if (!track.playing) continue;
      track.audio.pause();
      track.audio.currentTime = 0;
      track.playing = false;
    }
    this.changed();
  }

  /**
   * Acts on the outputs not seen before, in order: a `play` sound starts, a `stop()` stops
   * everything playing (so `play(a); stop(); play(b);` ends with b playing). Tracks of outputs
   * no longer listed (an earlier run's) stop and let their WAV go; `modules` says whose
   * outputs the list holds (a served tab lists one module's only).
   */
  receive(
    outputs: readonly ModuleOutput[],
    modules: readonly SoundOutput['module'][] = ['sound', 'stereo_sound'],
  ): void {
    const listed = new Set(outputs);
    for (const [output, track] of this.tracks) {
      if (listed.has(output) || !modules.includes(output.module)) continue;
      track.audio.pause();
      URL.revokeObjectURL(track.url);
      this.tracks.delete(output);
    }
    for (const output of outputs) {
      if (this.handled.has(output)) continue;
      this.handled.add(output);
      if (output.kind === 'stop') this.stopAll();
      else if (isSoundOutput(output) && output.autoplay) this.play(this.track(output));
    }
  }
}

/** The page's one engine. */
export const soundEngine = new SoundEngine();
