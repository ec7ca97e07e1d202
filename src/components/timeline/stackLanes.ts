import type { TimeWindow } from '../../../model/core/activityWindow';

export interface PlacedItem<T> {
  item: T;
  window: TimeWindow;
  /** Overlapping bars of one row stack in lanes so none hides another. */
  lane: number;
}

/** Greedy lanes: each bar, by start then `order`, takes the first lane whose last bar has ended. */
export function stackLanes<T>(
  items: { item: T; window: TimeWindow }[],
  order: (a: T, b: T) => number,
): { bars: PlacedItem<T>[]; lanes: number } {
  const laneEnds: number[] = [];
  const sorted = [...items].sort((a, b) => a.window.start.getTime() - b.window.start.getTime() || order(a.item, b.item));
  const bars = sorted.map(({ item, window }) => {
    let lane = laneEnds.findIndex((end) => end <= window.start.getTime());
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = window.end.getTime();
    return { item, window, lane };
  });
  return { bars, lanes: Math.max(1, laneEnds.length) };
}
