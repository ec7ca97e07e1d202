import { useEffect, useState } from 'react';

/** The countdowns' tick: a holdover window is read in minutes, so every 15 s is plenty and cheap. */
export const holdoverTickMs = 15_000;

export function useNow(intervalMs = holdoverTickMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
