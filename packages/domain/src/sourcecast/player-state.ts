/** Sourcecast's player: its statuses (fact sheet C) and the clock beside its seek slider. */

/** `forcedPaused`: a `forcePause` input was reached; the player pauses itself on the next tick. */
export type PlaybackStatus = 'paused' | 'playing' | 'forcedPaused';

/** The play button's text: Pause while playing, Play otherwise. */
export function playButtonLabel(status: PlaybackStatus): 'Play' | 'Pause' {
  return status === 'playing' ? 'Pause' : 'Play';
}

/** Whole seconds as mm:ss (minutes grow past 59 rather than adding hours); 00:00 for nonsense. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
