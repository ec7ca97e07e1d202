/**
 * Shared by the daily alert jobs of Notifications and Parts (parts comes before notifications in the
 * module order, so this lives here). The daily alerts grouped (docs/modules/notifications.md, "Daily alerts, one per station"): a job that finds
 * many due items raises one notification per station, type and day — "12 materials expiring at JFK" —
 * whose link opens the list filtered to them, instead of one line per item.
 */

/** The types raised per station, and the template each reads with (`<type>_station`, its count in the title). */
export const stationAlertKeys = {
  calibration_due: 'calibration_due_station',
  licence_expiring: 'licence_expiring_station',
  training_expiring: 'training_expiring_station',
  low_stock: 'low_stock_station',
  shelf_life_expiring: 'shelf_life_expiring_station',
} as const;
export type StationAlertType = keyof typeof stationAlertKeys;

/** Items of one station (null: items of no station, e.g. a technician with no home station). */
export interface StationGroup<Item> {
  stationId: number | null;
  station: string;
  items: Item[];
}

/** Items grouped per station, in the order each station first appears. */
export function groupByStation<Item extends { station_id: number | null; station: string }>(items: readonly Item[]): StationGroup<Item>[] {
  const groups = new Map<number | null, StationGroup<Item>>();
  for (const item of items) {
    const id = item.station_id === null ? null : Number(item.station_id);
    const group = groups.get(id) ?? { stationId: id, station: item.station, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/**
 * `shelf_life_expiring:station:4:2026-12-01`: one alert per user, station, type and `occasion` — the
 * region's day for the dated alerts, so a job running twice (or in two processes) raises one.
 */
export const stationAlertDedupeKey = (type: StationAlertType, stationId: number | null, occasion: string | number) =>
  `${type}:station:${stationId ?? 'none'}:${occasion}`;

/** The latest of some ISO days (the group's last due date: the filtered list's upper bound). */
export const latestDay = (days: readonly string[]) => days.reduce((latest, day) => (day > latest ? day : latest), days[0] ?? '');
/** The earliest of some ISO days (the first item due, named in the text). */
export const earliestDay = (days: readonly string[]) => days.reduce((first, day) => (day < first ? day : first), days[0] ?? '');

/** A list screen filtered the react-admin way (`?filter={...}` in the URL, read by the list). */
export const filteredListLink = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
