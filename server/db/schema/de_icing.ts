import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { linkColumns, recordColumns } from './columns';
import { regions, users } from './accounts';
import { aircraftType, customers, stations, technicians } from './network';
import { equipment, trucks } from './assets';
import { materials } from './catalogue';
import {
  fluidTypes,
  precipitationIntensities,
  precipitationTypes,
  stepPurposes,
  treatmentProcedures,
  treatmentStatuses,
  wingMaterials,
  type AcceptedWarning,
  type HotCells,
} from '../../../model/modules/de_icing';

/**
 * A season's holdover time tables as published by an authority (FAA, Transport Canada), imported
 * by an administrator (docs/modules/de_icing.md). Exactly one set is active at a time.
 */
export const hotTableSets = pgTable(
  'hot_table_sets',
  {
    ...recordColumns,
    name: text('name').notNull(),
    authority: text('authority').notNull(),
    /** e.g. 2026-2027 */
    season: text('season').notNull(),
    valid_from: date('valid_from').notNull(),
    valid_to: date('valid_to').notNull(),
    /** Fictional data shipped with the demo: every screen that shows it says "DEMO — not for operational use". */
    demo: boolean('demo').notNull().default(false),
    active: boolean('active').notNull().default(false),
    source: text('source'),
    imported_by: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('hot_table_sets_name_unique').on(t.name),
    uniqueIndex('hot_table_sets_one_active')
      .on(t.active)
      .where(sql`${t.active}`),
    check('hot_table_sets_validity', sql`${t.valid_to} >= ${t.valid_from}`),
  ],
);

/**
 * One row of a table: a fluid (type, and brand for the brand-specific II/IV tables), an outside-air
 * temperature band and a concentration, with a cell per condition. Bands are half-open,
 * oat_min_c <= OAT < oat_max_c, as the tables read: "−3 °C and above" is [−3, ∞), "below −3 to −14"
 * is [−14, −3); an empty end is unbounded (model/modules/de_icing/holdover.ts).
 */
export const hotTableRows = pgTable(
  'hot_table_rows',
  {
    ...recordColumns,
    hot_table_set_id: integer('hot_table_set_id')
      .notNull()
      .references(() => hotTableSets.id, { onDelete: 'cascade' }),
    fluid_type: text('fluid_type', { enum: fluidTypes }).notNull(),
    /** Empty: the generic table of the type. */
    brand: text('brand'),
    /** The band's cold end, inclusive; empty = no lower limit. */
    oat_min_c: numeric('oat_min_c', { precision: 5, scale: 1, mode: 'number' }),
    /** The band's warm end, exclusive; empty = no upper limit. */
    oat_max_c: numeric('oat_max_c', { precision: 5, scale: 1, mode: 'number' }),
    /** Fluid/water concentration, % of fluid (100, 75, 50); empty for Type I (mixed by freezing point). */
    concentration: smallint('concentration'),
    /** Type I tables differ for aluminium and composite wings; empty = any wing. */
    wing_material: text('wing_material', { enum: wingMaterials }),
    cells: jsonb('cells').$type<HotCells>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('hot_table_rows_set_idx').on(t.hot_table_set_id, t.fluid_type, t.brand)],
);

/**
 * A de-icing fluid product (brand) with its lowest operational use temperature per concentration,
 * and the material its stock is kept as.
 */
export const deIcingFluids = pgTable(
  'de_icing_fluids',
  {
    ...recordColumns,
    name: text('name').notNull(),
    manufacturer: text('manufacturer'),
    fluid_type: text('fluid_type', { enum: fluidTypes }).notNull(),
    /** The brand as HOT tables name it; empty = the generic table of its type applies. */
    hot_brand: text('hot_brand'),
    material_id: integer('material_id').references(() => materials.id),
    /** LOUT of the neat fluid and of its 75/25 and 50/50 dilutions (Types II/III/IV). */
    lout_100_c: numeric('lout_100_c', { precision: 5, scale: 1, mode: 'number' }),
    lout_75_c: numeric('lout_75_c', { precision: 5, scale: 1, mode: 'number' }),
    lout_50_c: numeric('lout_50_c', { precision: 5, scale: 1, mode: 'number' }),
    /** Type I: the lowest temperature at which it passes the aerodynamic acceptance test (AS6285 LOUT). */
    aerodynamic_limit_c: numeric('aerodynamic_limit_c', { precision: 5, scale: 1, mode: 'number' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('de_icing_fluids_name_unique').on(t.name), index('de_icing_fluids_material_idx').on(t.material_id)],
);

/** One de-icing/anti-icing treatment of one aircraft: what an auditor asks to see. */
export const deIcingTreatments = pgTable(
  'de_icing_treatments',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    /** Station-local date of the final step's start. */
    local_date: date('local_date').notNull(),
    pad: text('pad'),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    flight_no: text('flight_no'),
    aircraft_type_id: integer('aircraft_type_id')
      .notNull()
      .references(() => aircraftType.id),
    registration: text('registration').notNull(),
    truck_id: integer('truck_id').references(() => trucks.id),
    status: text('status', { enum: treatmentStatuses }).notNull().default('in_progress'),
    oat_c: numeric('oat_c', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    precipitation: text('precipitation', { enum: precipitationTypes }).notNull(),
    intensity: text('intensity', { enum: precipitationIntensities }),
    /** The METAR the weather was prefilled from, kept as evidence. */
    metar: text('metar'),
    procedure: text('procedure', { enum: treatmentProcedures }).notNull(),
    surfaces: text('surfaces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The HOT clock starts at the beginning of the final step. */
    final_step_started_at: timestamp('final_step_started_at', { withTimezone: true }),
    /** The table and the window read from it when the treatment was recorded (a later import does not change it). */
    hot_table_set_id: integer('hot_table_set_id').references(() => hotTableSets.id),
    holdover: jsonb('holdover'),
    holdover_min_minutes: integer('holdover_min_minutes'),
    holdover_max_minutes: integer('holdover_max_minutes'),
    /** Warnings the operator saw and accepted (e.g. two-step gap over 3 minutes), each with its text's params: `[{key, params}]`. */
    accepted_warnings: jsonb('accepted_warnings').$type<AcceptedWarning[]>().notNull().default([]),
    check_technician_id: integer('check_technician_id').references(() => technicians.id),
    checked_at: timestamp('checked_at', { withTimezone: true }),
    anti_icing_code: text('anti_icing_code'),
    remarks: text('remarks'),
    cancel_reason: text('cancel_reason'),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('de_icing_treatments_region_date_idx').on(t.region_id, t.local_date),
    index('de_icing_treatments_station_date_idx').on(t.station_id, t.local_date),
    index('de_icing_treatments_customer_idx').on(t.customer_id, t.local_date),
    check('de_icing_treatments_code_after_check', sql`${t.anti_icing_code} is null or ${t.checked_at} is not null`),
  ],
);

/** The crew who sprayed. */
export const deIcingOperators = pgTable(
  'de_icing_operators',
  {
    ...linkColumns,
    treatment_id: integer('treatment_id')
      .notNull()
      .references(() => deIcingTreatments.id, { onDelete: 'cascade' }),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id),
  },
  (t) => [primaryKey({ columns: [t.treatment_id, t.technician_id] }), index('de_icing_operators_technician_idx').on(t.technician_id)],
);

/** A fluid step: one step for one-step, de-icing then anti-icing for two-step. */
export const deIcingSteps = pgTable(
  'de_icing_steps',
  {
    ...recordColumns,
    treatment_id: integer('treatment_id')
      .notNull()
      .references(() => deIcingTreatments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    purpose: text('purpose', { enum: stepPurposes }).notNull(),
    fluid_id: integer('fluid_id')
      .notNull()
      .references(() => deIcingFluids.id),
    fluid_type: text('fluid_type', { enum: fluidTypes }).notNull(),
    /** % fluid in the mix (100 = neat; 0 = heated water alone, the first step of two at OAT −3 °C and above). */
    concentration: smallint('concentration').notNull(),
    freezing_point_c: numeric('freezing_point_c', { precision: 4, scale: 1, mode: 'number' }),
    brix: numeric('brix', { precision: 4, scale: 1, mode: 'number' }),
    nozzle_temperature_c: numeric('nozzle_temperature_c', { precision: 4, scale: 1, mode: 'number' }),
    litres: numeric('litres', { precision: 8, scale: 1, mode: 'number' }).notNull(),
    /** The fluid batch sprayed (a stock lot of the station), consumed by the step's stock movement. */
    lot: text('lot'),
    /** What sprayed it: a truck or a piece of equipment (one of them on every new step). */
    truck_id: integer('truck_id').references(() => trucks.id),
    equipment_id: integer('equipment_id').references(() => equipment.id),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('de_icing_steps_position_unique').on(t.treatment_id, t.position),
    index('de_icing_steps_fluid_idx').on(t.fluid_id),
    check('de_icing_steps_litres', sql`${t.litres} >= 0`),
    check('de_icing_steps_concentration', sql`${t.concentration} between 0 and 100`),
    check('de_icing_steps_one_sprayer', sql`${t.truck_id} is null or ${t.equipment_id} is null`),
    index('de_icing_steps_lot_idx').on(t.fluid_id, t.lot),
  ],
);
