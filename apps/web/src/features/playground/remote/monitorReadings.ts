import type { PeripheralReading } from '@sa/domain';

/** A reading older than this is no longer shown: the peripheral was unplugged or the device stopped. */
export const MONITOR_STALE_MS = 3_000;

export interface TimedReading {
  reading: PeripheralReading;
  /** When it arrived (ms since the epoch). */
  at: number;
}

const keyOf = (reading: PeripheralReading) => `${reading.kind}:${reading.port}`;

/** The readings with `reading` replacing the last one of its port, stale ones dropped, in port order. */
export function withReading(
  readings: readonly TimedReading[],
  reading: PeripheralReading,
  now: number,
): TimedReading[] {
  const key = keyOf(reading);
  return [...freshReadings(readings, now).filter((r) => keyOf(r.reading) !== key), { reading, at: now }].sort(
    (a, b) => keyOf(a.reading).localeCompare(keyOf(b.reading)),
  );
}

/** The readings younger than MONITOR_STALE_MS. */
export function freshReadings(readings: readonly TimedReading[], now: number): TimedReading[] {
  return readings.filter((r) => now - r.at <= MONITOR_STALE_MS);
}
