import type { Wave } from './types';

/**
 * The waves one after another, each starting where the previous one's duration ends. A long
 * melody is a list of hundreds of notes: rather than nesting one closure per note (and paying
 * that depth at each of the 44,100 samples a second) the start times go in an array searched
 * by bisection.
 */
export function consecutiveWave(waves: readonly Wave[], durations: readonly number[]): Wave {
  const starts = new Float64Array(waves.length);
  let total = 0;
  durations.forEach((duration, index) => {
    starts[index] = total;
    total += duration;
  });
  const last = waves.length - 1;
  return function joinedWave(t: number): number {
    if (last < 0 || t < 0 || t >= total) return 0;
    // The last index whose start is at or before t (zero-length sounds are passed over).
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= t) low = middle;
      else high = middle - 1;
    }
    return (waves[low] as Wave)(t - (starts[low] as number));
  };
}

/** The waves layered: their sum divided by how many there are. */
export function simultaneousWave(waves: readonly Wave[]): Wave {
  const count = waves.length;
  if (count === 0) return () => 0;
  return function layeredWave(t: number): number {
    let sum = 0;
    for (let index = 0; index < count; index += 1) sum += (waves[index] as Wave)(t);
    return sum / count;
  };
}
