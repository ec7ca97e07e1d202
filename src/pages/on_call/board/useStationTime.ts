import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatStationDateTime } from '../../../components/date/stationTime';

/**
 * An instant as the day and time at the airport of the work, with its zone's label and in the
 * settings' date format ("28 Nov 2026 02:55 CET"): a desk in Paris dispatching to Montreal reads
 * the time the crew and the customer go by, and sees whose clock it is.
 */
export function useStationTime() {
  const [locale] = useLocaleState();
  return useCallback((iso: string, timeZone: string) => formatStationDateTime(iso, timeZone, locale), [locale]);
}
