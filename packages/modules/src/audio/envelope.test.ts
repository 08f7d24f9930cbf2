import { describe, expect, it } from 'vitest';
import { adsrGain } from './envelope';

describe('adsrGain', () => {
  // 10 s: attack 0-2 s, decay 2-5 s down to 0.5, sustain to 9 s, release 9-10 s.
  const gain = adsrGain({ attackRatio: 0.2, decayRatio: 0.3, sustainLevel: 0.5, releaseRatio: 0.1 }, 10);

  it('rises linearly over the attack', () => {
    expect(gain(0)).toBe(0);
    expect(gain(1)).toBeCloseTo(0.5);
    expect(gain(1.999)).toBeCloseTo(1, 2);
  });

  it('falls to the sustain level over the decay, then holds it', () => {
    expect(gain(2)).toBeCloseTo(1);
    expect(gain(3.5)).toBeCloseTo(0.75);
    expect(gain(5)).toBeCloseTo(0.5);
    expect(gain(8.9)).toBeCloseTo(0.5);
  });

  it('falls from the sustain level to 0 over the release', () => {
    expect(gain(9)).toBeCloseTo(0.5);
    expect(gain(9.5)).toBeCloseTo(0.25);
    expect(gain(10)).toBeCloseTo(0);
    expect(gain(11)).toBe(0);
  });

  it('skips empty phases without dividing by zero', () => {
    const pluck = adsrGain({ attackRatio: 0, decayRatio: 0, sustainLevel: 1, releaseRatio: 0 }, 1);
    expect(pluck(0)).toBe(1);
    expect(pluck(0.999)).toBe(1);
    expect(pluck(1)).toBe(0);
  });
});
