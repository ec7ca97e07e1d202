import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { outcomesToHandle } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { deIcingTreatments, flightMovements } from '../../db/schema';
import { onCallBoard } from '../on_call';

/**
 * What's up's operations (open on-call requests, de-icing treatments; docs/modules/home.md): the
 * on-call desk's board as it stands now — the same rows and clock as /on_call —, the day's
 * treatments with the fluid they used, and the flight movements of the day's flights a planner still
 * has to handle (the movements screen's `open` filter, model/modules/movements/movementsLink.ts).
 */
export async function operationsFigures(db: Database, regionId: number, date: string, now: Date) {
  const [board, [treatments], [movements]] = await Promise.all([
    onCallBoard(db, regionId, now),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        litres:
          sql<number>`coalesce(sum((select sum(step.litres) from de_icing_steps step where step.treatment_id = de_icing_treatments.id)), 0)`.mapWith(
            Number,
          ),
      })
      .from(deIcingTreatments)
      .where(
        and(eq(deIcingTreatments.region_id, regionId), eq(deIcingTreatments.local_date, date), ne(deIcingTreatments.status, 'cancelled')),
      ),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(flightMovements)
      .where(
        and(
          eq(flightMovements.region_id, regionId),
          eq(flightMovements.flight_date, date),
          inArray(flightMovements.outcome, [...outcomesToHandle]),
          isNull(flightMovements.resolved_at),
        ),
      ),
  ]);
  return {
    on_call_open: board.length,
    on_call_aog: board.filter((request) => request.priority === 'aog').length,
    on_call_late: board.filter((request) => request.late).length,
    de_icing_treatments: treatments.count,
    de_icing_litres: Math.round(treatments.litres),
    flight_movements_open: movements.count,
  };
}

export const emptyOperations = {
  on_call_open: 0,
  on_call_aog: 0,
  on_call_late: 0,
  de_icing_treatments: 0,
  de_icing_litres: 0,
  flight_movements_open: 0,
};
