import { useQuery } from '@tanstack/react-query';
import type { ActivityDayChange, LiveEvent } from '../../../model/live';
import type { StatusView } from '../../../model/modules/status_view/board';
import { useLiveRefetch } from '../../live';
import { fetchStatusView, statusViewKey } from './statusViewApi';

/** "Late" turns on when an STD passes, with nobody touching anything: the board reads itself again every minute. */
export const boardRefreshMs = 60_000;

/** Whether a change of activities concerns the board on show: its region, its station-local day. */
export function concernsBoard(event: LiveEvent, board: Pick<StatusView, 'region_id' | 'date'> | undefined): boolean {
  const day = event.data as Partial<ActivityDayChange>;
  return !!board && event.region_id === board.region_id && day.local_date === board.date;
}

/**
 * The board of `date` (null: today on the region's clock), kept current without user input: a
 * live `activities` event of its region and day refetches it (several in a burst make one
 * refetch), and so does every minute.
 */
export function useStatusView(date: string | null) {
  const key = statusViewKey(date);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchStatusView(date),
    refetchInterval: boardRefreshMs,
    refetchIntervalInBackground: true,
    retry: 1,
  });
  useLiveRefetch('activities', (event) => (concernsBoard(event, query.data) ? [key] : null));
  return query;
}
