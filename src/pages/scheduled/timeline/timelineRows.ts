import { activityWindow, type TimeWindow } from '../../../../model/core/activityWindow';
import { stackLanes, type PlacedItem } from '../../../components/timeline/stackLanes';
import type { TimelineActivity, TimelineDay, TimelineGrouping } from '../timelineTypes';

/** The window's length when only one end is known and the row does not carry the services' minutes. */
export const fallbackServiceMinutes = 60;

/** An activity at its place on a row. */
export type PlacedActivity = PlacedItem<TimelineActivity>;

export interface TimelineRowData {
  /** `station:<id>`, `technician:<id>` or `unassigned`: what a drop onto the row means. */
  key: string;
  label: string;
  technicianId: number | null;
  bars: PlacedActivity[];
  lanes: number;
}

export const unassignedRowKey = 'unassigned';

export function windowOf(activity: TimelineActivity): TimeWindow | null {
  return activityWindow({ ...activity, service_minutes: activity.service_minutes ?? fallbackServiceMinutes });
}

const stack = (activities: { item: TimelineActivity; window: TimeWindow }[]) => stackLanes(activities, (a, b) => a.id - b.id);

/**
 * The timeline's rows: one per station, or one per technician with the unassigned
 * work first (what a planner still has to staff). Work with several technicians shows on each
 * of their rows. Activities without any time cannot be placed and stay in the list view.
 */
export function timelineRows(
  day: TimelineDay,
  activities: TimelineActivity[],
  grouping: TimelineGrouping,
  stationFilter: number | null,
): TimelineRowData[] {
  const placed = activities.flatMap((activity) => {
    const window = windowOf(activity);
    return window ? [{ item: activity, window }] : [];
  });
  if (grouping === 'station') {
    return day.stations
      .filter((station) => stationFilter === null || station.id === stationFilter)
      .map((station) => ({
        key: `station:${station.id}`,
        label: station.code,
        technicianId: null,
        ...stack(placed.filter((p) => p.item.station_id === station.id)),
      }));
  }
  const unassigned = {
    key: unassignedRowKey,
    label: '',
    technicianId: null,
    ...stack(placed.filter((p) => p.item.technician_ids.length === 0)),
  };
  const people = day.technicians.map((technician) => ({
    key: `technician:${technician.id}`,
    label: technician.name,
    technicianId: technician.id,
    ...stack(placed.filter((p) => p.item.technician_ids.includes(technician.id))),
  }));
  return [unassigned, ...people];
}

/** The latest end among the day's activities: how far the axis spills past midnight. */
export function latestEnd(activities: TimelineActivity[]): number | null {
  let latest: number | null = null;
  for (const activity of activities) {
    const end = windowOf(activity)?.end.getTime();
    if (end !== undefined && (latest === null || end > latest)) latest = end;
  }
  return latest;
}
