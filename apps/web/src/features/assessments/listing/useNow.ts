import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: an assessment that opens or closes while the
 * listing is on screen moves to its new section without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
