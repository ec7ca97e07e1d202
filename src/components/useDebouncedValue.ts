import { useEffect, useState } from 'react';

/** What the caller spelled once they paused: the look-ups run per pause, not per keystroke. */
export const typingPauseMs = 400;

export function useDebouncedValue<T>(value: T, delayMs = typingPauseMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
