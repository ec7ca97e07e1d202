import { useCallback, useEffect, useRef, useState } from 'react';
import { changesDay } from '../../../model/modules/scheduled/liveChanges';
import { useLiveChange } from '../../live';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { fetchTimeline } from './scheduledApi';
import type { TimelineDay } from './timelineTypes';

/**
 * The day's timeline in one request; `refetch` resolves once the new day is shown, so a moved
 * bar can stay where it was dropped until its new place arrives. A live change of the day in
 * the active region (anyone's, live events) loads it again; the day on show stays meanwhile.
 */
export function useTimelineDay(date: string) {
  const [day, setDay] = useState<TimelineDay | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const latest = useRef(date);
  latest.current = date;

  const load = useCallback(async () => {
    try {
      const next = await fetchTimeline(date);
      if (latest.current === date) {
        setDay(next);
        setError(null);
      }
    } catch (failure) {
      if (latest.current === date) setError(failure as Error);
    }
  }, [date]);

  useEffect(() => {
    setDay(null);
    void load();
  }, [load]);

  const regionId = useCurrentUser()?.instance_id;
  useLiveChange(
    'activities',
    (event) => changesDay(event, regionId, date),
    () => void load(),
  );

  return { day: day?.date === date ? day : null, error, refetch: load };
}
