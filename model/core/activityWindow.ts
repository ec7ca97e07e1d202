/** The times an activity carries, as instants (or ISO strings) or empty. */
export interface ActivityTimes {
  sta_at: Date | string | null;
  std_at: Date | string | null;
  eta_at?: Date | string | null;
  etd_at?: Date | string | null;
  ata_at?: Date | string | null;
  atd_at?: Date | string | null;
  /** The services' standard minutes, together: the window's length when only one end is known. */
  service_minutes: number;
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

const minuteMs = 60_000;
const instant = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value));

/**
 * When the aircraft is on the stand, by the best times known: actual, else estimated, else
 * scheduled (a delay moves the window). With one end only, the services' minutes give
 * the other. Null when the activity carries no time at all.
 */
export function activityWindow(a: ActivityTimes): TimeWindow | null {
  const knownStart = instant(a.ata_at) ?? instant(a.eta_at) ?? instant(a.sta_at);
  const knownEnd = instant(a.atd_at) ?? instant(a.etd_at) ?? instant(a.std_at);
  if (!knownStart && !knownEnd) return null;
  const start = knownStart ?? new Date(knownEnd!.getTime() - a.service_minutes * minuteMs);
  const end = knownEnd ?? new Date(knownStart!.getTime() + a.service_minutes * minuteMs);
  return { start, end };
}

/**
 * Whether one person can do both: the windows, each widened by the travel between the two
 * stations, overlap. Windows that only touch (one ends as the other starts, same station) do not.
 */
export function windowsOverlap(a: TimeWindow, b: TimeWindow, travelMinutes: number): boolean {
  const travel = travelMinutes * minuteMs;
  return a.start.getTime() < b.end.getTime() + travel && b.start.getTime() < a.end.getTime() + travel;
}
