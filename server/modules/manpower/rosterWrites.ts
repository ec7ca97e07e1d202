import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ShiftBreach } from '../../../model/modules/manpower/breaches';
import type { Database } from '../../db/client';
import { rosterShifts, shiftTypes, technicians } from '../../db/schema';

/** The roster's writes and the reads a save makes under lock, Drizzle only. */

/** The current shifts of these technicians between the dates, locked until the save ends. */
export function lockedShifts(tx: Database, technicianIds: number[], from: string, to: string) {
  return tx
    .select({
      id: rosterShifts.id,
      technician_id: rosterShifts.technician_id,
      local_date: rosterShifts.local_date,
      station_id: rosterShifts.station_id,
      version: rosterShifts.version,
      breach_rules: rosterShifts.breach_rules,
      breach_reason: rosterShifts.breach_reason,
      breach_by: rosterShifts.breach_by,
    })
    .from(rosterShifts)
    .where(and(inArray(rosterShifts.technician_id, technicianIds), gte(rosterShifts.local_date, from), lte(rosterShifts.local_date, to)))
    .for('update');
}

export type LockedShift = Awaited<ReturnType<typeof lockedShifts>>[number];

export function technicianRegions(db: Database, ids: number[]) {
  return db
    .select({ id: technicians.id, name: technicians.name, region_id: technicians.region_id })
    .from(technicians)
    .where(inArray(technicians.id, ids));
}

export function shiftTypesById(db: Database, ids: number[]) {
  return db
    .select({
      id: shiftTypes.id,
      code: shiftTypes.code,
      kind: shiftTypes.kind,
      start_time: shiftTypes.start_time,
      end_time: shiftTypes.end_time,
      active: shiftTypes.active,
    })
    .from(shiftTypes)
    .where(inArray(shiftTypes.id, ids.length ? ids : [0]));
}

export type ShiftRowValues = typeof rosterShifts.$inferInsert & { version: number };

/**
 * Writes the cells in one statement. An update applies only over the version the client read
 * (`version` is that version + 1) and a new cell only where none exists (version 1 over nothing):
 * a row another save slipped in meanwhile is left alone, and its cell is missing from the answer.
 */
export function upsertShifts(tx: Database, rows: ShiftRowValues[]) {
  if (!rows.length) return Promise.resolve([]);
  return tx
    .insert(rosterShifts)
    .values(rows)
    .onConflictDoUpdate({
      target: [rosterShifts.technician_id, rosterShifts.local_date],
      set: {
        region_id: sql`excluded.region_id`,
        station_id: sql`excluded.station_id`,
        shift_type_id: sql`excluded.shift_type_id`,
        starts_at: sql`excluded.starts_at`,
        ends_at: sql`excluded.ends_at`,
        standby_starts_at: sql`excluded.standby_starts_at`,
        standby_ends_at: sql`excluded.standby_ends_at`,
        breach_rules: sql`excluded.breach_rules`,
        breach_reason: sql`excluded.breach_reason`,
        breach_by: sql`excluded.breach_by`,
        version: sql`excluded.version`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${rosterShifts.version} = excluded.version - 1`,
    })
    .returning({ id: rosterShifts.id, technician_id: rosterShifts.technician_id, local_date: rosterShifts.local_date });
}

export async function deleteShifts(tx: Database, ids: number[]) {
  if (ids.length) await tx.delete(rosterShifts).where(inArray(rosterShifts.id, ids));
}

/** Keeps a supervisor's reason on a shift the save did not change but now breaks a rule (a next day's short rest). */
export async function markBreach(tx: Database, id: number, breach: ShiftBreach) {
  await tx
    .update(rosterShifts)
    .set({ ...breach, version: sql`${rosterShifts.version} + 1`, updated_at: sql`now()` })
    .where(eq(rosterShifts.id, id));
}
