import { useStore } from 'react-admin';

/** How much time a timeline puts in view: a few hours, a day, a week (docs/modules/scheduled.md, Timeline). */
export const timelineZooms = ['hours', 'day', 'week'] as const;
export type TimelineZoom = (typeof timelineZooms)[number];

/**
 * The hours each zoom fits into the visible track, and the fewest pixels it gives an hour: on a
 * phone the track then scrolls sideways instead of squeezing a day into 250 px.
 */
const zoomScales: Record<TimelineZoom, { hours: number; minHourWidth: number }> = {
  hours: { hours: 6, minHourWidth: 64 },
  day: { hours: 24, minHourWidth: 28 },
  week: { hours: 7 * 24, minHourWidth: 6 },
};
/** Labelled ticks stand at least this far apart (px): "07-01" at 12 px needs about 36. */
const minTickSpacing = 44;
const tickSteps = [1, 2, 3, 6, 12, 24];
/** From this many pixels an hour the ticks say their minutes too ("07:00"). */
const minutesFrom = 64;

export interface ZoomScale {
  hourWidth: number;
  /** Hours between two labelled ticks. */
  tickHours: number;
  withMinutes: boolean;
}

/**
 * Pixels per hour for a zoom on a view `viewWidth` pixels wide: the zoom's hours fill the view, or
 * the whole axis when it is shorter (a one-day axis at "week" shows its day). Ticks as close as
 * their labels allow.
 */
export function zoomScale(zoom: TimelineZoom, axisHours: number, viewWidth: number): ZoomScale {
  const { hours, minHourWidth } = zoomScales[zoom];
  const hourWidth = Math.max(minHourWidth, viewWidth / Math.min(hours, axisHours));
  const tickHours = tickSteps.find((step) => step * hourWidth >= minTickSpacing) ?? 24;
  return { hourWidth, tickHours, withMinutes: hourWidth >= minutesFrom };
}

/**
 * The zoom of one timeline, remembered in the browser's store like its other view preferences;
 * `offered` are the zooms that timeline has (a stored one it lacks falls back to the day).
 */
export function useTimelineZoom(
  storeKey: string,
  offered: readonly TimelineZoom[] = timelineZooms,
): [TimelineZoom, (zoom: TimelineZoom) => void] {
  const [stored, setZoom] = useStore<TimelineZoom>(storeKey, 'day');
  return [offered.includes(stored) ? stored : 'day', setZoom];
}
