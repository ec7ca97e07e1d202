import { useLocaleState } from 'react-admin';
import { formatStationPeriod } from '../../components/date/stationTime';

/**
 * A session's start and end in its station's time, the zone said once ("02 Dec 2026 08:00–16:00 CET");
 * a session given elsewhere (no station) reads in UTC, as its completion days do (model/modules/training/sessionRules.ts).
 */
export function useSessionTimes() {
  const [locale] = useLocaleState();
  return (record: { starts_at?: string; ends_at?: string; time_zone?: string | null }) =>
    formatStationPeriod(record.starts_at, record.ends_at, record.time_zone, locale, true);
}
