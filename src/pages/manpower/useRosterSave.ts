import { useState, type Dispatch } from 'react';
import { useNotify } from 'react-admin';
import { saveRoster } from './rosterApi';
import { editsToChanges, type RosterEditAction, type RosterEdits } from './rosterEdits';
import { cellKey, type RosterViolation } from './rosterTypes';

export type BreachRefusal = { message: string; violations: RosterViolation[]; reasonErrors: string[]; canGiveReason: boolean };

/**
 * Save (n): one PUT with every edit and the version each was read at.
 * 200 → edits gone, roster reloaded; 409 → nothing saved, the others' cells flagged and reloaded,
 * the user's edits kept; 422 / 403 → the broken rest rules shown, and a reason asked of those
 * who may give one.
 */
export function useRosterSave({
  stationId,
  edits,
  dispatch,
  reload,
}: {
  stationId: number | null;
  edits: RosterEdits;
  dispatch: Dispatch<RosterEditAction>;
  reload: () => Promise<void>;
}) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<BreachRefusal | null>(null);

  const save = async (reason?: string) => {
    if (stationId === null || edits.edits.size === 0) return;
    setSaving(true);
    try {
      const outcome = await saveRoster(stationId, editsToChanges(edits.edits), reason);
      if (outcome.kind === 'saved') {
        dispatch({ type: 'discard' });
        setRefusal(null);
        notify('manpower.roster.saved', { type: 'success', messageArgs: { smart_count: outcome.result.saved } });
        await reload();
      } else if (outcome.kind === 'conflict') {
        dispatch({ type: 'conflicts', keys: outcome.conflicts.map((cell) => cellKey(cell.technician_id, cell.local_date)) });
        await reload();
      } else {
        setRefusal({
          message: outcome.message,
          violations: outcome.violations,
          reasonErrors: outcome.kind === 'needs_reason' ? outcome.reasonErrors : [],
          canGiveReason: outcome.kind === 'needs_reason',
        });
      }
    } catch {
      notify('manpower.roster.save_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, refusal, dismissRefusal: () => setRefusal(null) };
}
