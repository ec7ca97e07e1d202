import type { FlightMovementRow, ReplanAnswer } from '../../../model/modules/movements';
import { httpClient } from '../../providers/httpClient';

export type { FlightMovementRow };

/** POST /api/flight_movements/:id/resolve: an unmatched or diverted movement dealt with (scheduled_write). */
export async function resolveMovement(id: number): Promise<FlightMovementRow> {
  return (await httpClient<FlightMovementRow>(`/api/flight_movements/${encodeURIComponent(String(id))}/resolve`, { method: 'POST' })).json;
}

/** POST /api/flight_movements/:id/replan: the moved job's re-plan, proposed (dry run) or applied (docs/modules/movements.md, "Re-plan"). */
export async function replanMovement(id: number, dryRun: boolean): Promise<ReplanAnswer> {
  return (
    await httpClient<ReplanAnswer>(`/api/flight_movements/${encodeURIComponent(String(id))}/replan`, {
      method: 'POST',
      body: { dry_run: dryRun },
    })
  ).json;
}
