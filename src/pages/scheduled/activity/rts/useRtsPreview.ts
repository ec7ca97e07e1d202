import { useEffect, useState } from 'react';
import { rtsPreview } from '../activityApi';
import type { RtsPreview } from '../activityTypes';

/**
 * GET …/rts: the filled statement and the verdicts, read again when the activity changes, or when
 * `defectsRevision` does (a defect does not change the activity's version, yet it decides the
 * "no open defect" verdict: useDefectsRevision of src/pages/defects).
 */
export function useRtsPreview(activityId: number, version: number, enabled: boolean, defectsRevision = 0) {
  const [state, setState] = useState<{ preview: RtsPreview | null; error: string | null }>({ preview: null, error: null });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    rtsPreview(activityId).then(
      (preview) => current && setState({ preview, error: null }),
      (error: Error) => current && setState({ preview: null, error: error.message || 'app.form.something_went_wrong' }),
    );
    return () => void (current = false);
  }, [activityId, version, enabled, defectsRevision]);
  return state;
}
