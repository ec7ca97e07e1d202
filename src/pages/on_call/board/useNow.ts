import { useEffect, useState } from 'react';

/** The board's clock tick: every 30 s is enough for minutes against a target. */
export const boardTickMs = 30_000;

/** The time now, re-read every `everyMs`. */
export function useNow(everyMs = boardTickMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
