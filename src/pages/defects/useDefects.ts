import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityDayChange, LiveEvent, OnCallChange } from '../../../model/live';
import { useLiveRefetch } from '../../live';
import { fetchDefects, type DefectJobRef } from './defectsApi';

export const defectsKey = (job: DefectJobRef) => ['defects', 'job', job] as const;

/** The event names this job, or names none (a statement touched too many to list). */
function concernsJob(job: DefectJobRef, event: LiveEvent): boolean {
  if ('activity_id' in job) {
    const ids = (event.data as unknown as ActivityDayChange).activity_ids;
    return ids === null || ids.includes(job.activity_id);
  }
  const ids = (event.data as unknown as OnCallChange).request_ids;
  return ids === null || ids.includes(job.on_call_request_id);
}

/** A refusal (403, 404) stays one however often it is asked: say so at once; a lost connection or a 5xx is tried again. */
const retryUnlessRefused = (failures: number, error: Error) => {
  const status = (error as Error & { status?: number }).status ?? 0;
  return !(status >= 400 && status < 500) && failures < 3;
};

/**
 * The job's defects, kept fresh: a defect written anywhere announces its job (an activity on the
 * `activities` topic by the defects table's trigger, a request on `on_call`, server/modules/defects/writes.ts).
 */
export function useDefects(job: DefectJobRef) {
  const defects = useQuery({ queryKey: defectsKey(job), queryFn: () => fetchDefects(job), retry: retryUnlessRefused });
  useLiveRefetch('activity_id' in job ? 'activities' : 'on_call', (event) => (concernsJob(job, event) ? [defectsKey(job)] : null));
  return defects;
}

/**
 * A number that changes each time the job's defects change after they were first read (a defect
 * recorded, rectified, deferred or photographed), 0 before. A defect does not change its job's
 * version, so what depends on the defects (the release's "no open defect" verdict) adds this to
 * its dependencies; the first read itself changes nothing, so a page does not ask twice on load.
 */
export function useDefectsRevision(job: DefectJobRef): number {
  const { data } = useDefects(job);
  const signature = data ? data.map((defect) => `${defect.id}:${defect.version}:${defect.state}`).join(',') : null;
  const [seen, setSeen] = useState<{ signature: string | null; revision: number }>({ signature: null, revision: 0 });
  // Adjusted while rendering (React's pattern for state derived from a changing value): no extra effect pass.
  if (signature !== null && signature !== seen.signature) {
    setSeen({ signature, revision: seen.signature === null ? 0 : seen.revision + 1 });
  }
  return seen.revision;
}

/**
 * Reads the job's defects ahead, before the panel shows (a My work job not started yet), so they are on the phone
 * (and in the service worker's cache) should the network go before the job starts.
 */
export function usePrefetchDefects(job: DefectJobRef) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(job);
  useEffect(() => {
    const parsed = JSON.parse(key) as DefectJobRef;
    void queryClient.prefetchQuery({ queryKey: defectsKey(parsed), queryFn: () => fetchDefects(parsed) });
  }, [queryClient, key]);
}
