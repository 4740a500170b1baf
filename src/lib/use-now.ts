// The current time, refreshed every `everyMs`: what makes an ETA recompute and an ageing position turn old
// on screen even when no new position arrives.
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
