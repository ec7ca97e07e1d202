import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { regions } from './accounts';
import { stations } from './network';
import { assetStatuses, resourceKinds, toolStatuses, truckTypes } from '../../../model/resources/enums';

/** Station-level assets: equipment, trucks and calibrated tools, each owned by a region and a station. */

export const resourceCategory = pgTable(
  'resource_category',
  {
    ...recordColumns,
    name: text('name').notNull(),
    kind: text('kind', { enum: resourceKinds }).notNull(),
    /** #rrggbb, used to colour the resources calendar. */
    colour: text('colour').notNull().default('#607d8b'),
  },
  (t) => [uniqueIndex('resource_category_name_unique').on(t.name), index('resource_category_kind_idx').on(t.kind)],
);

export const equipment = pgTable(
  'equipment',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    resource_category_id: integer('resource_category_id').references(() => resourceCategory.id),
    asset_no: text('asset_no').notNull(),
    name: text('name').notNull(),
    serial: text('serial'),
    make: text('make'),
    model: text('model'),
    status: text('status', { enum: assetStatuses }).notNull().default('serviceable'),
    next_service_date: date('next_service_date'),
  },
  (t) => [
    uniqueIndex('equipment_asset_no_unique').on(t.asset_no),
    index('equipment_region_idx').on(t.region_id),
    index('equipment_station_idx').on(t.station_id),
    index('equipment_category_idx').on(t.resource_category_id),
    index('equipment_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const trucks = pgTable(
  'trucks',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    resource_category_id: integer('resource_category_id').references(() => resourceCategory.id),
    registration: text('registration').notNull(),
    fleet_no: text('fleet_no'),
    type: text('type', { enum: truckTypes }).notNull(),
    make: text('make'),
    model: text('model'),
    fluid_tank_litres: integer('fluid_tank_litres'),
    odometer_km: integer('odometer_km'),
    status: text('status', { enum: assetStatuses }).notNull().default('serviceable'),
    next_service_date: date('next_service_date'),
    insurance_expiry: date('insurance_expiry'),
  },
  (t) => [
    uniqueIndex('trucks_registration_unique').on(t.registration),
    uniqueIndex('trucks_fleet_no_unique').on(t.fleet_no),
    index('trucks_region_idx').on(t.region_id),
    index('trucks_station_idx').on(t.station_id),
    index('trucks_category_idx').on(t.resource_category_id),
  ],
);

export const calibratedTools = pgTable(
  'calibrated_tools',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    resource_category_id: integer('resource_category_id').references(() => resourceCategory.id),
    tool_no: text('tool_no').notNull(),
    description: text('description').notNull(),
    serial: text('serial'),
    calibration_interval_days: integer('calibration_interval_days').notNull(),
    last_calibrated: date('last_calibrated'),
    /** Stored and indexed so "due before" lists and alerts need no computation per row. */
    next_due: date('next_due').generatedAlwaysAs(sql`"last_calibrated" + "calibration_interval_days"`),
    calibration_provider: text('calibration_provider'),
    calibration_certificate: text('calibration_certificate'),
    status: text('status', { enum: toolStatuses }).notNull().default('in_service'),
  },
  (t) => [
    uniqueIndex('calibrated_tools_tool_no_unique').on(t.tool_no),
    index('calibrated_tools_region_idx').on(t.region_id),
    index('calibrated_tools_station_idx').on(t.station_id),
    index('calibrated_tools_category_idx').on(t.resource_category_id),
    index('calibrated_tools_next_due_idx').on(t.next_due),
  ],
);
