/** How close to the customer's response target a request is: amber from this share of the target on. */
export const nearLateShare = 0.8;

export type ClockState = 'ok' | 'near' | 'late' | 'none';

export interface ResponseClock {
  elapsedMinutes: number;
  /** Minutes past the target when late, minutes left otherwise (null without a target). */
  lateByMinutes: number | null;
  leftMinutes: number | null;
  state: ClockState;
}

/**
 * The board's clock between two refetches: minutes since the call against the customer's target
 * for its priority, stopped when the technician is on site (the response is then known).
 */
export function responseClock(requestedAt: string, onSiteAt: string | null, targetMinutes: number | null, now: Date): ResponseClock {
  const end = onSiteAt ? new Date(onSiteAt) : now;
  const elapsedMinutes = Math.max(0, Math.floor((end.getTime() - new Date(requestedAt).getTime()) / 60_000));
  if (targetMinutes === null) return { elapsedMinutes, lateByMinutes: null, leftMinutes: null, state: 'none' };
  if (elapsedMinutes > targetMinutes) return { elapsedMinutes, lateByMinutes: elapsedMinutes - targetMinutes, leftMinutes: null, state: 'late' };
  return { elapsedMinutes, lateByMinutes: null, leftMinutes: targetMinutes - elapsedMinutes, state: elapsedMinutes >= targetMinutes * nearLateShare ? 'near' : 'ok' };
}

/** 75 → "1 h 15", 12 → "12 min": short enough for a board cell, the same in every language's digits. */
export function minutesParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
