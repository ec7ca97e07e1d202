import { and, asc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { CrewMember, Sprayer, StationLot } from '../../../model/modules/de_icing';
import type { Database } from '../../db/client';
import { heldCoursesSql } from '../../core/trainingExpiry';
import { stockLots } from '../../db/schema';

/**
 * The de-icing course records of these technicians (training_courses.qualifies_for_de_icing), one
 * per course with the expiry that counts — heldCoursesSql, the training module's reading of a
 * technician's current courses — with their names, as one JSON value: a column of the save's one
 * read (saveContext.ts) and of deIcingCrew. The treatment form receives them too and judges the crew
 * with the same model function (crewQualification).
 */
export function crewJson(technicianIds: readonly number[]): SQL<CrewMember[]> {
  return sql<CrewMember[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'de_icing_courses', coalesce((
      select json_agg(json_build_object('course_id', c.id, 'code', c.code, 'expires_on', held.expires_on::text) order by c.code)
      from (${heldCoursesSql(sql`t.id`)}) held join training_courses c on c.id = held.course_id and c.qualifies_for_de_icing
    ), '[]'::json)) order by t.id)
    from technicians t where t.id in (${idList(technicianIds)})), '[]'::json)`;
}

export const crewById = (crew: readonly CrewMember[]): Map<number, CrewMember> => new Map(crew.map((member) => [member.id, member]));

/** These technicians as the crew rules read them (crewJson), by id. */
export async function deIcingCrew(db: Database, technicianIds: readonly number[]): Promise<Map<number, CrewMember>> {
  if (!technicianIds.length) return new Map();
  const { rows } = (await db.execute(sql`select ${crewJson(technicianIds)} as crew`)) as { rows: { crew: CrewMember[] }[] };
  return crewById(rows[0].crew);
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

/** The ids for `id in (…)`, never empty: 0 stands in, as no row has it. */
export const idList = (list: readonly number[]) =>
  sql.join(
    [0, ...new Set(list)].map((id) => sql`${id}`),
    sql`, `,
  );

export type NamedSprayer = Sprayer & { kind: 'truck' | 'equipment' };

/** The trucks and the equipment a treatment's steps name, as the sprayer rule reads them, as one JSON value. */
export function sprayersJson(truckIds: readonly number[], equipmentIds: readonly number[]): SQL<NamedSprayer[]> {
  return sql<NamedSprayer[]>`coalesce((select json_agg(sprayer) from (
      select 'truck' as kind, id, coalesce(fleet_no, registration) as name, station_id, status from trucks where id in (${idList(truckIds)})
      union all select 'equipment', id, name, station_id, status from equipment where id in (${idList(equipmentIds)})) sprayer), '[]'::json)`;
}

/** Sprayers by kind and id, as stepResourceVerdicts takes them. */
export function sprayersByKind(rows: readonly NamedSprayer[]) {
  const byId = (kind: string) =>
    new Map(rows.filter((row) => row.kind === kind).map(({ kind: _kind, ...row }): [number, Sprayer] => [row.id, row]));
  return { trucks: byId('truck'), equipment: byId('equipment') };
}

/** The station's batches in stock of the materials these fluids are kept as, oldest first, as one JSON value. */
export function fluidLotsJson(stationId: number, fluidIds: readonly number[]): SQL<StationLot[]> {
  return sql<StationLot[]>`coalesce((select json_agg(json_build_object('material_id', l.material_id, 'lot', l.lot, 'quantity', l.quantity)
      order by l.material_id, l.created_at, l.lot)
    from stock_lots l where l.station_id = ${stationId} and l.quantity > 0
      and l.material_id in (select material_id from de_icing_fluids where id in (${idList(fluidIds)}))), '[]'::json)`;
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
