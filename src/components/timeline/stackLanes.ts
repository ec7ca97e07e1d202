import type { TimeWindow } from '../../../model/core/activityWindow';

export interface PlacedItem<T> {
  item: T;
  window: TimeWindow;
  /** Overlapping bars of one row stack in lanes so none hides another. */
  lane: number;
  /** When the next bar of its lane starts (epoch ms), null when none follows: the room its label has beside it. */
  nextStart: number | null;
}

/** Greedy lanes: each bar, by start then `order`, takes the first lane whose last bar has ended. */
export function stackLanes<T>(
  items: { item: T; window: TimeWindow }[],
  order: (a: T, b: T) => number,
): { bars: PlacedItem<T>[]; lanes: number } {
  const laneEnds: number[] = [];
  const laneLast: PlacedItem<T>[] = [];
  const sorted = [...items].sort((a, b) => a.window.start.getTime() - b.window.start.getTime() || order(a.item, b.item));
  const bars = sorted.map(({ item, window }) => {
    let lane = laneEnds.findIndex((end) => end <= window.start.getTime());
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = window.end.getTime();
    const bar: PlacedItem<T> = { item, window, lane, nextStart: null };
    if (laneLast[lane]) laneLast[lane].nextStart = window.start.getTime();
    laneLast[lane] = bar;
    return bar;
  });
  return { bars, lanes: Math.max(1, laneEnds.length) };
}
