import type { FlightMovementRow } from '../../../model/modules/movements';
import { httpClient } from '../../providers/httpClient';

export type { FlightMovementRow };

/** POST /api/flight_movements/:id/resolve: an unmatched or diverted movement dealt with (scheduled_write). */
export async function resolveMovement(id: number): Promise<FlightMovementRow> {
  return (await httpClient<FlightMovementRow>(`/api/flight_movements/${encodeURIComponent(String(id))}/resolve`, { method: 'POST' })).json;
}
