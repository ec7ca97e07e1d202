import { useState } from 'react';
import { extractFormErrors, type FormErrors } from '../../../components/form/formErrors';
import { saveTimes } from './activityApi';
import type { ActivityConflict, ActivityDetail, TimeField } from './activityTypes';

/**
 * Saves one estimated/actual time with the version the page read (a stale one is refused by
 * the server), and keeps the double bookings the server found after the change (double
 * bookings are never silent).
 */
export function useSaveTime(record: Pick<ActivityDetail, 'id' | 'version'>, onSaved: () => void) {
  const [busy, setBusy] = useState<TimeField | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [conflicts, setConflicts] = useState<ActivityConflict[]>([]);
  const save = async (field: TimeField, instant: string | null, extra: { times_remark?: string } = {}) => {
    setBusy(field);
    setErrors({});
    try {
      const saved = await saveTimes(record.id, { [field]: instant, ...extra, version: record.version });
      setConflicts(saved?.conflicts ?? []);
      onSaved();
      return true;
    } catch (error) {
      setErrors(extractFormErrors(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { save, busy, errors, setErrors, conflicts };
}
