import { useCallback, useState } from 'react';
import dayjs from 'dayjs';
import { calendarDateKey } from '../../model/storageKeys';
import { isoDateFormat, parseDateValue } from '../../model/dates';

/** The saved calendar date (localStorage, ISO), today when none is saved. */
export function readCalendarDate(): string {
  const saved = parseDateValue(localStorage.getItem(calendarDateKey), isoDateFormat);
  return (saved ?? dayjs()).format(isoDateFormat);
}

/**
 * The What's up calendar date: the saved one, else today. Emptied (the user cleared the date
 * input), it stays empty on screen while the saved date is gone, so screens fall back to today.
 */
export function useCalendarDate(): [string | null, (next: string | null) => void] {
  const [date, setDate] = useState<string | null>(readCalendarDate);
  const update = useCallback((next: string | null) => {
    if (next) localStorage.setItem(calendarDateKey, next);
    else localStorage.removeItem(calendarDateKey);
    setDate(next);
  }, []);
  return [date, update];
}
