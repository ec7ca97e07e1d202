import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatStationDateTime } from './stationTime';

/**
 * An instant as the day and time at the station or airport of the work, with its zone's label and in
 * the settings' date format ("28 Nov 2026 02:55 CET"): a desk in Paris dispatching to Montreal, or
 * booking a truck there, reads the time the crew goes by and sees whose clock it is.
 */
export function useStationTime(): (iso: string, timeZone: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback((iso: string, timeZone: string | null | undefined) => formatStationDateTime(iso, timeZone, locale), [locale]);
}
