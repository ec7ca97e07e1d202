import { useQuery } from '@tanstack/react-query';
import { useLiveRefetch } from '../../../live';
import { fetchJobLots, fetchJobParts, type JobRef } from '../partsApi';

export const jobPartsKey = (job: JobRef) => ['parts', 'job', job] as const;

/** The parts fitted on a job, kept fresh when stock moves at its station (another device, a return). */
export function useJobParts(job: JobRef) {
  const parts = useQuery({ queryKey: jobPartsKey(job), queryFn: () => fetchJobParts(job) });
  useLiveRefetch('parts', [jobPartsKey(job), ['parts', 'station_lots']]);
  return parts;
}

/**
 * What the job's station holds that could be fitted: its lots in stock, expired ones included (shown
 * disabled with the reason). Asked of the job, so a technician on it needs no Parts tab.
 */
export function useStationLots(job: JobRef, stationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['parts', 'station_lots', stationId, job],
    queryFn: () => fetchJobLots(job),
    enabled: enabled && stationId !== null,
  });
}
