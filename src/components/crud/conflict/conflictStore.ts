import type { RaRecord } from 'react-admin';
import { changeListeners } from '../../changeListeners';

/** What the user chose in the conflict dialog. */
export type ConflictChoice = 'reload' | 'overwrite';

export interface PendingConflict {
  resource: string;
  id: RaRecord['id'];
  /** The values the user tried to save. */
  mine: Record<string, unknown>;
  /** The record as another user saved it (the 409 body's `current`). */
  current: RaRecord & { version?: number };
  resolve: (choice: ConflictChoice) => void;
}

/**
 * The one open stale-edit conflict (docs/ARCHITECTURE.md: an update carrying an old version gets 409
 * with the current record). The data provider asks here and waits; the dialog host answers.
 */
let pending: PendingConflict | null = null;
const listeners = changeListeners();
const notify = listeners.notify;

/** Whether a dialog host is mounted; without one the 409 stays an ordinary error. */
export function canAskConflict(): boolean {
  return listeners.any;
}

export function askConflict(conflict: Omit<PendingConflict, 'resolve'>): Promise<ConflictChoice> {
  // A second conflict while one is open: the first one is reloaded (its form is gone anyway).
  pending?.resolve('reload');
  return new Promise((resolve) => {
    pending = {
      ...conflict,
      resolve: (choice) => {
        pending = null;
        notify();
        resolve(choice);
      },
    };
    notify();
  });
}

export function getPendingConflict(): PendingConflict | null {
  return pending;
}

export function subscribeConflict(listener: () => void): () => void {
  return listeners.subscribe(listener);
}
