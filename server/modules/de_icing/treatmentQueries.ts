import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HotRow, HotTableSeason } from '../../../model/modules/de_icing/holdover';
import type { FluidFacts } from '../../../model/modules/de_icing/mixingRules';
import { activeRegionId, type Session } from '../../auth/session';
import { memberRegions } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import {
  aircraftType,
  airport,
  customers,
  deIcingTreatments,
  hotTableRows,
  hotTableSets,
  stations,
  stockMovements,
  technicians,
} from '../../db/schema';
import { notFound } from '../../errors';
import { idList } from './crewQueries';
import { preparedPerDatabase } from '../../db/preparedStatement';

/** Treatments the caller reads: their active region's, as the list shows them. */
export const readableRegions = (session: Session): number[] => [activeRegionId(session) ?? 0];

/** Treatments the caller may change: those of any region they belong to. */
export const writableTreatments = (session: Session): SQL => inArray(deIcingTreatments.region_id, memberRegions(session));

export type FluidRow = FluidFacts & { hot_brand: string | null; material_id: number | null };

/** These fluids as the step rules read them, as one JSON value (a column of the save's one read, saveContext.ts). */
export function fluidsJson(ids: readonly number[]): SQL<FluidRow[]> {
  return sql<FluidRow[]>`coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'fluid_type', f.fluid_type,
      'active', f.active, 'lout_100_c', f.lout_100_c, 'lout_75_c', f.lout_75_c, 'lout_50_c', f.lout_50_c,
      'aerodynamic_limit_c', f.aerodynamic_limit_c, 'hot_brand', f.hot_brand, 'material_id', f.material_id))
    from de_icing_fluids f where f.id in (${idList(ids)})), '[]'::json)`;
}

export const fluidsByIdOf = (rows: readonly FluidRow[]): Map<number, FluidRow> => new Map(rows.map((row) => [row.id, row]));

export async function fluidsById(db: Database, ids: readonly number[]): Promise<Map<number, FluidRow>> {
  const { rows } = (await db.execute(sql`select ${fluidsJson(ids)} as fluids`)) as { rows: { fluids: FluidRow[] }[] };
  return fluidsByIdOf(rows[0].fluids);
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

export async function activeRowsOf(db: Database, set: { id: number; updated_at: Date | string }): Promise<HotRow[]> {
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

export type NamedReferences = { customer_id: number; aircraft_type_id: number; truck_id?: number | null; operator_ids: readonly number[] };
export type ReferenceFlags = { customer: boolean; aircraft_type: boolean; truck: boolean; operators: number; checkers: number };

/** Whether each reference a treatment names exists in the station's region (or globally), as columns of one select. */
export function referenceChecks(regionId: number | SQL, body: NamedReferences, checkerIds: readonly number[]): SQL {
  return sql`exists (select 1 from customers where id = ${body.customer_id}) as customer,
    exists (select 1 from aircraft_type where id = ${body.aircraft_type_id}) as aircraft_type,
    exists (select 1 from trucks where id = ${body.truck_id ?? 0} and region_id = ${regionId}) as truck,
    (select count(*)::int from technicians where id in (${idList(body.operator_ids)}) and region_id = ${regionId} and active) as operators,
    (select count(*)::int from technicians where id in (${idList(checkerIds)}) and region_id = ${regionId}) as checkers`;
}

export function missingOf(found: ReferenceFlags, body: NamedReferences, checkerIds: readonly number[]): string[] {
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

/** A step as the treatment's page shows it, with its fluid's name and what sprayed it. */
interface DetailStep {
  id: number;
  position: number;
  purpose: string;
  fluid_id: number;
  fluid_name: string;
  fluid_type: string;
  concentration: number;
  freezing_point_c: number | null;
  brix: number | null;
  nozzle_temperature_c: number | null;
  litres: number;
  lot: string | null;
  truck_id: number | null;
  equipment_id: number | null;
  sprayer_name: string | null;
  started_at: Date;
  ended_at: Date | null;
}

/** The steps in position order, as JSON (its timestamps are read back into Dates). */
const stepsJson = sql<(Omit<DetailStep, 'started_at' | 'ended_at'> & { started_at: string; ended_at: string | null })[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'position', s.position, 'purpose', s.purpose, 'fluid_id', s.fluid_id,
    'fluid_name', f.name, 'fluid_type', s.fluid_type, 'concentration', s.concentration, 'freezing_point_c', s.freezing_point_c,
    'brix', s.brix, 'nozzle_temperature_c', s.nozzle_temperature_c, 'litres', s.litres, 'lot', s.lot, 'truck_id', s.truck_id,
    'equipment_id', s.equipment_id, 'sprayer_name', coalesce(tr.fleet_no, tr.registration, e.name),
    'started_at', s.started_at, 'ended_at', s.ended_at) order by s.position)
  from de_icing_steps s join de_icing_fluids f on f.id = s.fluid_id
    left join trucks tr on tr.id = s.truck_id left join equipment e on e.id = s.equipment_id
  where s.treatment_id = ${deIcingTreatments.id}), '[]'::json)`;

/** The crew by name, as JSON. */
const operatorsJson = sql<{ technician_id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('technician_id', t.id, 'name', t.name) order by t.name)
  from de_icing_operators o join technicians t on t.id = o.technician_id
  where o.treatment_id = ${deIcingTreatments.id}), '[]'::json)`;

/**
 * A treatment with its names, steps and crew in one statement, built and parsed once (the answer to
 * every save: `npm run bench:deicing`). Within the regions given: another region's is not found.
 */
const detailQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      treatment: deIcingTreatments,
      station_code: stations.code,
      time_zone: airport.time_zone,
      customer_name: customers.name,
      aircraft_type_code: aircraftType.icao,
      hot_table_name: hotTableSets.name,
      hot_table_demo: hotTableSets.demo,
      check_technician_name: technicians.name,
      operators: operatorsJson,
      steps: stepsJson,
    })
    .from(deIcingTreatments)
    .innerJoin(stations, eq(stations.id, deIcingTreatments.station_id))
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .innerJoin(customers, eq(customers.id, deIcingTreatments.customer_id))
    .innerJoin(aircraftType, eq(aircraftType.id, deIcingTreatments.aircraft_type_id))
    .leftJoin(hotTableSets, eq(hotTableSets.id, deIcingTreatments.hot_table_set_id))
    .leftJoin(technicians, eq(technicians.id, deIcingTreatments.check_technician_id))
    .where(
      and(eq(deIcingTreatments.id, sql.placeholder('id')), sql`${deIcingTreatments.region_id} = any(${sql.placeholder('regions')}::int[])`),
    )
    .prepare('de_icing_treatment_detail'),
);

/** A treatment as its page shows it: the record, names, steps, crew, check and the table the window came from. */
export async function treatmentDetail(db: Database, id: number, regionIds: readonly number[]) {
  const [row] = await detailQuery(db).execute({ id, regions: [...regionIds] });
  if (!row) throw notFound();
  const { treatment, operators, steps: stepRows, ...names } = row;
  const steps: DetailStep[] = stepRows.map((step) => ({
    ...step,
    started_at: new Date(step.started_at),
    ended_at: step.ended_at === null ? null : new Date(step.ended_at),
  }));
  const final = steps.at(-1);
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
