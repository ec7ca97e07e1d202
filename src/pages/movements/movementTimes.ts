import { movementTimeFields } from '../../../model/modules/movements';
import type { FlightMovementRow } from './movementsApi';

/** What a movement said, estimates then actuals: each time it carried, in the order the screen shows them. */
export function movementTimes(row: Pick<FlightMovementRow, 'eta_at' | 'etd_at' | 'ata_at' | 'atd_at'>) {
  return movementTimeFields.flatMap((field) => (row[field] ? [{ field, at: row[field] }] : []));
}

/** Unmatched and diverted movements wait for a planner until one marks them resolved. */
export const isOpen = (row: Pick<FlightMovementRow, 'outcome' | 'resolved_at'>) =>
  (row.outcome === 'unmatched' || row.outcome === 'diverted') && row.resolved_at === null;
