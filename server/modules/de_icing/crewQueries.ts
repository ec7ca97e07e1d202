import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { DeIcingCourseRecord, Sprayer, StationLot } from '../../../model/modules/de_icing';
import type { Database } from '../../db/client';
import { heldCoursesSql } from '../../core/trainingExpiry';
import { equipment, stockLots, trucks } from '../../db/schema';

/**
 * The de-icing course records of these technicians (training_courses.qualifies_for_de_icing), one
 * per course with the expiry that counts — heldCoursesSql, the training module's reading of a
 * technician's current courses. The treatment form receives them too and judges the crew with the
 * same model function (crewQualification).
 */
export async function deIcingCourses(db: Database, technicianIds: readonly number[]): Promise<Map<number, DeIcingCourseRecord[]>> {
  const ids = [...new Set(technicianIds)];
  const byTechnician = new Map<number, DeIcingCourseRecord[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byTechnician;
  const { rows } = (await db.execute(sql`select t.id as technician_id, c.id as course_id, c.code, held.expires_on::text as expires_on
    from technicians t cross join lateral (${heldCoursesSql(sql`t.id`)}) held
    join training_courses c on c.id = held.course_id and c.qualifies_for_de_icing
    where t.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by c.code`)) as { rows: { technician_id: number; course_id: number; code: string; expires_on: string | null }[] };
  for (const row of rows) {
    byTechnician.get(Number(row.technician_id))?.push({ course_id: Number(row.course_id), code: row.code, expires_on: row.expires_on });
  }
  return byTechnician;
}

/** The fluid batches in stock at these stations, by station, material and lot name. */
export async function stationLots(db: Database, stationIds: readonly number[], materialIds?: readonly number[]) {
  if (!stationIds.length || materialIds?.length === 0) return [];
  const rows = await db
    .select({ station_id: stockLots.station_id, material_id: stockLots.material_id, lot: stockLots.lot, quantity: stockLots.quantity })
    .from(stockLots)
    .where(
      and(
        inArray(stockLots.station_id, [...stationIds]),
        materialIds ? inArray(stockLots.material_id, [...materialIds]) : undefined,
        gt(stockLots.quantity, 0),
      ),
    )
    .orderBy(asc(stockLots.station_id), asc(stockLots.material_id), asc(stockLots.created_at), asc(stockLots.lot));
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

/** The trucks and the equipment a treatment's steps name, as the sprayer rule reads them. */
export async function sprayersOf(db: Database, truckIds: readonly number[], equipmentIds: readonly number[]) {
  const truckRows = truckIds.length
    ? await db
        .select({
          id: trucks.id,
          name: sql<string>`coalesce(${trucks.fleet_no}, ${trucks.registration})`,
          station_id: trucks.station_id,
          status: trucks.status,
        })
        .from(trucks)
        .where(inArray(trucks.id, [...new Set(truckIds)]))
    : [];
  const equipmentRows = equipmentIds.length
    ? await db
        .select({ id: equipment.id, name: equipment.name, station_id: equipment.station_id, status: equipment.status })
        .from(equipment)
        .where(inArray(equipment.id, [...new Set(equipmentIds)]))
    : [];
  const byId = (rows: Sprayer[]) => new Map(rows.map((row) => [row.id, row]));
  return { trucks: byId(truckRows), equipment: byId(equipmentRows) };
}

/** Station lots with what a treatment being edited had taken from them given back (its consumption is reversed first). */
export function withGivenBack(
  lots: readonly StationLot[],
  given: readonly { material_id: number; lot: string; quantity: number }[],
): StationLot[] {
  const result = lots.map((lot) => ({ ...lot }));
  for (const old of given) {
    const found = result.find((lot) => lot.material_id === old.material_id && lot.lot === old.lot);
    if (found) found.quantity += -Number(old.quantity);
    else result.push({ material_id: old.material_id, lot: old.lot, quantity: -Number(old.quantity) });
  }
  return result;
}
