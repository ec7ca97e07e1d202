import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { deviceTimeZone, formatStationDateTime } from '../../components/date/stationTime';

/**
 * When a notification arrived, on the reader's clock (a notification belongs to no one station): the
 * configured date format, HH:mm and the zone's label.
 */
export function useReceivedAt(): (instant: string) => string {
  const [locale] = useLocaleState();
  return useCallback((instant) => formatStationDateTime(instant, deviceTimeZone(), locale), [locale]);
}

/** The first and last instant of a day on the reader's clock, for the "received from / until" filters. */
export const dayStart = (day: string | null) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
export const dayEnd = (day: string | null) =>
  day ? new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000 - 1).toISOString() : undefined;
/** The reader's day of an instant (the filters show days). */
export function dayOf(instant: unknown): string | null {
  if (typeof instant !== 'string' || !instant) return null;
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
