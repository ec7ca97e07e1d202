import { useCallback, useState } from 'react';
import dayjs from 'dayjs';
import { calendarDateKey } from '../../model/storageKeys';
import { isoDateFormat, parseDateValue } from '../../model/dates';

/** The saved calendar date (localStorage, ISO), today when none is saved. */
export function readCalendarDate(): string {
  const saved = parseDateValue(localStorage.getItem(calendarDateKey), isoDateFormat);
  return (saved ?? dayjs()).format(isoDateFormat);
}

export function useCalendarDate(): [string, (next: string | null) => void] {
  const [date, setDate] = useState(readCalendarDate);
  const update = useCallback((next: string | null) => {
    if (next) localStorage.setItem(calendarDateKey, next);
    else localStorage.removeItem(calendarDateKey);
    setDate(readCalendarDate());
  }, []);
  return [date, update];
}
