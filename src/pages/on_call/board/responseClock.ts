import { lateness, type LatenessFacts } from '../../../../model/modules/on_call/late';

/** Amber from this share of the customer's target on: the desk still has time to act. */
export const nearLateShare = 0.8;

export type ClockState = 'ok' | 'near' | 'late' | 'none';

export interface ResponseClock {
  elapsedMinutes: number;
  /** Minutes past the target when late. */
  lateByMinutes: number | null;
  /** Minutes left before the target otherwise (null without a target). */
  leftMinutes: number | null;
  state: ClockState;
  /** The crew is on site: the response is over and the clock stands still. */
  stopped: boolean;
}

/**
 * The board's clock between two refetches: the model's lateness (requested → on site, or → now)
 * re-read as the browser's clock ticks, with the near-late band the desk sees in amber.
 */
export function responseClock(request: LatenessFacts, targetMinutes: number | null, now: Date): ResponseClock {
  const { elapsed_minutes: elapsedMinutes, late } = lateness(request, targetMinutes ?? 0, now);
  const stopped = request.on_site_at !== null;
  if (targetMinutes === null) return { elapsedMinutes, lateByMinutes: null, leftMinutes: null, state: 'none', stopped };
  if (late) return { elapsedMinutes, lateByMinutes: elapsedMinutes - targetMinutes, leftMinutes: null, state: 'late', stopped };
  // On site in time: nothing is left to run out, the response simply met the target.
  if (stopped) return { elapsedMinutes, lateByMinutes: null, leftMinutes: null, state: 'ok', stopped };
  return {
    elapsedMinutes,
    lateByMinutes: null,
    leftMinutes: targetMinutes - elapsedMinutes,
    state: elapsedMinutes >= targetMinutes * nearLateShare ? 'near' : 'ok',
    stopped,
  };
}
