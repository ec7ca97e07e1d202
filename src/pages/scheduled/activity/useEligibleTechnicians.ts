import { useEffect, useState } from 'react';
import { eligibleTechnicians } from './activityApi';
import type { EligibleTechnician } from './activityTypes';

/**
 * The ranked candidates with their rule results (GET …/eligible_technicians), read again when
 * the activity changes (its version), so the verdicts shown are today's.
 */
export function useEligibleTechnicians(activityId: number, version: number, enabled: boolean) {
  const [candidates, setCandidates] = useState<EligibleTechnician[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setFailed(false);
    eligibleTechnicians(activityId).then(
      (list) => current && setCandidates(list),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [activityId, version, enabled]);
  return { candidates, failed };
}
