import { describe, expect, it } from 'vitest';
import { formatClock, playButtonLabel } from './player-state';

describe('formatClock', () => {
  it('shows whole minutes and seconds, two digits each', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5.99)).toBe('00:05');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(3599)).toBe('59:59');
  });
  it('keeps counting minutes past an hour', () => {
    expect(formatClock(3725)).toBe('62:05');
  });
  it('shows 00:00 for an unknown or negative time (an audio element before its metadata)', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatClock(-4)).toBe('00:00');
  });
});

describe('playButtonLabel', () => {
  it('shows Pause only while playing', () => {
    expect(playButtonLabel('playing')).toBe('Pause');
    expect(playButtonLabel('paused')).toBe('Play');
    expect(playButtonLabel('forcedPaused')).toBe('Play');
  });
});
