import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { regions, users } from './accounts';
import { stations } from './network';
import { calibratedTools, equipment, trucks } from './assets';
import { activities, activityAllocations } from './scheduled';
import { onCallRequests } from './on_call';
import { deIcingTreatments } from './de_icing';
import { bookableKinds, bookingPurposes, calibrationResults, resourceTransferStatuses } from '../../../model/modules/resource_allocation';

/** The resource a row is about: exactly one of these, matching `kind`. */
function resourceColumns() {
  return {
    kind: text('kind', { enum: bookableKinds }).notNull(),
    truck_id: integer('truck_id').references(() => trucks.id),
    equipment_id: integer('equipment_id').references(() => equipment.id),
    calibrated_tool_id: integer('calibrated_tool_id').references(() => calibratedTools.id),
  };
}

/**
 * A resource held from starts_at to ends_at (half-open) for an activity, an on-call job, a
 * de-icing treatment, a transfer (in transit) or a plain reservation (docs/modules/resource_allocation.md). Two live
 * bookings of one resource never overlap: the exclusion constraint
 * `resource_bookings_no_overlap` (migration 0008, btree_gist) refuses the second even when both
 * commit at once. A released booking keeps its row with released_at set.
 */
export const resourceBookings = pgTable(
  'resource_bookings',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    ...resourceColumns(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    purpose: text('purpose', { enum: bookingPurposes }).notNull(),
    /** The allocation made on the activity's page that this booking is (moves with the activity). */
    activity_allocation_id: integer('activity_allocation_id').references(() => activityAllocations.id, { onDelete: 'cascade' }),
    activity_id: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    on_call_request_id: integer('on_call_request_id').references(() => onCallRequests.id),
    de_icing_treatment_id: integer('de_icing_treatment_id').references(() => deIcingTreatments.id),
    resource_transfer_id: integer('resource_transfer_id').references(() => resourceTransfers.id),
    note: text('note'),
    /** A status rule set aside with a written reason (never an overlap or an overdue calibration). */
    override_reason: text('override_reason'),
    released_at: timestamp('released_at', { withTimezone: true }),
    booked_by: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('resource_bookings_station_time_idx').on(t.station_id, t.starts_at),
    index('resource_bookings_region_time_idx').on(t.region_id, t.starts_at),
    index('resource_bookings_truck_idx').on(t.truck_id),
    index('resource_bookings_equipment_idx').on(t.equipment_id),
    index('resource_bookings_tool_idx').on(t.calibrated_tool_id),
    index('resource_bookings_activity_idx').on(t.activity_id),
    uniqueIndex('resource_bookings_allocation_unique').on(t.activity_allocation_id),
    check('resource_bookings_one_resource', sql`num_nonnulls(${t.truck_id}, ${t.equipment_id}, ${t.calibrated_tool_id}) = 1`),
    check('resource_bookings_period', sql`${t.ends_at} > ${t.starts_at}`),
  ],
);

/** A resource moving to another station; booked (unavailable) from departure to arrival. */
export const resourceTransfers = pgTable(
  'resource_transfers',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    to_region_id: integer('to_region_id')
      .notNull()
      .references(() => regions.id),
    ...resourceColumns(),
    from_station_id: integer('from_station_id')
      .notNull()
      .references(() => stations.id),
    to_station_id: integer('to_station_id')
      .notNull()
      .references(() => stations.id),
    departs_at: timestamp('departs_at', { withTimezone: true }).notNull(),
    arrives_at: timestamp('arrives_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: resourceTransferStatuses }).notNull().default('planned'),
    arrived_at: timestamp('arrived_at', { withTimezone: true }),
    note: text('note'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('resource_transfers_from_idx').on(t.from_station_id, t.departs_at),
    index('resource_transfers_to_idx').on(t.to_station_id, t.arrives_at),
    check('resource_transfers_one_resource', sql`num_nonnulls(${t.truck_id}, ${t.equipment_id}, ${t.calibrated_tool_id}) = 1`),
    check('resource_transfers_period', sql`${t.arrives_at} > ${t.departs_at}`),
    check('resource_transfers_other_station', sql`${t.from_station_id} <> ${t.to_station_id}`),
  ],
);

/**
 * A calibrated tool's trips to the laboratory: sent (tool out for calibration), returned with the
 * new calibration date, certificate and result. An out-of-tolerance result puts every activity the
 * tool was used on since its previous good calibration under review (traceability: docs/modules/resource_allocation.md).
 */
export const toolCalibrations = pgTable(
  'tool_calibrations',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    calibrated_tool_id: integer('calibrated_tool_id')
      .notNull()
      .references(() => calibratedTools.id),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    provider: text('provider'),
    returned_at: timestamp('returned_at', { withTimezone: true }),
    calibrated_on: date('calibrated_on'),
    certificate: text('certificate'),
    result: text('result', { enum: calibrationResults }),
    remarks: text('remarks'),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    returned_by: integer('returned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tool_calibrations_tool_idx').on(t.calibrated_tool_id, t.sent_at),
    // A tool is at the laboratory once at a time.
    uniqueIndex('tool_calibrations_one_open')
      .on(t.calibrated_tool_id)
      .where(sql`${t.returned_at} is null`),
    check('tool_calibrations_returned', sql`${t.returned_at} is null or (${t.calibrated_on} is not null and ${t.result} is not null)`),
  ],
);
