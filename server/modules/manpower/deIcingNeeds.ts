import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { deIcingNeed, type WorkNeed } from '../../../model/modules/manpower/demand';
import type { Database } from '../../db/client';
import { deIcingSteps, deIcingTreatments } from '../../db/schema';

/** The work de-icing treatments take (model deIcingNeed), for the treatments `where` selects, not cancelled. */
export async function deIcingNeeds(db: Database, where: SQL | undefined): Promise<WorkNeed[]> {
  const treatments = await db
    .select({
      id: deIcingTreatments.id,
      operators: sql<number>`(select count(*) from de_icing_operators crew where crew.treatment_id = de_icing_treatments.id)`.mapWith(
        Number,
      ),
    })
    .from(deIcingTreatments)
    .where(and(where, ne(deIcingTreatments.status, 'cancelled')))
    .orderBy(asc(deIcingTreatments.id));
  if (!treatments.length) return [];
  const steps = await db
    .select({ treatment_id: deIcingSteps.treatment_id, started_at: deIcingSteps.started_at, ended_at: deIcingSteps.ended_at })
    .from(deIcingSteps)
    .where(
      inArray(
        deIcingSteps.treatment_id,
        treatments.map((treatment) => treatment.id),
      ),
    );
  const stepsOf = new Map<number, typeof steps>();
  for (const step of steps) stepsOf.set(step.treatment_id, [...(stepsOf.get(step.treatment_id) ?? []), step]);
  return treatments
    .map((treatment) => deIcingNeed({ steps: stepsOf.get(treatment.id) ?? [], operators: treatment.operators }))
    .filter((need): need is WorkNeed => need !== null);
}

export const stationTreatmentsBetweenDays = (stationId: number, from: string, to: string) =>
  and(eq(deIcingTreatments.station_id, stationId), sql`${deIcingTreatments.local_date} between ${from} and ${to}`);
