import { boolean, check, date, index, integer, numeric, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { recordColumns } from './columns';
import { regions, users } from './accounts';
import { stations, technicians } from './network';
import { shiftKinds } from '../../../model/modules/manpower';

/** Shift types (reference data): a working shift has station-local start and end; the end may be past midnight. */
export const shiftTypes = pgTable(
  'shift_types',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: shiftKinds }).notNull(),
    /** Empty for off, leave and sick days. An end at or before the start means the next morning. */
    start_time: time('start_time'),
    end_time: time('end_time'),
    paid_minutes: integer('paid_minutes').notNull().default(0),
    colour: text('colour').notNull().default('#90a4ae'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('shift_types_code_unique').on(t.code), check('shift_types_paid_check', sql`${t.paid_minutes} >= 0`)],
);

/**
 * The roster: one shift per technician per station-local day. The instants are derived from the
 * shift type and the station's time zone when saved, so the rest rules and the "rostered at the
 * activity's time" check compare instants (a night shift crosses midnight; DST days have 23 or 25 h).
 */
export const rosterShifts = pgTable(
  'roster_shifts',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    local_date: date('local_date').notNull(),
    shift_type_id: integer('shift_type_id')
      .notNull()
      .references(() => shiftTypes.id),
    /** Empty for a day without work (off, leave, sick). */
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    /** A standby day's hours: reachable for on-call jobs, not working time (model shiftInterval.ts). */
    standby_starts_at: timestamp('standby_starts_at', { withTimezone: true }),
    standby_ends_at: timestamp('standby_ends_at', { withTimezone: true }),
    /** A supervisor's reason for keeping a shift that breaks a rest rule (never silently allowed). */
    breach_rules: text('breach_rules').array().notNull().default([]),
    breach_reason: text('breach_reason'),
    breach_by: integer('breach_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('roster_shifts_technician_day_unique').on(t.technician_id, t.local_date),
    index('roster_shifts_station_day_idx').on(t.station_id, t.local_date),
    index('roster_shifts_region_day_idx').on(t.region_id, t.local_date),
  ],
);

/**
 * A month whose man-hour plan (145.A.30(d)) shows the station short by more than the tolerated
 * deficit: raised once per station and month to the quality and accountable managers, and kept as
 * the record that the organisation saw it (docs/modules/manpower.md).
 */
export const manHourSignals = pgTable(
  'man_hour_signals',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    /** The first day of the month planned. */
    month: date('month').notNull(),
    /** Rostered working minutes net of training, leave and absence. */
    supply_minutes: integer('supply_minutes').notNull(),
    demand_minutes: integer('demand_minutes').notNull(),
    /** (demand − supply) / demand, in per cent. */
    deficit_percent: numeric('deficit_percent', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    raised_at: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('man_hour_signals_station_month_unique').on(t.station_id, t.month),
    index('man_hour_signals_region_month_idx').on(t.region_id, t.month),
  ],
);
