import { useCallback, useMemo } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { isoDateFormat } from '../../../../model/dates';
import { bookableKinds, type BookableKind } from '../../../../model/modules/resource_allocation/enums';

/** How many days the timeline shows: a day, three days or a week. */
export const timelineRanges = [1, 3, 7] as const;
export type TimelineRange = (typeof timelineRanges)[number];

export interface TimelineParams {
  date: string;
  range: TimelineRange;
  stationId: number | null;
  kind: BookableKind | null;
  categoryId: number | null;
}

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The timeline's period and filters live in the address (URL-synced): a link or a
 * reload shows the same station, days, kind and category. Absent: today, one day, every kind.
 */
export function useTimelineParams(): [TimelineParams, (change: Partial<TimelineParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<TimelineParams>(() => {
    const date = search.get('date');
    const range = Number(search.get('range'));
    const kind = search.get('kind');
    return {
      date: date && dayjs(date, isoDateFormat, true).isValid() ? date : dayjs().format(isoDateFormat),
      range: timelineRanges.find((value) => value === range) ?? 1,
      stationId: positive(search.get('station')),
      kind: bookableKinds.find((value) => value === kind) ?? null,
      categoryId: positive(search.get('category')),
    };
  }, [search]);
  const update = useCallback(
    (change: Partial<TimelineParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (name: string, value: string | number | null | undefined) =>
            value === null || value === undefined ? next.delete(name) : next.set(name, String(value));
          if ('date' in change) set('date', change.date);
          if ('range' in change) set('range', change.range === 1 ? null : change.range);
          if ('stationId' in change) set('station', change.stationId);
          if ('kind' in change) set('kind', change.kind);
          if ('categoryId' in change) set('category', change.categoryId);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [params, update];
}
