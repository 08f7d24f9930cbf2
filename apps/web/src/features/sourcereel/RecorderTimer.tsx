import { formatClock, RECORDER_TICK_MS } from '@sa/domain';
import { useEffect, useState } from 'react';

/**
 * The recording's time, mm:ss, renewed every 100 ms while recording (spec 2 section 9); paused
 * time does not count.
 */
export function RecorderTimer({ elapsedMs, running }: { elapsedMs: () => number; running: boolean }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), RECORDER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return (
    <output aria-label="Recording time" aria-live="off">
      {formatClock(elapsedMs() / 1000)}
    </output>
  );
}
