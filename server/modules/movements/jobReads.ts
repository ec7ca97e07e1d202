import { sql } from 'drizzle-orm';
import type { JobTimes, TimeStamps } from '../../../model/modules/movements';
import type { Database } from '../../db/client';
import { idArray } from '../../db/idArray';

/** A matched job as a movement reads it: its four times, and whether its release is signed (the record is then final). */
export type LockedJob = { id: number; signed: boolean } & JobTimes;

/**
 * The matched jobs, locked until the transaction ends, in id order (two batches about the same jobs
 * lock them in the same order: neither waits for the other's second lock). Only what a movement
 * reads — the API's full row costs several times more to plan and read.
 */
export async function lockedJobs(tx: Database, ids: readonly number[]): Promise<Map<number, LockedJob>> {
  if (!ids.length) return new Map();
  const { rows } = (await tx.execute(sql`
    select a.id, a.eta_at, a.etd_at, a.ata_at, a.atd_at, exists (select 1 from activity_rts r where r.activity_id = a.id) as signed
    from activities a where a.id = any(${idArray(ids)}) order by a.id for update of a`)) as { rows: Record<string, unknown>[] };
  const time = (value: unknown) => (value ? new Date(value as string) : null);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        signed: Boolean(row.signed),
        eta_at: time(row.eta_at),
        etd_at: time(row.etd_at),
        ata_at: time(row.ata_at),
        atd_at: time(row.atd_at),
      },
    ]),
  );
}

/** For each time of each job, when the latest movement that set it was sent (movementOrder.ts). */
export async function timeStamps(tx: Database, ids: readonly number[]): Promise<Map<number, TimeStamps>> {
  const stamps = new Map<number, TimeStamps>(ids.map((id) => [id, {}]));
  if (!ids.length) return stamps;
  const { rows } = (await tx.execute(sql`
    select m.activity_id, field, max(m.order_at) as at
    from flight_movements m, unnest(m.applied_fields) field
    where m.activity_id = any(${idArray(ids)}) and m.outcome = 'applied'
    group by m.activity_id, field`)) as { rows: { activity_id: number; field: keyof TimeStamps; at: string }[] };
  for (const row of rows) stamps.get(Number(row.activity_id))![row.field] = new Date(row.at);
  return stamps;
}
