import { useWatch } from 'react-hook-form';
import { useDeIcingOptions } from './useDeIcingOptions';

/** The chosen station of a de-icing form and its time zone (UTC until one is chosen). */
export function useFormStation() {
  const stationId = useWatch({ name: 'station_id' }) as number | null;
  const { data } = useDeIcingOptions();
  const station = data?.stations.find((candidate) => candidate.id === stationId) ?? null;
  return { station, timeZone: station?.time_zone ?? 'UTC', options: data };
}
