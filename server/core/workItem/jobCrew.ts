import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onCallTechnicians, technicians } from '../../db/schema';

/**
 * Shared kernel (server/core/workItem/): whether an account is on a job's crew — a Scheduled activity's
 * assignments, an On-Call request's technicians — for the writes a field technician may make on their
 * own job only (the work, the parts used). Direction: it came out of server/modules/scheduled/workQueries.ts
 * and server/modules/on_call/requestQueries.ts so that Parts asks without importing either module; it
 * imports no module.
 */

/** Whether the account is the technician (linked record) assigned to the activity. */
export async function isAssignedTo(db: Database, userId: number, activityId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`select 1 from activity_assignments aa join ${technicians} t on t.id = aa.technician_id
    where aa.activity_id = ${activityId} and t.user_id = ${userId} limit 1`)) as { rows: unknown[] };
  return rows.length > 0;
}

/** The technician records of a user on a request: a field technician may record on their own job only. */
export async function crewOfUser(db: Database, requestId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: onCallTechnicians.technician_id })
    .from(onCallTechnicians)
    .innerJoin(technicians, eq(technicians.id, onCallTechnicians.technician_id))
    .where(and(eq(onCallTechnicians.request_id, requestId), eq(technicians.user_id, userId)));
  return rows.map((row) => row.id);
}
