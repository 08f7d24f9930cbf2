import type { Wave } from './types';

export interface AdsrShape {
  attackRatio: number;
  decayRatio: number;
  sustainLevel: number;
  releaseRatio: number;
}

/**
 * The gain an ADSR envelope gives at time t of a sound lasting `duration`: rises linearly from 0
 * to 1 over the attack, falls linearly to the sustain level over the decay, holds it, and in the
 * release falls linearly from the sustain level to 0 at the end. Ratios are fractions of the
 * duration; where phases overlap the earlier phase wins.
 */
export function adsrGain(shape: AdsrShape, duration: number): (t: number) => number {
  const attack = duration * shape.attackRatio;
  const decay = duration * shape.decayRatio;
  const release = duration * shape.releaseRatio;
  const sustain = shape.sustainLevel;
  const releaseStart = duration - release;
  return (t) => {
    if (t < attack) return t / attack;
    if (t < attack + decay) return sustain + (1 - sustain) * (1 - (t - attack) / decay);
    if (t < releaseStart) return sustain;
    const intoRelease = t - releaseStart;
    if (release <= 0 || intoRelease > release) return 0;
    return sustain * (1 - intoRelease / release);
  };
}

/** The wave with its amplitude shaped by the envelope. */
export function enveloped(wave: Wave, shape: AdsrShape, duration: number): Wave {
  const gain = adsrGain(shape, duration);
  return function envelopedWave(t: number): number {
    return gain(t) * wave(t);
  };
}
