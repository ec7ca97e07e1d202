import type { PermissionName } from './permissions';

/**
 * Live events (docs/ARCHITECTURE.md): what the server streams on
 * `GET /api/events` and the browser's screens subscribe to. Written by the database function
 * `tarmac_publish` (migration 0005_live_events) in the transaction of the change it announces.
 */
export const liveTopics = [
  'activities',
  'notifications',
  'memos',
  'roster',
  'on_call',
  'de_icing',
  'parts',
  'resources',
  'flight_movements',
] as const;
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

/** `flight_movements`: movements of one region were received or resolved; null ids = many, refetch. */
export interface FlightMovementsChange {
  movement_ids: number[] | null;
}

/** The SSE event name of every live event (the topic travels in the data). */
export const liveEventName = 'live';

/**
 * Who reads each topic's data: the permissions any of which lets a user hear it (the readers of the
 * screens that subscribe to it), or every signed-in user for `notifications`, which only ever reach
 * their own user. Payloads carry ids only, but what changed where and when is itself the data of
 * the tab: a user without it must not learn it from the stream (docs/security.md "Live events").
 */
export const everySignedInUser = 'signed_in';

export const liveTopicReaders = {
  // The Scheduled tab (list, timeline, activity page, My work) and What's up with its status board,
  // which show the region's jobs of the day (server/modules/scheduled/routes.ts, home, status_view).
  activities: ['scheduled_tab', 'whatsupp_tab'],
  notifications: everySignedInUser,
  // What's up shows them and records their reading; Settings lists them and who acknowledged (resourceAccess.memos).
  memos: ['whatsupp_tab', 'settings_tab'],
  // GET /api/roster (server/modules/manpower/rosterRoutes.ts).
  roster: ['manpower_tab'],
  // onCallReaders (server/modules/on_call/access.ts).
  on_call: ['on_call_tab'],
  // Those who handle movements (the movements screen, What's up's movements to handle): planners and
  // supervisors. Others reading the screen see it as of when they open it; a technician's phone is
  // not sent every delay of the region.
  flight_movements: ['scheduled_write'],
  // deIcingReaders: treatments and fluid stock (server/modules/de_icing/access.ts).
  de_icing: ['de_icing_tab'],
  // partsReaders: stock, part requests, counts (server/modules/parts/access.ts). A job's own parts are
  // also read from the job's page, but the topic announces every station's stock of the region.
  parts: ['parts_tab'],
  // Bookings and the resources themselves (server/modules/resource_allocation/routes.ts).
  resources: ['resources_tab'],
} as const satisfies Record<LiveTopic, readonly PermissionName[] | typeof everySignedInUser>;

/**
 * Streams share one set per combination of topics (at most 2^9): a stream holds a reference, not a
 * copy, and the test per event is one Set lookup.
 */
const topicSets = new Map<number, ReadonlySet<LiveTopic>>();

/** The topics a user granted `permissions` may hear (always their notifications). */
export function audibleTopics(permissions: { has(name: string): boolean }): ReadonlySet<LiveTopic> {
  let mask = 0;
  liveTopics.forEach((topic, bit) => {
    const readers = liveTopicReaders[topic];
    if (readers === everySignedInUser || readers.some((name) => permissions.has(name))) mask |= 1 << bit;
  });
  let topics = topicSets.get(mask);
  if (!topics) {
    topics = new Set(liveTopics.filter((_, bit) => mask & (1 << bit)));
    topicSets.set(mask, topics);
  }
  return topics;
}

/** Who listens on a stream: its user, their regions, and the topics their permissions read. */
export interface LiveListener {
  userId: number;
  regionIds: readonly number[];
  topics: ReadonlySet<LiveTopic>;
}

/**
 * Who may hear an event: a listener whose permissions read its topic, and then its user, else the
 * members of its region, else everyone signed in.
 */
export function mayHear(event: Pick<LiveEvent, 'topic' | 'region_id' | 'user_id'>, listener: LiveListener): boolean {
  if (!listener.topics.has(event.topic)) return false;
  if (event.user_id !== null) return event.user_id === listener.userId;
  if (event.region_id !== null) return listener.regionIds.includes(event.region_id);
  return true;
}
