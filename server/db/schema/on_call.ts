import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { storedFiles } from './files';
import { regions, users } from './accounts';
import { aircraftType, airport, customers, stations, technicians } from './network';
import { roadTrips } from './operations';
import { trucks } from './assets';
import { expenses, rts } from './catalogue';
import { dispatchRoles, melStatuses, requestPriorities, requestStatuses } from '../../../model/modules/on_call';

/**
 * An unscheduled request (docs/modules/on_call.md): an aircraft AOG or with a defect at an airport,
 * taken on the phone, dispatched from a station, followed to closure against the customer's target.
 * Every status step keeps its instant here (the KPIs read them) and a row in on_call_events.
 */
export const onCallRequests = pgTable(
  'on_call_requests',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    /** Said on the phone: AOG-AMS-261125-03 (priority, airport, UTC date, sequence). */
    request_no: text('request_no').notNull(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airport.id),
    /** Empty until dispatched. */
    station_id: integer('station_id').references(() => stations.id),
    aircraft_type_id: integer('aircraft_type_id').references(() => aircraftType.id),
    registration: text('registration'),
    flight_no: text('flight_no'),
    std_at: timestamp('std_at', { withTimezone: true }),
    caller_name: text('caller_name').notNull(),
    caller_phone: text('caller_phone').notNull(),
    priority: text('priority', { enum: requestPriorities }).notNull(),
    defect: text('defect').notNull(),
    ata_chapter: text('ata_chapter'),
    mel_status: text('mel_status', { enum: melStatuses }).notNull().default('unknown'),
    tech_log_ref: text('tech_log_ref'),
    part_numbers: text('part_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customer_po: text('customer_po'),
    status: text('status', { enum: requestStatuses }).notNull().default('new'),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull(),
    road_trip_id: integer('road_trip_id').references(() => roadTrips.id),
    truck_id: integer('truck_id').references(() => trucks.id),
    /** The estimate given to the customer at dispatch (road trip's typical duration, or distance). */
    eta_at: timestamp('eta_at', { withTimezone: true }),
    travel_km: numeric('travel_km', { precision: 8, scale: 1, mode: 'number' }),
    dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
    en_route_at: timestamp('en_route_at', { withTimezone: true }),
    on_site_at: timestamp('on_site_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    /** Fixed on the first visit, without a return trip (the desk's first-time fix rate). */
    first_time_fix: boolean('first_time_fix'),
    resolution: text('resolution'),
    remarks: text('remarks'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('on_call_requests_no_unique').on(t.request_no),
    index('on_call_requests_region_status_idx').on(t.region_id, t.status, t.requested_at),
    index('on_call_requests_region_requested_idx').on(t.region_id, t.requested_at),
    index('on_call_requests_customer_idx').on(t.customer_id, t.requested_at),
    index('on_call_requests_station_idx').on(t.station_id),
    index('on_call_requests_registration_idx').on(t.registration),
    check('on_call_requests_cancel_reason', sql`${t.status} <> 'cancelled' or ${t.cancel_reason} is not null`),
  ],
);

/** The status steps of a request as they happened: who recorded which step, for which instant. */
export const onCallEvents = pgTable(
  'on_call_events',
  {
    ...recordColumns,
    request_id: integer('request_id')
      .notNull()
      .references(() => onCallRequests.id, { onDelete: 'cascade' }),
    from_status: text('from_status', { enum: requestStatuses }),
    to_status: text('to_status', { enum: requestStatuses }).notNull(),
    /** When it happened (the phone's tap), which may be earlier than when it was recorded (created_at). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [index('on_call_events_request_idx').on(t.request_id, t.at)],
);

/** Technicians sent to a request; an override keeps the rules it set aside and the reason. */
export const onCallTechnicians = pgTable(
  'on_call_technicians',
  {
    ...recordColumns,
    request_id: integer('request_id')
      .notNull()
      .references(() => onCallRequests.id, { onDelete: 'cascade' }),
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id),
    role: text('role', { enum: dispatchRoles }).notNull().default('support'),
    /** Hours worked on the job, for cost per event (hours × technician's hourly cost). */
    worked_minutes: integer('worked_minutes'),
    override_reason: text('override_reason'),
    overridden_rules: text('overridden_rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dispatched_by: integer('dispatched_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('on_call_technicians_unique').on(t.request_id, t.technician_id),
    index('on_call_technicians_technician_idx').on(t.technician_id),
  ],
);

/** An expense of the job: amount = quantity × the expense type's rate unless a rate is entered. */
export const onCallExpenses = pgTable(
  'on_call_expenses',
  {
    ...recordColumns,
    request_id: integer('request_id')
      .notNull()
      .references(() => onCallRequests.id, { onDelete: 'cascade' }),
    expense_id: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    technician_id: integer('technician_id').references(() => technicians.id),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    incurred_at: timestamp('incurred_at', { withTimezone: true }).notNull(),
    remarks: text('remarks'),
    receipt_name: text('receipt_name'),
    receipt_path: text('receipt_path').references(() => storedFiles.path),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('on_call_expenses_request_idx').on(t.request_id),
    // Reports (expenses): a period's expense lines by when they were incurred, not a pass over every year's.
    index('on_call_expenses_incurred_idx').on(t.incurred_at),
    check('on_call_expenses_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The signed return to service of an on-call job, kept like the Scheduled one (PDF + SHA-256). */
export const onCallRts = pgTable(
  'on_call_rts',
  {
    ...recordColumns,
    request_id: integer('request_id')
      .notNull()
      .references(() => onCallRequests.id, { onDelete: 'restrict' }),
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
    pdf_path: text('pdf_path')
      .notNull()
      .references(() => storedFiles.path),
    pdf_sha256: text('pdf_sha256').notNull(),
  },
  (t) => [uniqueIndex('on_call_rts_request_unique').on(t.request_id), index('on_call_rts_technician_idx').on(t.technician_id)],
);
