import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { CrewMember, DeIcingCourseRecord, Sprayer, StationLot } from '../../../model/modules/de_icing';
import type { Database } from '../../db/client';
import { heldCoursesSql } from '../../core/trainingExpiry';
import { stockLots } from '../../db/schema';

/**
 * The de-icing course records of these technicians (training_courses.qualifies_for_de_icing), one
 * per course with the expiry that counts — heldCoursesSql, the training module's reading of a
 * technician's current courses. The treatment form receives them too and judges the crew with the
 * same model function (crewQualification). With the technicians' names, in one statement (read on
 * every save and check).
 */
export async function deIcingCrew(db: Database, technicianIds: readonly number[]): Promise<Map<number, CrewMember>> {
  const ids = [...new Set(technicianIds)];
  const crew = new Map<number, CrewMember>();
  if (!ids.length) return crew;
  for (const row of await crewRows(db, ids)) {
    const id = Number(row.technician_id);
    const member = crew.get(id) ?? { id, name: row.name, de_icing_courses: [] };
    crew.set(id, member);
    if (row.course_id !== null)
      (member.de_icing_courses as DeIcingCourseRecord[]).push({
        course_id: Number(row.course_id),
        code: row.code!,
        expires_on: row.expires_on,
      });
  }
  return crew;
}

async function crewRows(db: Database, ids: readonly number[]) {
  const { rows } = (await db.execute(sql`select t.id as technician_id, t.name, dc.course_id, dc.code, dc.expires_on
    from technicians t left join lateral (
      select c.id as course_id, c.code, held.expires_on::text as expires_on
      from (${heldCoursesSql(sql`t.id`)}) held join training_courses c on c.id = held.course_id and c.qualifies_for_de_icing
    ) dc on true
    where t.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by dc.code`)) as {
    rows: { technician_id: number; name: string; course_id: number | null; code: string | null; expires_on: string | null }[];
  };
  return rows;
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

/**
 * The trucks and the equipment a treatment's steps name, as the sprayer rule reads them: one statement
 * for both (read on every save, docs/modules/de_icing.md: \`npm run bench:deicing\`).
 */
/** The ids for `id in (…)`, never empty: 0 stands in, as no row has it. */
export const idList = (list: readonly number[]) =>
  sql.join(
    [0, ...new Set(list)].map((id) => sql`${id}`),
    sql`, `,
  );

export async function sprayersOf(db: Database, truckIds: readonly number[], equipmentIds: readonly number[]) {
  const { rows } = (await db.execute(sql`select 'truck' as kind, id, coalesce(fleet_no, registration) as name, station_id, status
      from trucks where id in (${idList(truckIds)})
    union all select 'equipment', id, name, station_id, status from equipment where id in (${idList(equipmentIds)})`)) as {
    rows: (Sprayer & { kind: 'truck' | 'equipment' })[];
  };
  const byId = (kind: string) =>
    new Map(
      rows
        .filter((row) => row.kind === kind)
        .map(({ kind: _kind, ...row }) => [Number(row.id), { ...row, id: Number(row.id), station_id: Number(row.station_id) }]),
    );
  return { trucks: byId('truck'), equipment: byId('equipment') };
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
