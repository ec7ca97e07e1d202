import { useLocaleState } from 'react-admin';
import { formatStationDateTime } from '../../../components/date/stationTime';

/**
 * A movement's (a count's, a request's) instant in its station's time with the zone's label, the day in
 * the settings' format: movements span stations and days, so each says its own day and zone.
 */
export function useMovedAt() {
  const [locale] = useLocaleState();
  return (instant: string | null | undefined, timeZone: string | null | undefined) => formatStationDateTime(instant, timeZone, locale);
}
