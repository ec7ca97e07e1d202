import { localDayBounds, utcToLocal } from '../../../../model/modules/scheduled/localTime';

const hourMs = 3_600_000;
/** A turnaround that starts late may end after midnight; the axis shows that spill, at most this far. */
const maxSpillMs = 12 * hourMs;

/** The hour axis of one station-local day (23, 24 or 25 hours on DST days) plus the overnight spill. */
export interface DayAxis {
  /** First instant shown (local midnight), epoch ms. */
  start: number;
  /** Last instant shown, epoch ms: midnight, or later when an activity ends after it. */
  end: number;
  /** The next local midnight: where the spill begins. */
  dayEnd: number;
  timeZone: string;
  /** One tick per hour, labelled with the local hour (a DST day repeats or skips one). */
  ticks: { at: number; label: string }[];
}

export function dayAxis(localDate: string, timeZone: string, latestEnd: number | null): DayAxis {
  const bounds = localDayBounds(localDate, timeZone);
  const start = bounds.start.getTime();
  const dayEnd = bounds.end.getTime();
  const spill = latestEnd && latestEnd > dayEnd ? Math.min(Math.ceil((latestEnd - dayEnd) / hourMs) * hourMs, maxSpillMs) : 0;
  const end = dayEnd + spill;
  const ticks = [];
  for (let at = start; at < end; at += hourMs) ticks.push({ at, label: utcToLocal(new Date(at), timeZone).time.slice(0, 2) });
  return { start, end, dayEnd, timeZone, ticks };
}

/** Where a window sits on the axis, in percent of its length, clipped to it (null when outside). */
export function placeOnAxis(axis: DayAxis, window: { start: Date; end: Date }): { left: number; width: number } | null {
  const span = axis.end - axis.start;
  const from = Math.max(window.start.getTime(), axis.start);
  const to = Math.min(window.end.getTime(), axis.end);
  if (to < from || (to === from && window.end.getTime() !== window.start.getTime())) return null;
  return { left: ((from - axis.start) / span) * 100, width: ((to - from) / span) * 100 };
}

/** Minutes one pixel stands for on a track `trackWidth` pixels wide. */
export const minutesPerPixel = (axis: DayAxis, trackWidth: number) => (trackWidth > 0 ? (axis.end - axis.start) / 60_000 / trackWidth : 0);
