import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { storedFiles } from './files';
import { regions, users } from './accounts';
import { aircraftType, customers, stations, technicians } from './network';
import { flightSchedule, services } from './operations';
import { calibratedTools, equipment, trucks } from './assets';
import { rts, trainingCourses } from './catalogue';
import { trainingAttendees } from './training';
import { activityStatuses, allocationKinds, assignmentRoles, serviceStatuses } from '../../../model/modules/scheduled';

/**
 * One turnaround service event (docs/modules/scheduled.md). Times are UTC instants; the station-local
 * date is kept because that is the day people plan and talk about (a night turnaround crosses midnight).
 */
/**
 * A flight number as flight movements compare it (normaliseFlightNo, model/modules/movements):
 * upper case, without spaces, the number without leading zeros (`AF 0012` → `AF12`). The SQL
 * function is created by migration 0023; indexed with the day, so a movement finds its job by one
 * index look-up (server/modules/movements/candidates.ts).
 */
export const flightKey = (column: AnyPgColumn | SQL) => sql`tarmac_flight_key(${column})`;

export const activities = pgTable(
  'activities',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    local_date: date('local_date').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Empty for ad-hoc work. */
    flight_schedule_id: integer('flight_schedule_id').references(() => flightSchedule.id, { onDelete: 'set null' }),
    inbound_flight_no: text('inbound_flight_no'),
    outbound_flight_no: text('outbound_flight_no'),
    aircraft_type_id: integer('aircraft_type_id')
      .notNull()
      .references(() => aircraftType.id),
    registration: text('registration'),
    sta_at: timestamp('sta_at', { withTimezone: true }),
    std_at: timestamp('std_at', { withTimezone: true }),
    eta_at: timestamp('eta_at', { withTimezone: true }),
    etd_at: timestamp('etd_at', { withTimezone: true }),
    ata_at: timestamp('ata_at', { withTimezone: true }),
    atd_at: timestamp('atd_at', { withTimezone: true }),
    status: text('status', { enum: activityStatuses }).notNull().default('planned'),
    cancel_reason: text('cancel_reason'),
    /** Said on the radio: AMS-261123-0042 (station, local date, sequence of the station's day). */
    work_order: text('work_order').notNull(),
    remarks: text('remarks'),
    /** Why implausible recorded times are right after all (model/modules/scheduled/plausibleTimes.ts). */
    times_remark: text('times_remark'),
    /** The schedule changed after this activity was planned: a planner should look at it. */
    needs_review: boolean('needs_review').notNull().default(false),
    /** A person changed it after planning: re-planning never touches it. */
    edited: boolean('edited').notNull().default(false),
  },
  (t) => [
    // One activity per schedule per date, whoever plans it and however often.
    unique('activities_schedule_date_unique').on(t.flight_schedule_id, t.local_date),
    uniqueIndex('activities_work_order_unique').on(t.work_order),
    index('activities_region_date_idx').on(t.region_id, t.local_date, t.sta_at),
    index('activities_station_date_idx').on(t.station_id, t.local_date),
    index('activities_customer_idx').on(t.customer_id),
    index('activities_aircraft_type_idx').on(t.aircraft_type_id),
    index('activities_registration_trgm_idx').using('gin', t.registration.op('gin_trgm_ops')),
    index('activities_outbound_trgm_idx').using('gin', t.outbound_flight_no.op('gin_trgm_ops')),
    index('activities_inbound_trgm_idx').using('gin', t.inbound_flight_no.op('gin_trgm_ops')),
    index('activities_work_order_trgm_idx').using('gin', t.work_order.op('gin_trgm_ops')),
    index('activities_inbound_flight_key_idx').on(flightKey(t.inbound_flight_no), t.local_date),
    index('activities_outbound_flight_key_idx').on(flightKey(t.outbound_flight_no), t.local_date),
    check('activities_cancel_reason', sql`${t.status} <> 'cancelled' or ${t.cancel_reason} is not null`),
  ],
);

/** The services of one activity, each done (or not needed) on its own. */
export const activityServices = pgTable(
  'activity_services',
  {
    ...recordColumns,
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    status: text('status', { enum: serviceStatuses }).notNull().default('pending'),
    standard_minutes: integer('standard_minutes').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('activity_services_unique').on(t.activity_id, t.service_id),
    index('activity_services_service_idx').on(t.service_id),
    // Reports (work_billing): the services done on a period's activities, read from the index alone
    // (bench/reports: a quarter of a region then joins ~20 000 activities by lookup instead of a pass
    // over a year of service lines).
    index('activity_services_done_idx')
      .on(t.activity_id, t.service_id, t.standard_minutes)
      .where(sql`${t.status} = 'done'`),
  ],
);

/** Who works on an activity. An override keeps the rules it set aside and the written reason. */
export const activityAssignments = pgTable(
  'activity_assignments',
  {
    ...recordColumns,
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id),
    role: text('role', { enum: assignmentRoles }).notNull().default('support'),
    planned_minutes: integer('planned_minutes'),
    actual_minutes: integer('actual_minutes'),
    override_reason: text('override_reason'),
    overridden_rules: text('overridden_rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The assignment rules this person breaks on the job since it was last re-timed (a movement or a
     * person's edit re-checks the crew: docs/modules/movements.md); their double bookings are flagged
     * apart (conflicts), and the rules overridden at assignment are not counted.
     */
    broken_rules: text('broken_rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('activity_assignments_unique').on(t.activity_id, t.technician_id),
    index('activity_assignments_technician_idx').on(t.technician_id),
  ],
);

/** A truck, piece of equipment or calibrated tool booked for an activity. */
export const activityAllocations = pgTable(
  'activity_allocations',
  {
    ...recordColumns,
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: allocationKinds }).notNull(),
    truck_id: integer('truck_id').references(() => trucks.id),
    equipment_id: integer('equipment_id').references(() => equipment.id),
    calibrated_tool_id: integer('calibrated_tool_id').references(() => calibratedTools.id),
    override_reason: text('override_reason'),
    allocated_by: integer('allocated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('activity_allocations_activity_idx').on(t.activity_id),
    index('activity_allocations_truck_idx').on(t.truck_id),
    index('activity_allocations_equipment_idx').on(t.equipment_id),
    index('activity_allocations_tool_idx').on(t.calibrated_tool_id),
    check('activity_allocations_one_resource', sql`num_nonnulls(${t.truck_id}, ${t.equipment_id}, ${t.calibrated_tool_id}) = 1`),
  ],
);

/**
 * The signed return to service (certificate of release to service). Once a row exists the activity
 * is locked; the PDF is kept with its SHA-256 so a later change to the stored bytes is detectable.
 */
export const activityRts = pgTable(
  'activity_rts',
  {
    ...recordColumns,
    activity_id: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    rts_id: integer('rts_id')
      .notNull()
      .references(() => rts.id),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id),
    signed_by: integer('signed_by')
      .notNull()
      .references(() => users.id),
    signed_at: timestamp('signed_at', { withTimezone: true }).notNull(),
    licence: text('licence').notNull(),
    statement: text('statement').notNull(),
    /** The certificate as rendered at signing (stored_files, folder releases); pdf_sha256 is the record's own copy of its hash. */
    pdf_path: text('pdf_path')
      .notNull()
      .references(() => storedFiles.path),
    pdf_sha256: text('pdf_sha256').notNull(),
  },
  (t) => [uniqueIndex('activity_rts_activity_unique').on(t.activity_id), index('activity_rts_technician_idx').on(t.technician_id)],
);

/**
 * A technician's completed course (training record): expiry = completion + the course's validity.
 * The Training module fills it from sessions; the assignment rules read it.
 */
export const technicianCourses = pgTable(
  'technician_courses',
  {
    ...recordColumns,
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id),
    completed_on: date('completed_on').notNull(),
    /** Empty = never expires. */
    expires_on: date('expires_on'),
    certificate_no: text('certificate_no'),
    /** The session attendance that earned it; empty for records brought in from before Tarmac. */
    training_attendee_id: integer('training_attendee_id').references((): AnyPgColumn => trainingAttendees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('technician_courses_attendee_unique').on(t.training_attendee_id),
    index('technician_courses_technician_idx').on(t.technician_id, t.course_id, t.expires_on),
    index('technician_courses_course_idx').on(t.course_id),
  ],
);
