import type { Wave } from './types';

/** How many terms of the Fourier series the square, triangle and sawtooth waves sum (the sheet's 5). */
export const FOURIER_TERMS = 5;

const TWO_PI = 2 * Math.PI;

/**
 * The wave as a sound of this duration plays it: silent from `duration` on, so a sound's wave
 * never leaks past its end when sounds are joined or layered.
 */
export function silentFrom(wave: Wave, duration: number): Wave {
  return function boundedWave(t: number): number {
    return t >= duration ? 0 : wave(t);
  };
}

export function silenceWave(_t: number): number {
  return 0;
}

/** White noise: a fresh uniform value in [-1, 1) at every call. */
export function noiseWave(_t: number): number {
  return Math.random() * 2 - 1;
}

export function sineWave(frequency: number): Wave {
  const omega = TWO_PI * frequency;
  return (t) => Math.sin(omega * t);
}

/** Odd harmonics 1, 3, 5, ... with amplitudes 1/k, scaled by 4/pi. */
export function squareWave(frequency: number): Wave {
  const omega = TWO_PI * frequency;
  return (t) => {
    let sum = 0;
    for (let n = 1; n <= FOURIER_TERMS; n += 1) {
      const k = 2 * n - 1;
      sum += Math.sin(k * omega * t) / k;
    }
    return (4 / Math.PI) * sum;
  };
}

/** Odd harmonics with alternating signs and amplitudes 1/k^2, scaled by 8/pi^2. */
export function triangleWave(frequency: number): Wave {
  const omega = TWO_PI * frequency;
  return (t) => {
    let sum = 0;
    for (let n = 0; n < FOURIER_TERMS; n += 1) {
      const k = 2 * n + 1;
      const sign = n % 2 === 0 ? 1 : -1;
      sum += (sign * Math.sin(k * omega * t)) / (k * k);
    }
    return (8 / (Math.PI * Math.PI)) * sum;
  };
}

/** 1/2 minus every harmonic k with amplitude 1/k, scaled by 1/pi (the sheet's sawtooth). */
export function sawtoothWave(frequency: number): Wave {
  const omega = TWO_PI * frequency;
  return (t) => {
    let sum = 0;
    for (let k = 1; k <= FOURIER_TERMS; k += 1) {
      sum += Math.sin(k * omega * t) / k;
    }
    return 0.5 - sum / Math.PI;
  };
}
