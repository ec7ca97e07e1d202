import { useState } from 'react';
import { extractFormErrors, type FormErrors } from '../../../components/form/formErrors';
import { sendOrQueue } from '../../../components/offline';
import { timeChange } from '../my_work/offline/workChange';
import { saveTimes } from './activityApi';
import type { ActivityConflict, ActivityDetail, TimeField } from './activityTypes';

type SavedTimes = ActivityDetail & { conflicts?: ActivityConflict[] };

/**
 * Saves one estimated/actual time with the version the page read (a stale one is refused by
 * the server), and keeps the double bookings the server found after the change (double
 * bookings are never silent). `offline` (the My work card): with no network the time is kept on the phone and
 * sent later (docs/modules/scheduled.md, "My work offline").
 */
export function useSaveTime(record: ActivityDetail, onSaved: () => void, offline = false) {
  const [busy, setBusy] = useState<TimeField | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [conflicts, setConflicts] = useState<ActivityConflict[]>([]);
  const save = async (field: TimeField, instant: string | null, extra: { times_remark?: string } = {}) => {
    setBusy(field);
    setErrors({});
    try {
      const saved = offline
        ? await sendOrQueue<SavedTimes, unknown>(timeChange(record, field, instant, extra))
        : { queued: false as const, json: await saveTimes(record.id, { [field]: instant, ...extra, version: record.version }) };
      setConflicts(saved.queued ? [] : (saved.json?.conflicts ?? []));
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
