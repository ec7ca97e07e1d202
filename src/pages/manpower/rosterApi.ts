import { HttpError } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import type { Roster, RosterChange, RosterSaved, RosterViolation } from './rosterTypes';

export function fetchRoster(stationId: number, from: string, to: string): Promise<Roster> {
  const query = new URLSearchParams({ station_id: String(stationId), from, to });
  return httpClient<Roster>(`/api/roster?${query}`).then((response) => response.json);
}

/** What a save came to: saved, someone else's edits in the way (409), or rest rules broken (422 / 403). */
export type SaveOutcome =
  | { kind: 'saved'; result: RosterSaved }
  | { kind: 'conflict'; message: string; conflicts: { technician_id: number; local_date: string }[] }
  | { kind: 'needs_reason'; message: string; violations: RosterViolation[]; reasonErrors: string[] }
  | { kind: 'forbidden'; message: string; violations: RosterViolation[] };

/** One PUT for the whole batch; the refusals the contract names come back as outcomes, anything else throws. */
export async function saveRoster(stationId: number, changes: RosterChange[], reason?: string): Promise<SaveOutcome> {
  try {
    const { json } = await httpClient<RosterSaved>('/api/roster', {
      method: 'PUT',
      body: { station_id: stationId, changes, ...(reason ? { reason } : {}) },
    });
    return { kind: 'saved', result: json };
  } catch (failure) {
    if (!(failure instanceof HttpError)) throw failure;
    const body = (failure.body ?? {}) as {
      conflicts?: { technician_id: number; local_date: string }[];
      violations?: RosterViolation[];
      errors?: { reason?: string[] };
    };
    if (failure.status === 409 && body.conflicts) return { kind: 'conflict', message: failure.message, conflicts: body.conflicts };
    if (failure.status === 422 && body.violations)
      return { kind: 'needs_reason', message: failure.message, violations: body.violations, reasonErrors: body.errors?.reason ?? [] };
    if (failure.status === 403 && body.violations) return { kind: 'forbidden', message: failure.message, violations: body.violations };
    throw failure;
  }
}
