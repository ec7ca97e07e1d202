import { z } from 'zod';
import { assetStatuses } from '../../resources/enums';
import { movementKinds } from '../stock';
import {
  fluidTypes,
  hotConditions,
  precipitationIntensities,
  precipitationTypes,
  stepPurposes,
  treatedSurfaces,
  treatmentProcedures,
  treatmentStatuses,
  wingMaterials,
} from './enums';
import { holdoverMatches } from './holdover';
import { hotCellSchema, hotCellsSchema, type HotCell } from './hotCells';

/**
 * What the De-Icing endpoints answer (docs/modules/de_icing.md): the server declares these as its
 * response schemas (published in the OpenAPI document) and the browser reads its records typed
 * from them, so the two cannot drift apart. Instants leave as ISO text (JSON.stringify of a Date),
 * days as YYYY-MM-DD.
 */
const instant = z.string();
const day = z.string();

/** The window kept with a treatment: the HOT cell read, how it was found, for which condition and row. */
const keptHoldoverSchema = z.intersection(
  hotCellSchema,
  z.object({ match: z.enum(holdoverMatches), condition: z.enum(hotConditions), row_id: z.int().nullable() }),
);

const treatmentStepRecordSchema = z.object({
  id: z.int(),
  position: z.int(),
  purpose: z.enum(stepPurposes),
  fluid_id: z.int(),
  fluid_name: z.string(),
  fluid_type: z.enum(fluidTypes),
  concentration: z.int(),
  freezing_point_c: z.number().nullable(),
  brix: z.number().nullable(),
  nozzle_temperature_c: z.number().nullable(),
  litres: z.number(),
  /** The fluid batch sprayed and what sprayed it (a truck or a piece of equipment, by name). */
  lot: z.string().nullable(),
  truck_id: z.int().nullable(),
  equipment_id: z.int().nullable(),
  sprayer_name: z.string().nullable(),
  started_at: instant,
  ended_at: instant.nullable(),
});
export type TreatmentStep = z.infer<typeof treatmentStepRecordSchema>;

/** GET /de_icing_treatments/:id and every write on it: the treatment with names, steps, crew, check and the table it was read from. */
export const treatmentRecordSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    region_id: z.int(),
    station_id: z.int(),
    local_date: day,
    pad: z.string().nullable(),
    customer_id: z.int(),
    flight_no: z.string().nullable(),
    aircraft_type_id: z.int(),
    registration: z.string(),
    truck_id: z.int().nullable(),
    status: z.enum(treatmentStatuses),
    oat_c: z.number(),
    precipitation: z.enum(precipitationTypes),
    intensity: z.enum(precipitationIntensities).nullable(),
    metar: z.string().nullable(),
    procedure: z.enum(treatmentProcedures),
    surfaces: z.array(z.enum(treatedSurfaces)),
    final_step_started_at: instant.nullable(),
    hot_table_set_id: z.int().nullable(),
    holdover: keptHoldoverSchema.nullable(),
    holdover_min_minutes: z.int().nullable(),
    holdover_max_minutes: z.int().nullable(),
    /** The warnings accepted on saving, each with the params its text needs (`AcceptedWarning`, ruleResult.ts). */
    accepted_warnings: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
    check_technician_id: z.int().nullable(),
    checked_at: instant.nullable(),
    anti_icing_code: z.string().nullable(),
    remarks: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    recorded_by: z.int().nullable(),
    station_code: z.string(),
    /** The station's airport IANA zone: the page shows times in it. */
    time_zone: z.string(),
    customer_name: z.string(),
    aircraft_type_code: z.string(),
    hot_table_name: z.string().nullable(),
    hot_table_demo: z.boolean().nullable(),
    check_technician_name: z.string().nullable(),
    operator_ids: z.array(z.int()),
    operators: z.array(z.object({ technician_id: z.int(), name: z.string() })),
    steps: z.array(treatmentStepRecordSchema),
    /** The final step's fluid type and mix. */
    fluid_type: z.enum(fluidTypes).nullable(),
    concentration: z.int().nullable(),
    total_litres: z.number(),
  })
  .meta({ description: 'The treatment with its steps, crew, check, window and the HOT table it was read from.' });
export type TreatmentRecord = z.infer<typeof treatmentRecordSchema>;

const deIcingStationSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  region_id: z.int(),
  time_zone: z.string(),
  /** The station's routine METAR interval: an older report is a warning. */
  metar_interval_minutes: z.int(),
});
export type DeIcingStation = z.infer<typeof deIcingStationSchema>;

const deIcingFluidSchema = z.object({
  id: z.int(),
  name: z.string(),
  fluid_type: z.enum(fluidTypes),
  hot_brand: z.string().nullable(),
  material_id: z.int().nullable(),
  lout_100_c: z.number().nullable(),
  lout_75_c: z.number().nullable(),
  lout_50_c: z.number().nullable(),
  aerodynamic_limit_c: z.number().nullable(),
  active: z.boolean(),
});
export type DeIcingFluid = z.infer<typeof deIcingFluidSchema>;

/** GET /de_icing/options: what the treatment form picks from; the operators are technicians, who do not read Settings. */
export const deIcingOptionsSchema = z
  .object({
    stations: z.array(deIcingStationSchema),
    customers: z.array(z.object({ id: z.int(), code: z.string(), name: z.string() })),
    aircraft_types: z.array(z.object({ id: z.int(), code: z.string(), name: z.string(), wing_material: z.enum(wingMaterials) })),
    trucks: z.array(
      z.object({ id: z.int(), name: z.string(), registration: z.string(), station_id: z.int(), status: z.enum(assetStatuses) }),
    ),
    /** With their de-icing course records, so the form judges the crew's qualification as the server does. */
    technicians: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        home_station_id: z.int().nullable(),
        region_id: z.int(),
        de_icing_courses: z.array(z.object({ course_id: z.int(), code: z.string(), expires_on: day.nullable() })),
      }),
    ),
    /** The equipment of the de-icing stations, which may spray a step instead of a truck. */
    equipment: z.array(z.object({ id: z.int(), name: z.string(), station_id: z.int(), status: z.enum(assetStatuses) })),
    fluids: z.array(deIcingFluidSchema),
    /** The fluid batches in stock at the de-icing stations (litres > 0), oldest delivery first. */
    lots: z.array(z.object({ station_id: z.int(), material_id: z.int(), lot: z.string(), quantity: z.number() })),
  })
  .meta({ description: 'The pick lists of the treatment form.' });
export type DeIcingOptions = z.infer<typeof deIcingOptionsSchema>;

/** A HOT cell's kind, as the pad reads it from the kept window. */
const holdoverKinds = ['time', 'range', 'none', 'rule'] as const satisfies readonly HotCell['kind'][];
export type HoldoverKind = (typeof holdoverKinds)[number];

const padTreatmentSchema = z.object({
  id: z.int(),
  version: z.int(),
  station_id: z.int(),
  local_date: day,
  pad: z.string().nullable(),
  registration: z.string(),
  flight_no: z.string().nullable(),
  customer_name: z.string(),
  aircraft_type_code: z.string(),
  status: z.enum(treatmentStatuses),
  procedure: z.enum(treatmentProcedures),
  oat_c: z.number(),
  precipitation: z.enum(precipitationTypes),
  intensity: z.enum(precipitationIntensities).nullable(),
  final_step_started_at: instant.nullable(),
  holdover_kind: z.enum(holdoverKinds).nullable(),
  /** How the window was found: `no_valid_table` = no table valid on the treatment's date. */
  holdover_match: z.enum(holdoverMatches).nullable(),
  holdover_min_minutes: z.int().nullable(),
  holdover_max_minutes: z.int().nullable(),
  anti_icing_code: z.string().nullable(),
  checked_at: instant.nullable(),
  /** The final step's fluid type and mix. */
  fluid_type: z.enum(fluidTypes).nullable(),
  concentration: z.int().nullable(),
});
export type PadTreatment = z.infer<typeof padTreatmentSchema>;

/** GET /de_icing/pad: one de-icing station's day on the pad (its own local today, or the day asked). */
export const padDaySchema = z
  .object({
    station_id: z.int(),
    station_code: z.string(),
    station_name: z.string(),
    time_zone: z.string(),
    date: day,
    /** The home station of the signed-in user's technician record: the pad opens on it. */
    home: z.boolean(),
    treatments: z.array(padTreatmentSchema),
    fluid_used: z.array(z.object({ fluid_type: z.enum(fluidTypes), litres: z.number() })),
  })
  .meta({ description: 'A station’s day.' });
export type PadDay = z.infer<typeof padDaySchema>;

/**
 * The station the pad opens on when none was picked before: the user's home station (their
 * technician record's), else the busiest today (most treatments; the first in the list on a tie),
 * else the first — never a quiet station while another has work (docs/modules/de_icing.md).
 */
export function padOpeningStation(days: readonly Pick<PadDay, 'station_id' | 'home' | 'treatments'>[]): number | undefined {
  const home = days.find((candidate) => candidate.home);
  if (home) return home.station_id;
  const busiest = days.reduce<(typeof days)[number] | undefined>(
    (best, candidate) => (!best || candidate.treatments.length > best.treatments.length ? candidate : best),
    undefined,
  );
  return busiest?.station_id;
}

/** GET /de_icing/stock: a fluid material at a station; the threshold is the station's minimum, else the material's. */
export const stockLineSchema = z
  .object({
    station_id: z.int(),
    station_code: z.string(),
    /** The station's time zone: its movements are shown in it (src/components/date/stationTime.ts). */
    time_zone: z.string(),
    region_id: z.int(),
    material_id: z.int(),
    part_number: z.string(),
    description: z.string(),
    fluid_names: z.string(),
    fluid_type: z.enum(fluidTypes),
    quantity: z.number(),
    minimum_quantity: z.number().nullable(),
    threshold: z.number(),
    consumed_last_7_days: z.number(),
    days_left: z.number().nullable(),
    below_threshold: z.boolean(),
  })
  .meta({ description: 'A station × material.' });
export type StockLine = z.infer<typeof stockLineSchema>;

const stockMovementSchema = z.object({
  id: z.int(),
  station_id: z.int(),
  station_code: z.string(),
  material_id: z.int(),
  part_number: z.string(),
  kind: z.enum(movementKinds),
  quantity: z.number(),
  moved_at: instant,
  reference: z.string().nullable(),
  batch_no: z.string().nullable(),
  /** The stock lot (fluid batch) it moved. */
  lot: z.string(),
  reason: z.string().nullable(),
  de_icing_treatment_id: z.int().nullable(),
  /** The aircraft a consumption sprayed. */
  registration: z.string().nullable(),
  reverses_id: z.int().nullable(),
  created_at: instant,
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET /de_icing/stock/movements: one page, newest first, and the total. */
export const stockMovementsPageSchema = z.object({ rows: z.array(stockMovementSchema), total: z.int() });
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;

/** POST /de_icing/deliveries: the receipt movement and the station's new quantity. */
export const deliveryAnswerSchema = z
  .object({ id: z.int(), station_id: z.int(), material_id: z.int(), quantity: z.number() })
  .meta({ description: 'The movement and the new quantity.' });

/** A HOT table set as stored (hot_table_sets). */
export const hotTableSetSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    name: z.string(),
    authority: z.string(),
    season: z.string(),
    valid_from: day,
    valid_to: day,
    demo: z.boolean(),
    active: z.boolean(),
    source: z.string().nullable(),
    imported_by: z.int().nullable(),
  })
  .meta({ description: 'The set.' });
export type HotTableSet = z.infer<typeof hotTableSetSchema>;

/** A row of a set as the tables show it. */
export const hotTableRowSchema = z.object({
  id: z.int(),
  fluid_type: z.enum(fluidTypes),
  brand: z.string().nullable(),
  oat_min_c: z.number().nullable(),
  oat_max_c: z.number().nullable(),
  concentration: z.int().nullable(),
  wing_material: z.enum(wingMaterials).nullable(),
  cells: hotCellsSchema,
  position: z.int(),
});
export type HotTableRow = z.infer<typeof hotTableRowSchema>;

/** A row read from an import file, before it is saved (no id yet). */
const hotImportRowSchema = hotTableRowSchema.omit({ id: true });
export type HotImportRow = z.infer<typeof hotImportRowSchema>;

const hotImportErrorSchema = z.object({
  /** CSV: the physical line (header = 1); JSON: the row's position from 1; 0 = the file as a whole. */
  row: z.int(),
  field: z.string(),
  /** The text in the caller's language. */
  message: z.string(),
  /** Its i18n key, `de_icing.rules.hot_import.<reason>`. */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type HotImportErrorText = z.infer<typeof hotImportErrorSchema>;

/** POST /hot_table_sets/import?dry_run=true: how many rows the file holds, the first ones, and every error. */
export const hotImportPreviewSchema = z
  .object({ rows: z.int(), preview: z.array(hotImportRowSchema), errors: z.array(hotImportErrorSchema) })
  .meta({ description: '{rows, preview, errors}' });
export type HotImportPreview = z.infer<typeof hotImportPreviewSchema>;

/** GET /hot_table_sets/active: the active set with its rows, or null when none is active. */
export const activeHotTableSchema = hotTableSetSchema
  .extend({ rows: z.array(hotTableRowSchema) })
  .nullable()
  .meta({ description: 'The set and rows, or null.' });
export type ActiveHotTableSet = z.infer<typeof activeHotTableSchema>;
