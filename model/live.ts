/**
 * Live events (design.md "Operational modules", issue 13): what the server streams on
 * `GET /api/events` and the browser's screens subscribe to. Written by the database function
 * `tarmac_publish` (migration 0005_live_events) in the transaction of the change it announces.
 */
export const liveTopics = ['activities', 'notifications', 'memos', 'roster', 'on_call', 'de_icing', 'parts', 'resources'] as const;
export type LiveTopic = (typeof liveTopics)[number];

export interface LiveEvent<Data = Record<string, unknown>> {
  /** Increasing; the SSE `id:`, sent back as Last-Event-ID to resume. */
  id: number;
  topic: LiveTopic;
  /** Set: only members of this region hear it. */
  region_id: number | null;
  /** Set: only this user hears it (region_id is then ignored). Both empty: every signed-in user. */
  user_id: number | null;
  data: Data;
}

/** `activities`: one region's station-local day changed (jobs, crews, services, resources, releases). */
export interface ActivityDayChange {
  local_date: string;
  station_ids: number[];
  /** The jobs that changed; null when a statement touched more than 50 (refetch the day). */
  activity_ids: number[] | null;
}

/** `roster`: one region's roster changed on these station-local days (another supervisor saved). */
export interface RosterChange {
  station_ids: number[];
  dates: string[];
}

/** `on_call`: requests of one region changed (status, crew, expenses …); null ids = many, refetch. */
export interface OnCallChange {
  request_ids: number[] | null;
}

/** `de_icing`: treatments or fluid stock of these stations changed. */
export interface DeIcingChange {
  what: 'treatments' | 'stock';
  station_ids: number[];
}

/** `parts`: stock, part requests or counts of these stations changed. */
export interface PartsChange {
  what: 'stock' | 'part_requests' | 'counts';
  station_ids: number[];
}

/** `resources`: bookings of these stations, or their resources themselves (status, calibration), changed. */
export interface ResourcesChange {
  what: 'bookings' | 'resources';
  station_ids: number[];
}

/** The SSE event name of every live event (the topic travels in the data). */
export const liveEventName = 'live';

/** Who may hear an event: its user, else the members of its region, else everyone signed in. */
export function mayHear(event: Pick<LiveEvent, 'region_id' | 'user_id'>, listener: { userId: number; regionIds: readonly number[] }): boolean {
  if (event.user_id !== null) return event.user_id === listener.userId;
  if (event.region_id !== null) return listener.regionIds.includes(event.region_id);
  return true;
}
