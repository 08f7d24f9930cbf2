import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: what depends on the clock (an assessment that
 * opens or closes, a maintenance period that starts) changes on screen without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
