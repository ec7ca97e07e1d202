import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HotRow, HotTableSeason } from '../../../model/modules/de_icing/holdover';
import type { WingMaterial } from '../../../model/modules/de_icing/enums';
import { defaultMetarIntervalMinutes } from '../../../model/modules/de_icing/metar';
import type { FluidFacts } from '../../../model/modules/de_icing/mixingRules';
import { activeRegionId, type Session } from '../../auth/session';
import { memberRegions } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import {
  aircraftType,
  airport,
  customers,
  deIcingFluids,
  deIcingOperators,
  deIcingSteps,
  deIcingTreatments,
  equipment,
  hotTableRows,
  hotTableSets,
  stations,
  stockMovements,
  technicians,
  trucks,
} from '../../db/schema';
import { notFound } from '../../errors';
import { idList } from './crewQueries';

/** Treatments the caller reads: their active region's, as the list shows them. */
export const readableTreatments = (session: Session): SQL => eq(deIcingTreatments.region_id, activeRegionId(session) ?? 0);

/** Treatments the caller may change: those of any region they belong to. */
export const writableTreatments = (session: Session): SQL => inArray(deIcingTreatments.region_id, memberRegions(session));

export type FluidRow = FluidFacts & { hot_brand: string | null; material_id: number | null };

export async function fluidsById(db: Database, ids: readonly number[]): Promise<Map<number, FluidRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: deIcingFluids.id,
      name: deIcingFluids.name,
      fluid_type: deIcingFluids.fluid_type,
      active: deIcingFluids.active,
      lout_100_c: deIcingFluids.lout_100_c,
      lout_75_c: deIcingFluids.lout_75_c,
      lout_50_c: deIcingFluids.lout_50_c,
      aerodynamic_limit_c: deIcingFluids.aerodynamic_limit_c,
      hot_brand: deIcingFluids.hot_brand,
      material_id: deIcingFluids.material_id,
    })
    .from(deIcingFluids)
    .where(inArray(deIcingFluids.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ActiveHotTable extends HotTableSeason {
  id: number;
  name: string;
  demo: boolean;
  rows: HotRow[];
}

export async function hotTableRowsOf(db: Database, setId: number) {
  return db
    .select({
      id: hotTableRows.id,
      fluid_type: hotTableRows.fluid_type,
      brand: hotTableRows.brand,
      oat_min_c: hotTableRows.oat_min_c,
      oat_max_c: hotTableRows.oat_max_c,
      concentration: hotTableRows.concentration,
      wing_material: hotTableRows.wing_material,
      cells: hotTableRows.cells,
      position: hotTableRows.position,
    })
    .from(hotTableRows)
    .where(eq(hotTableRows.hot_table_set_id, setId))
    .orderBy(asc(hotTableRows.position), asc(hotTableRows.id));
}

/**
 * The rows of the active set as the last save read them. A set's rows arrive once, by its import, and
 * never change; keyed by the set's id and updated_at (which activation bumps), and dropped on import and
 * activation, so a save reads the rows again only when another set has become the active one.
 */
let cachedRows: { key: string; rows: HotRow[] } | null = null;

export function forgetCachedHotRows(): void {
  cachedRows = null;
}

async function activeRowsOf(db: Database, set: { id: number; updated_at: Date | string }): Promise<HotRow[]> {
  const key = `${set.id}@${new Date(set.updated_at).toISOString()}`;
  if (cachedRows?.key !== key) cachedRows = { key, rows: await hotTableRowsOf(db, set.id) };
  return cachedRows.rows;
}

/** The set every new treatment reads its window from; null when none is active. */
export async function activeHotTable(db: Database): Promise<ActiveHotTable | null> {
  const [set] = await db
    .select({
      id: hotTableSets.id,
      name: hotTableSets.name,
      demo: hotTableSets.demo,
      valid_from: hotTableSets.valid_from,
      valid_to: hotTableSets.valid_to,
    })
    .from(hotTableSets)
    .where(eq(hotTableSets.active, true));
  if (!set) return null;
  return { ...set, rows: await hotTableRowsOf(db, set.id) };
}

type NamedReferences = { customer_id: number; aircraft_type_id: number; truck_id?: number | null; operator_ids: readonly number[] };
type ReferenceFlags = { customer: boolean; aircraft_type: boolean; truck: boolean; operators: number; checkers: number };

/** Whether each reference a treatment names exists in the station's region (or globally), as columns of one select. */
function referenceChecks(regionId: number, body: NamedReferences, checkerIds: readonly number[]): SQL {
  return sql`exists (select 1 from customers where id = ${body.customer_id}) as customer,
    exists (select 1 from aircraft_type where id = ${body.aircraft_type_id}) as aircraft_type,
    exists (select 1 from trucks where id = ${body.truck_id ?? 0} and region_id = ${regionId}) as truck,
    (select count(*)::int from technicians where id in (${idList(body.operator_ids)}) and region_id = ${regionId} and active) as operators,
    (select count(*)::int from technicians where id in (${idList(checkerIds)}) and region_id = ${regionId}) as checkers`;
}

function missingOf(found: ReferenceFlags, body: NamedReferences, checkerIds: readonly number[]): string[] {
  const missing: string[] = [];
  if (!found.customer) missing.push('customer_id');
  if (!found.aircraft_type) missing.push('aircraft_type_id');
  if (body.truck_id && !found.truck) missing.push('truck_id');
  const operators = new Set(body.operator_ids).size;
  if (operators && Number(found.operators) !== operators) missing.push('operator_ids');
  const checkers = new Set(checkerIds).size;
  if (checkers && Number(found.checkers) !== checkers) missing.push('check_technician_id');
  return missing;
}

/**
 * What a save reads beyond its body, in one round trip (read on every save: `npm run bench:deicing`): the
 * references it names that are missing, the aircraft type's wing (Type I tables), the station's METAR
 * interval and the active HOT set (its rows from memory while it stays the active one).
 */
export async function treatmentContext(
  db: Database,
  station: { id: number; region_id: number },
  body: NamedReferences,
): Promise<{ missing: string[]; wing_material: WingMaterial; metar_interval_minutes: number; hot_table: ActiveHotTable | null }> {
  const { rows } = (await db.execute(sql`select ${referenceChecks(station.region_id, body, [])},
      (select wing_material from aircraft_type where id = ${body.aircraft_type_id}) as wing_material,
      (select metar_interval_minutes from stations where id = ${station.id}) as metar_interval_minutes,
      s.id as set_id, s.name as set_name, s.demo as set_demo, s.valid_from::text as set_valid_from,
      s.valid_to::text as set_valid_to, s.updated_at as set_updated_at
    from (select 1) as one left join hot_table_sets s on s.active`)) as {
    rows: (ReferenceFlags & {
      wing_material: WingMaterial | null;
      metar_interval_minutes: number | null;
      set_id: number | null;
      set_name: string;
      set_demo: boolean;
      set_valid_from: string;
      set_valid_to: string;
      set_updated_at: Date | string;
    })[];
  };
  const [row] = rows;
  const set =
    row.set_id === null
      ? null
      : {
          id: Number(row.set_id),
          name: row.set_name,
          demo: row.set_demo,
          valid_from: row.set_valid_from,
          valid_to: row.set_valid_to,
          updated_at: row.set_updated_at,
        };
  return {
    missing: missingOf(row, body, []),
    wing_material: row.wing_material ?? 'aluminium',
    metar_interval_minutes: row.metar_interval_minutes ?? defaultMetarIntervalMinutes,
    hot_table: set && { ...set, rows: await activeRowsOf(db, set) },
  };
}

/** The references a treatment names that must exist in the station's region (or globally); the fields that do not. */
export async function missingReferences(
  db: Database,
  regionId: number,
  body: NamedReferences,
  checkTechnicianIds: readonly number[] = [],
): Promise<string[]> {
  const { rows } = (await db.execute(sql`select ${referenceChecks(regionId, body, checkTechnicianIds)}`)) as { rows: ReferenceFlags[] };
  return missingOf(rows[0], body, checkTechnicianIds);
}

/** One treatment within `scope` (another region's answers 404), locked when it is about to change. */
export async function findTreatment(db: Database, id: number, scope: SQL, forUpdate = false) {
  const query = db
    .select()
    .from(deIcingTreatments)
    .where(and(eq(deIcingTreatments.id, id), scope));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
export type TreatmentRow = Awaited<ReturnType<typeof findTreatment>>;

export async function stepsOf(db: Database, treatmentId: number) {
  return db
    .select({
      id: deIcingSteps.id,
      position: deIcingSteps.position,
      purpose: deIcingSteps.purpose,
      fluid_id: deIcingSteps.fluid_id,
      fluid_name: deIcingFluids.name,
      fluid_type: deIcingSteps.fluid_type,
      concentration: deIcingSteps.concentration,
      freezing_point_c: deIcingSteps.freezing_point_c,
      brix: deIcingSteps.brix,
      nozzle_temperature_c: deIcingSteps.nozzle_temperature_c,
      litres: deIcingSteps.litres,
      lot: deIcingSteps.lot,
      truck_id: deIcingSteps.truck_id,
      equipment_id: deIcingSteps.equipment_id,
      sprayer_name: sql<string | null>`coalesce(${trucks.fleet_no}, ${trucks.registration}, ${equipment.name})`,
      started_at: deIcingSteps.started_at,
      ended_at: deIcingSteps.ended_at,
    })
    .from(deIcingSteps)
    .innerJoin(deIcingFluids, eq(deIcingFluids.id, deIcingSteps.fluid_id))
    .leftJoin(trucks, eq(trucks.id, deIcingSteps.truck_id))
    .leftJoin(equipment, eq(equipment.id, deIcingSteps.equipment_id))
    .where(eq(deIcingSteps.treatment_id, treatmentId))
    .orderBy(asc(deIcingSteps.position));
}

/** The consumption of a treatment not yet reversed (an edit gives it back before taking the new litres). */
export async function openConsumption(db: Database, treatmentId: number) {
  return db
    .select({
      id: stockMovements.id,
      material_id: stockMovements.material_id,
      lot: stockMovements.lot,
      quantity: stockMovements.quantity,
      station_id: stockMovements.station_id,
      region_id: stockMovements.region_id,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.de_icing_treatment_id, treatmentId),
        eq(stockMovements.kind, 'consumption'),
        sql`not exists (select 1 from stock_movements r where r.reverses_id = ${stockMovements.id})`,
      ),
    );
}

/** A treatment as its page shows it: the record, names, steps, crew, check and the table the window came from. */
export async function treatmentDetail(db: Database, id: number, scope: SQL) {
  const [row] = await db
    .select({
      treatment: deIcingTreatments,
      station_code: stations.code,
      time_zone: airport.time_zone,
      customer_name: customers.name,
      aircraft_type_code: aircraftType.icao,
      hot_table_name: hotTableSets.name,
      hot_table_demo: hotTableSets.demo,
      check_technician_name: technicians.name,
    })
    .from(deIcingTreatments)
    .innerJoin(stations, eq(stations.id, deIcingTreatments.station_id))
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .innerJoin(customers, eq(customers.id, deIcingTreatments.customer_id))
    .innerJoin(aircraftType, eq(aircraftType.id, deIcingTreatments.aircraft_type_id))
    .leftJoin(hotTableSets, eq(hotTableSets.id, deIcingTreatments.hot_table_set_id))
    .leftJoin(technicians, eq(technicians.id, deIcingTreatments.check_technician_id))
    .where(and(eq(deIcingTreatments.id, id), scope));
  if (!row) throw notFound();
  const operators = await db
    .select({ technician_id: technicians.id, name: technicians.name })
    .from(deIcingOperators)
    .innerJoin(technicians, eq(technicians.id, deIcingOperators.technician_id))
    .where(eq(deIcingOperators.treatment_id, id))
    .orderBy(asc(technicians.name));
  const steps = await stepsOf(db, id);
  const final = steps.at(-1);
  const { treatment, ...names } = row;
  return {
    ...treatment,
    ...names,
    operator_ids: operators.map((o) => o.technician_id),
    operators,
    steps,
    fluid_type: final?.fluid_type ?? null,
    concentration: final?.concentration ?? null,
    total_litres: steps.reduce((sum, s) => sum + Number(s.litres), 0),
  };
}
