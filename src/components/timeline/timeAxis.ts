import { localDayBounds, utcToLocal } from '../../../model/core/localTime';
import { addCalendarDays } from '../../../model/dates';

const hourMs = 3_600_000;
/** A turnaround that starts late may end after midnight; the axis shows that spill, at most this far. */
const maxSpillMs = 12 * hourMs;

/** The hour axis of one or more station-local days (23, 24 or 25 hours on DST days) plus the overnight spill. */
export interface TimeAxis {
  /** First instant shown (local midnight), epoch ms. */
  start: number;
  /** Last instant shown, epoch ms: midnight, or later when an item ends after it. */
  end: number;
  /** The local midnight after the last day: where the spill begins. */
  dayEnd: number;
  timeZone: string;
  /**
   * One tick every `tickHours`, labelled with the local hour, or the local date at a midnight of a
   * multi-day axis (`dayStart`: where the grid draws a day separator).
   */
  ticks: { at: number; label: string; dayStart?: boolean }[];
}

export interface TimeAxisOptions {
  /** Days shown from `localDate` (the Resources timeline shows 1, 3 or 7; Scheduled 1, or 7 at its Week zoom). */
  days?: number;
  /** Hours between two labelled ticks: a week cannot name every hour. */
  tickHours?: number;
}

export function timeAxis(
  localDate: string,
  timeZone: string,
  latestEnd: number | null,
  { days = 1, tickHours = 1 }: TimeAxisOptions = {},
): TimeAxis {
  const start = localDayBounds(localDate, timeZone).start.getTime();
  const dayEnd = localDayBounds(addCalendarDays(localDate, days - 1), timeZone).end.getTime();
  const spill = latestEnd && latestEnd > dayEnd ? Math.min(Math.ceil((latestEnd - dayEnd) / hourMs) * hourMs, maxSpillMs) : 0;
  const end = dayEnd + spill;
  const axis: TimeAxis = { start, end, dayEnd, timeZone, ticks: [] };
  return { ...axis, ticks: axisTicks(axis, tickHours) };
}

/** The local midnights on the axis, its first included: where each day (and the spill) begins. */
export function dayStarts(axis: Pick<TimeAxis, 'start' | 'end' | 'timeZone'>): number[] {
  const starts = [];
  let date = utcToLocal(new Date(axis.start), axis.timeZone).date;
  for (let at = axis.start; at < axis.end; at = localDayBounds(date, axis.timeZone).start.getTime()) {
    starts.push(at);
    date = addCalendarDays(date, 1);
  }
  return starts;
}

/**
 * A labelled tick every `tickHours` from each local midnight (so a 23- or 25-hour DST day still starts
 * the next one on its midnight): the local hour ("07"), with its minutes ("07:00") when `withMinutes`
 * (a zoom wide enough to say them), or the local date at a midnight of a multi-day axis.
 */
export function axisTicks(axis: TimeAxis, tickHours: number, withMinutes = false): TimeAxis['ticks'] {
  const multiDay = axis.dayEnd - axis.start > 25 * hourMs;
  const days = dayStarts(axis);
  const ticks: TimeAxis['ticks'] = [];
  days.forEach((from, index) => {
    const until = days[index + 1] ?? axis.end;
    for (let at = from; at < until; at += tickHours * hourMs) {
      const local = utcToLocal(new Date(at), axis.timeZone);
      const dayStart = multiDay && at === from;
      const label = dayStart ? local.date.slice(5) : withMinutes ? local.time : local.time.slice(0, 2);
      ticks.push(dayStart ? { at, label, dayStart } : { at, label });
    }
  });
  return ticks;
}

/** The axis's length in hours. */
export const axisHours = (axis: TimeAxis) => (axis.end - axis.start) / hourMs;

/** The track's width in pixels for `hourWidth` pixels per hour (rounded down: a track that fits its view must not scroll by a pixel). */
export const trackWidthOf = (axis: TimeAxis, hourWidth: number) => Math.floor(axisHours(axis) * hourWidth);

/** Free track after a bar, in percent: up to the next bar in its lane (`nextStart`) or the axis's end. Where its label may go. */
export function roomAfter(axis: TimeAxis, window: { end: Date }, nextStart: number | null): number {
  const until = Math.min(nextStart ?? axis.end, axis.end);
  return Math.max(0, ((until - window.end.getTime()) / (axis.end - axis.start)) * 100);
}

/** Where a window sits on the axis, in percent of its length, clipped to it (null when outside). */
export function placeOnAxis(axis: TimeAxis, window: { start: Date; end: Date }): { left: number; width: number } | null {
  const span = axis.end - axis.start;
  const from = Math.max(window.start.getTime(), axis.start);
  const to = Math.min(window.end.getTime(), axis.end);
  if (to < from || (to === from && window.end.getTime() !== window.start.getTime())) return null;
  return { left: ((from - axis.start) / span) * 100, width: ((to - from) / span) * 100 };
}

/** Minutes one pixel stands for on a track `trackWidth` pixels wide. */
export const minutesPerPixel = (axis: TimeAxis, trackWidth: number) => (trackWidth > 0 ? (axis.end - axis.start) / 60_000 / trackWidth : 0);

/** Minutes a horizontal drag of `dx` pixels moves an item, rounded to `snap` minutes. */
export const draggedMinutes = (axis: TimeAxis, dx: number, trackWidth: number, snap: number) =>
  Math.round((dx * minutesPerPixel(axis, trackWidth)) / snap) * snap;
