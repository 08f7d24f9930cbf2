import {
  firstInputAfter,
  type Input,
  type InputOf,
  type PlaybackData,
  type PlaybackStatus,
  REPLAY_POLL_MS,
  settingsAt,
  textAt,
} from '@sa/domain';

/**
 * Sourcecast's replay (fact sheet C, issue 22) apart from React and from the `<audio>` element, so
 * it can be tested with a fake clock: the audio is the clock, and the code follows it.
 *
 * Play makes the editor read-only, puts the workspace where the recording is at the audio's time
 * in one step (the text by `textAt`, the chapter, library and side tab by `settingsAt`), then every
 * 20 ms applies the inputs whose time has passed. Each (re)start bumps a revision, and a loop whose
 * revision is no longer current stops, so there is never more than one loop.
 */

/** The audio element as the player needs it (seconds, as HTMLMediaElement counts). */
export interface PlayerClock {
  currentTime(): number;
  setCurrentTime(seconds: number): void;
  play(): Promise<void>;
  pause(): void;
}

/** What the replay does to the workspace (see workspaceTarget.ts for the real one). */
export interface ReplayTarget {
  setReadOnly(readOnly: boolean): void;
  /** The whole workspace as the recording has it at a moment. */
  reset(state: ReplayPoint): void;
  /** One input that is not a forcePause (the player handles those itself). */
  apply(input: Input): void;
}

export interface ReplayPoint {
  editorValue: string;
  chapter: number;
  externalLibrary: string;
  /** The side tab last switched to by then; null: leave the viewer's tab. */
  sideTab: string | null;
  /** Where the author's cursor or selection was (the editor scrolls there); null: nothing typed yet. */
  place: InputOf<'cursorPositionChange'> | InputOf<'selectionRangeData'> | null;
}

/** Runs `callback` after `ms`; returns a canceller. */
export type Schedule = (callback: () => void, ms: number) => () => void;

export interface PlayerSnapshot {
  status: PlaybackStatus;
  /** Seconds; null until the audio's metadata says. */
  duration: number | null;
  /** Seconds. */
  currentTime: number;
  /** The last pause came from the recording (a forcePause): the author wants the viewer to try things. */
  pausedByRecording: boolean;
}

/** A media element may report a sought time a little off what was set. */
const SEEK_TOLERANCE_S = 0.05;

const INITIAL: PlayerSnapshot = {
  status: 'paused',
  duration: null,
  currentTime: 0,
  pausedByRecording: false,
};

export class SourcecastPlayer {
  private data: PlaybackData | null = null;
  private revision = 0;
  private next = 0;
  private cancelTick: (() => void) | null = null;
  /**
   * A time the workspace already shows for a seek made here (the slider, or the return to 0 at the
   * end, which keeps the final code): the audio's `seeked` for it has nothing left to do.
   */
  private handledSeekTo: number | null = null;
  private snapshot: PlayerSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly clock: PlayerClock,
    private readonly target: ReplayTarget,
    private readonly schedule: Schedule,
  ) {}

  // For React's useSyncExternalStore.
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  /** A recording was chosen: stop any replay and show its starting point, editor writable. */
  load(data: PlaybackData): void {
    this.stopLoop();
    this.data = data;
    this.handledSeekTo = null;
    this.target.setReadOnly(false);
    this.target.reset(pointAt(data, 0));
    this.set({ ...INITIAL });
  }

  /** Nothing loaded (the recording was deleted, or none was found). */
  unload(): void {
    this.stopLoop();
    this.data = null;
    this.target.setReadOnly(false);
    this.set({ ...INITIAL });
  }

  /** The audio's metadata arrived (or its duration changed). */
  setDuration(seconds: number): void {
    this.set({ duration: Number.isFinite(seconds) && seconds > 0 ? seconds : null });
  }

  canPlay(): boolean {
    return this.data !== null && this.snapshot.duration !== null;
  }

  play(): void {
    if (!this.canPlay() || this.snapshot.status === 'playing') return;
    this.clock.play().catch(() => this.pause());
    this.target.setReadOnly(true);
    this.set({ status: 'playing', pausedByRecording: false });
    this.applyFromStart();
  }

  /** Pause, and the end of a forced pause: the audio stops, the viewer may edit. */
  pause(byRecording = false): void {
    this.stopLoop();
    this.clock.pause();
    this.target.setReadOnly(false);
    this.set({ status: 'paused', currentTime: this.clock.currentTime(), pausedByRecording: byRecording });
  }

  toggle(): void {
    if (this.snapshot.status === 'playing') this.pause();
    else this.play();
  }

  /**
   * The slider moved: `fraction` of the duration (0 to 1). The workspace follows at once rather
   * than at the audio's `seeked`, so a loop still running meanwhile never plays the skipped inputs.
   */
  seek(fraction: number): void {
    const { duration } = this.snapshot;
    if (duration === null) return;
    const seconds = Math.min(Math.max(fraction, 0), 1) * duration;
    this.clock.setCurrentTime(seconds);
    this.showTime(seconds);
    this.handledSeekTo = seconds;
  }

  /** The audio's `seeked`: the workspace is replayed from the start to the new time. */
  seeked(): void {
    const now = this.clock.currentTime();
    const handled = this.handledSeekTo;
    this.handledSeekTo = null;
    if (handled !== null && Math.abs(now - handled) < SEEK_TOLERANCE_S) {
      this.set({ currentTime: now });
      return;
    }
    this.showTime(now);
  }

  /** The audio's `timeupdate`: only the displayed time. */
  timeUpdated(): void {
    this.set({ currentTime: this.clock.currentTime() });
  }

  /** The audio's `ended`: paused at 0, editor writable, the final code left for the viewer. */
  ended(): void {
    this.stopLoop();
    this.target.setReadOnly(false);
    this.clock.setCurrentTime(0);
    this.handledSeekTo = 0;
    this.set({ status: 'paused', currentTime: 0, pausedByRecording: false });
  }

  /** The page goes away. */
  dispose(): void {
    this.stopLoop();
    this.listeners.clear();
  }

  /** Playing: replay from the start to `seconds` and go on; paused: only show that moment's code. */
  private showTime(seconds: number): void {
    if (!this.data) return;
    if (this.snapshot.status === 'playing') this.applyFromStart();
    else {
      this.target.reset(pointAt(this.data, seconds * 1000));
      this.set({ currentTime: seconds });
    }
  }

  private applyFromStart(): void {
    const data = this.data;
    if (!data) return;
    this.stopLoop();
    const revision = this.revision;
    const nowMs = this.clock.currentTime() * 1000;
    this.target.reset(pointAt(data, nowMs));
    this.next = firstInputAfter(data.inputs, nowMs);
    this.set({ currentTime: nowMs / 1000 });
    this.tick(revision);
  }

  private tick(revision: number): void {
    const data = this.data;
    if (!data || revision !== this.revision || this.snapshot.status !== 'playing') return;
    const now = this.clock.currentTime();
    const nowMs = now * 1000;
    const { inputs } = data;
    while (this.next < inputs.length) {
      const input = inputs[this.next];
      if (!input || input.time > nowMs) break;
      this.next++;
      if (input.type === 'forcePause') {
        // The recording asks the viewer to stop and try: paused right there.
        this.set({ status: 'forcedPaused' });
        this.pause(true);
        return;
      }
      this.target.apply(input);
    }
    this.set({ currentTime: now });
    this.cancelTick = this.schedule(() => this.tick(revision), REPLAY_POLL_MS);
  }

  private stopLoop(): void {
    this.revision++;
    this.cancelTick?.();
    this.cancelTick = null;
  }

  private set(patch: Partial<PlayerSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const same = (Object.keys(next) as (keyof PlayerSnapshot)[]).every((k) => next[k] === this.snapshot[k]);
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** The workspace as the recording has it at `timeMs`. */
export function pointAt(data: PlaybackData, timeMs: number): ReplayPoint {
  const settings = settingsAt(data, timeMs);
  return {
    editorValue: textAt(data, timeMs),
    chapter: settings.chapter,
    externalLibrary: settings.externalLibrary,
    sideTab: settings.sideTab,
    place: authorPlaceAt(data.inputs, timeMs),
  };
}

/**
 * The author's cursor or selection at `timeMs`: the last one recorded, unless an edit came after
 * it, which leaves the cursor where Ace leaves it (after inserted text, at removed text's start).
 */
export function authorPlaceAt(inputs: readonly Input[], timeMs: number): ReplayPoint['place'] {
  for (let i = firstInputAfter(inputs, timeMs) - 1; i >= 0; i--) {
    const input = inputs[i];
    if (input?.type === 'cursorPositionChange' || input?.type === 'selectionRangeData') return input;
    if (input?.type === 'codeDelta') {
      const data = input.data.action === 'insert' ? input.data.end : input.data.start;
      return { time: input.time, type: 'cursorPositionChange', data };
    }
  }
  return null;
}
