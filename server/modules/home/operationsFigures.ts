import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deIcingTreatments } from '../../db/schema';
import { onCallBoard } from '../on_call';

/**
 * What's up's operations (open on-call requests, de-icing treatments; docs/modules/home.md): the
 * on-call desk's board as it stands now — the same rows and clock as /on_call — and the day's
 * treatments with the fluid they used.
 */
export async function operationsFigures(db: Database, regionId: number, date: string, now: Date) {
  const [board, [treatments]] = await Promise.all([
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
  ]);
  return {
    on_call_open: board.length,
    on_call_aog: board.filter((request) => request.priority === 'aog').length,
    on_call_late: board.filter((request) => request.late).length,
    de_icing_treatments: treatments.count,
    de_icing_litres: Math.round(treatments.litres),
  };
}

export const emptyOperations = { on_call_open: 0, on_call_aog: 0, on_call_late: 0, de_icing_treatments: 0, de_icing_litres: 0 };
