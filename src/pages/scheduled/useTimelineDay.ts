import { useCallback, useEffect, useRef, useState } from 'react';
import { addCalendarDays } from '../../../model/dates';
import { changesDays } from '../../../model/modules/scheduled/liveChanges';
import { useLiveChange } from '../../live';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { fetchTimeline } from './scheduledApi';
import type { TimelineDay } from './timelineTypes';

/**
 * The timeline's `days` from `date` (one, or the Week zoom's seven) in one request; `refetch`
 * resolves once the new days are shown, so a moved bar can stay where it was dropped until its new
 * place arrives. A live change of any of those days in the active region (anyone's, live events)
 * loads them again; the days on show stay meanwhile.
 */
export function useTimelineDay(date: string, days = 1) {
  const period = `${date}/${days}`;
  const [shown, setShown] = useState<{ period: string; day: TimelineDay } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const latest = useRef(period);
  latest.current = period;

  const load = useCallback(async () => {
    const asked = `${date}/${days}`;
    try {
      const next = await fetchTimeline(date, null, days);
      if (latest.current === asked) {
        setShown({ period: asked, day: next });
        setError(null);
      }
    } catch (failure) {
      if (latest.current === asked) setError(failure as Error);
    }
  }, [date, days]);

  useEffect(() => {
    setShown(null);
    void load();
  }, [load]);

  const regionId = useCurrentUser()?.instance_id;
  const last = addCalendarDays(date, days - 1);
  useLiveChange(
    'activities',
    (event) => changesDays(event, regionId, date, last),
    () => void load(),
  );

  // Another period's answer never stands for this one (a day is not its week).
  return { day: shown?.period === period ? shown.day : null, error, refetch: load };
}
