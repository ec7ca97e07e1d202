import { eq, sql } from 'drizzle-orm';
import { recentExperience, type RtsSignContext } from '../../../model/modules/scheduled';
import type { Database } from '../../db/client';
import { technicianAuthorisations, type technicians } from '../../db/schema';

/**
 * Shared kernel (server/core/workItem/): the signer of a return to service as rtsSignable judges
 * them, for an activity's release (Scheduled) and an on-call job's (On-Call) alike — their licences,
 * their type authorisations, and the months of their recorded work (145.A.35(c)). It reads both kinds
 * of work, so it lives here rather than in either module; it imports no module.
 */
export async function signerFacts(
  db: Database,
  signer: typeof technicians.$inferSelect,
  signingDate: string,
): Promise<NonNullable<RtsSignContext['signer']>> {
  const authorisations = await db
    .select({
      aircraft_type_id: technicianAuthorisations.aircraft_type_id,
      category: technicianAuthorisations.category,
      valid_until: technicianAuthorisations.valid_until,
    })
    .from(technicianAuthorisations)
    .where(eq(technicianAuthorisations.technician_id, signer.id));
  return {
    active: signer.active,
    licences: signer.licences,
    licence_expiry: signer.licence_expiry,
    authorisations,
    worked_months: await workedMonths(db, signer.id, signingDate),
  };
}

/**
 * The calendar months ('YYYY-MM') of the two years up to `signingDate` in which the technician did
 * recorded, completed work (docs/modules/scheduled.md, "Recent experience"): assigned to a completed
 * activity (its station-local day), or crew on a completed or closed on-call job (the day it was
 * completed at its airport). Counting them against the six needed is the model's (signerExperience).
 */
export async function workedMonths(db: Database, technicianId: number, signingDate: string): Promise<string[]> {
  const since = sql`(${signingDate}::date - make_interval(months => ${recentExperience.withinMonths}))`;
  const { rows } = (await db.execute(sql`
    select to_char(a.local_date, 'YYYY-MM') as month
      from activity_assignments x join activities a on a.id = x.activity_id
     where x.technician_id = ${technicianId} and a.status = 'completed'
       and a.local_date > ${since} and a.local_date <= ${signingDate}::date
    union
    select to_char((r.completed_at at time zone ap.time_zone)::date, 'YYYY-MM') as month
      from on_call_technicians c
      join on_call_requests r on r.id = c.request_id
      join airport ap on ap.id = r.airport_id
     where c.technician_id = ${technicianId} and r.status in ('completed', 'closed') and r.completed_at is not null
       and (r.completed_at at time zone ap.time_zone)::date > ${since}
       and (r.completed_at at time zone ap.time_zone)::date <= ${signingDate}::date
     order by 1`)) as { rows: { month: string }[] };
  return rows.map((row) => row.month);
}
