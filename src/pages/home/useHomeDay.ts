import { useQuery } from '@tanstack/react-query';
import type { ActivityDayChange, LiveEvent } from '../../../model/live';
import { useLiveRefetch } from '../../live';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { fetchHomeDay, homeDayKey } from './homeDayApi';

/** Late turns on when an STD passes with nobody touching anything: the page reads itself again every minute. */
export const homeDayRefreshMs = 60_000;

/** Whether a change of activities concerns the day on show: its region, its station-local date. */
export function concernsDay(event: LiveEvent, day: { region_id: number | null; date: string } | undefined): boolean {
  const change = event.data as Partial<ActivityDayChange>;
  return !!day && event.region_id === day.region_id && change.local_date === day.date;
}

/**
 * The day's summary (docs/modules/home.md), kept current: activities of its region and day, the caller's
 * notifications and the memos refetch it as they change (live events), and so does every minute.
 */
export function useHomeDay(date: string | null) {
  const regionId = useCurrentUser()?.instance_id;
  const key = homeDayKey(regionId, date);
  const query = useQuery({ queryKey: key, queryFn: () => fetchHomeDay(date), refetchInterval: homeDayRefreshMs, retry: 1 });
  useLiveRefetch('activities', (event) => (concernsDay(event, query.data) ? [key] : null));
  // The stream only carries the caller's own notifications and their regions' memos.
  useLiveRefetch('notifications', [key]);
  useLiveRefetch('memos', [key]);
  // Movements to handle: heard by those who handle them (model/live.ts).
  useLiveRefetch('flight_movements', [key]);
  return { ...query, key };
}
