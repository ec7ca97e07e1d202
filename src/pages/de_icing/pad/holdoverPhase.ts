import type { HoldoverKind } from '../deIcingApi';

export type HoldoverPhase = 'within' | 'past_lower' | 'expired' | 'no_hot' | 'not_started';

export interface HoldoverClock {
  phase: HoldoverPhase;
  /** Whole minutes since the final step started. */
  elapsed: number;
  /** Minutes left to the bound that matters next (the lower one, then the upper one); null once expired or without a window. */
  remaining: number | null;
}

/**
 * Where a treatment stands in its holdover window at `now`: the clock starts at the final step's
 * start; a range turns amber past its lower bound (the moderate-precipitation time) and red past
 * its upper one; a single time has one bound. No window (CAUTION: no HOT guidelines, or a rule)
 * is said as such, never as a green clock.
 */
export function holdoverClock(
  now: number,
  startedAt: string | null,
  kind: HoldoverKind | null,
  min: number | null,
  max: number | null,
): HoldoverClock {
  if (!startedAt) return { phase: 'not_started', elapsed: 0, remaining: null };
  const elapsed = Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 60_000));
  const lower = min ?? max;
  const upper = max ?? min;
  if ((kind !== 'time' && kind !== 'range') || lower === null || upper === null) return { phase: 'no_hot', elapsed, remaining: null };
  if (elapsed < lower) return { phase: 'within', elapsed, remaining: lower - elapsed };
  if (elapsed < upper) return { phase: 'past_lower', elapsed, remaining: upper - elapsed };
  return { phase: 'expired', elapsed, remaining: null };
}

/** 95 → "1:35", as the HOT tables write times. */
export function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A window as the tables print it: "0:35–1:05", "6:00". */
export function windowText(kind: HoldoverKind | null, min: number | null, max: number | null): string | null {
  if (kind === 'range' && min !== null && max !== null) return `${hoursMinutes(min)}–${hoursMinutes(max)}`;
  if (kind === 'time' && (min ?? max) !== null) return hoursMinutes((min ?? max)!);
  return null;
}
