import { httpClient } from '../../providers/httpClient';
import type { ActivityMove, TimelineDay } from './timelineTypes';

/** The planner's endpoints (docs/modules/scheduled.md) that ra-data-simple-rest does not cover. */
async function send<T>(method: string, url: string, body?: object): Promise<T> {
  return (await httpClient<T>(url, { method, body })).json;
}

/** `days` from `date` (the Week zoom asks for 7; the server answers at most that). */
export function fetchTimeline(date: string, stationId?: number | null, days = 1): Promise<TimelineDay> {
  const query = new URLSearchParams({ date });
  if (days !== 1) query.set('days', String(days));
  if (stationId) query.set('station_id', String(stationId));
  return send<TimelineDay>('GET', `/api/activities/timeline?${query}`);
}

export const planDay = (date: string, stationId?: number | null) =>
  send<{ created: number; existing: number }>('POST', '/api/activities/plan', stationId ? { date, station_id: stationId } : { date });

export const rescheduleActivity = (id: number, body: ActivityMove & { version: number; override_reason?: string }) =>
  send<{ version: number }>('POST', `/api/activities/${encodeURIComponent(String(id))}/reschedule`, body);
