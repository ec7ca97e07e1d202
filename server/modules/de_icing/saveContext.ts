import { sql } from 'drizzle-orm';
import type { CrewMember, StationLot } from '../../../model/modules/de_icing';
import type { WingMaterial } from '../../../model/modules/de_icing/enums';
import { defaultMetarIntervalMinutes } from '../../../model/modules/de_icing/metar';
import type { TreatmentBody } from '../../../model/modules/de_icing/treatmentSchemas';
import type { Session } from '../../auth/session';
import { memberStationJson, type StationFacts } from '../../core/stations';
import type { Database } from '../../db/client';
import { crewById, crewJson, fluidLotsJson, sprayersByKind, sprayersJson, type NamedSprayer } from './crewQueries';
import {
  activeRowsOf,
  fluidsByIdOf,
  fluidsJson,
  missingOf,
  referenceChecks,
  type ActiveHotTable,
  type FluidRow,
  type ReferenceFlags,
} from './treatmentQueries';

/** Everything a save judges beyond its body. */
export interface SaveContext {
  /** The station, if it is one of the caller's regions. */
  station: StationFacts | null;
  /** The fields naming a reference that is not in the station's region (or global list). */
  missing: string[];
  wing_material: WingMaterial;
  metar_interval_minutes: number;
  hot_table: ActiveHotTable | null;
  fluids: Map<number, FluidRow>;
  crew: Map<number, CrewMember>;
  /** The station's batches in stock of the steps' fluids. */
  lots: StationLot[];
  sprayers: ReturnType<typeof sprayersByKind>;
}

interface ContextRow extends ReferenceFlags {
  station: StationFacts | null;
  wing_material: WingMaterial | null;
  metar_interval_minutes: number | null;
  fluids: FluidRow[];
  crew: CrewMember[];
  lots: StationLot[];
  sprayers: NamedSprayer[];
  set_id: number | null;
  set_name: string;
  set_demo: boolean;
  set_valid_from: string;
  set_valid_to: string;
  set_updated_at: Date | string;
}

function activeSetOf(row: ContextRow) {
  if (row.set_id === null) return null;
  return {
    id: Number(row.set_id),
    name: row.set_name,
    demo: row.set_demo,
    valid_from: row.set_valid_from,
    valid_to: row.set_valid_to,
    updated_at: row.set_updated_at,
  };
}

/**
 * What a treatment's save reads beyond its body, in one round trip (every save reads it: `npm run
 * bench:deicing`, docs/modules/de_icing.md): the station if it is the caller's, the references
 * missing from its region, the aircraft type's wing (Type I tables), the station's METAR interval,
 * the steps' fluids, the crew's de-icing courses, the station's batches of those fluids, the
 * sprayers named, and the active HOT set (its rows from memory while it stays the active one).
 * Each part is the SQL its own reader runs alone (memberStation, fluidsById, deIcingCrew, …).
 */
export async function saveContext(db: Database, session: Session, body: TreatmentBody): Promise<SaveContext> {
  const fluidIds = body.steps.map((step) => step.fluid_id);
  const region = sql`(select region_id from stations where id = ${body.station_id})`;
  const { rows } = (await db.execute(sql`select ${memberStationJson(session, body.station_id)} as station,
      ${referenceChecks(region, body, [])},
      (select wing_material from aircraft_type where id = ${body.aircraft_type_id}) as wing_material,
      (select metar_interval_minutes from stations where id = ${body.station_id}) as metar_interval_minutes,
      ${fluidsJson(fluidIds)} as fluids,
      ${crewJson(body.operator_ids)} as crew,
      ${fluidLotsJson(body.station_id, fluidIds)} as lots,
      ${sprayersJson(
        body.steps.flatMap((step) => (step.truck_id ? [step.truck_id] : [])),
        body.steps.flatMap((step) => (step.equipment_id ? [step.equipment_id] : [])),
      )} as sprayers,
      s.id as set_id, s.name as set_name, s.demo as set_demo, s.valid_from::text as set_valid_from,
      s.valid_to::text as set_valid_to, s.updated_at as set_updated_at
    from (select 1) as one left join hot_table_sets s on s.active`)) as { rows: ContextRow[] };
  const [row] = rows;
  const set = activeSetOf(row);
  return {
    station: row.station,
    missing: missingOf(row, body, []),
    wing_material: row.wing_material ?? 'aluminium',
    metar_interval_minutes: row.metar_interval_minutes ?? defaultMetarIntervalMinutes,
    hot_table: set && { ...set, rows: await activeRowsOf(db, set) },
    fluids: fluidsByIdOf(row.fluids),
    crew: crewById(row.crew),
    lots: row.lots.map((lot) => ({ ...lot, quantity: Number(lot.quantity) })),
    sprayers: sprayersByKind(row.sprayers),
  };
}
