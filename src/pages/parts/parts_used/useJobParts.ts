import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../live';
import { fetchJobParts, fetchStock, type JobRef } from '../partsApi';

export const jobPartsKey = (job: JobRef) => ['parts', 'job', job] as const;

/** The parts fitted on a job, kept fresh when stock moves at its station (another device, a return). */
export function useJobParts(job: JobRef) {
  const parts = useQuery({ queryKey: jobPartsKey(job), queryFn: () => fetchJobParts(job) });
  useLiveRefetch('parts', [jobPartsKey(job), ['parts', 'station_lots']]);
  return parts;
}

/** What the station holds that could be fitted: its lots in stock, expired ones included (shown disabled with the reason). */
export function useStationLots(stationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['parts', 'station_lots', stationId],
    queryFn: () => fetchStock({ station_id: stationId, in_stock: true }),
    enabled: enabled && stationId !== null,
  });
}
