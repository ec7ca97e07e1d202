import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { linkColumns, recordColumns } from './columns';
import { regions, users } from './accounts';
import { aircraftType, airport, customers, stations } from './network';
import { trainingCourses } from './catalogue';
import { billingUnits, licenceCategories, memoPriorities, serviceCategories } from '../../../model/resources/enums';

/** What the company sells and plans: services, flight schedules, road trips, and the memos that steer the day. */

export const services = pgTable(
  'services',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: serviceCategories }).notNull(),
    standard_minutes: integer('standard_minutes').notNull(),
    technicians_needed: integer('technicians_needed').notNull().default(1),
    /** Licence category the lead must hold; empty = anyone trained may do it. */
    authorisation_category: text('authorisation_category', { enum: licenceCategories }),
    /** The lead must also be authorised on the aircraft type (e.g. B1 on A20N). */
    type_authorisation_required: boolean('type_authorisation_required').notNull().default(false),
    billing_unit: text('billing_unit', { enum: billingUnits }).notNull(),
    billing_rate: numeric('billing_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('services_code_unique').on(t.code), index('services_category_idx').on(t.category)],
);

/**
 * The training courses and authorisations (towing, engine run, de-icing …) whoever does a service
 * must hold, valid on the day of the work (EASA Part-145 145.A.30(e): the `competence` rule).
 */
export const serviceCourses = pgTable(
  'service_courses',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id),
    ...linkColumns,
  },
  (t) => [primaryKey({ columns: [t.service_id, t.course_id] }), index('service_courses_course_idx').on(t.course_id)],
);

/**
 * One airline rotation at a station: the same inbound/outbound pair on the given ISO weekdays
 * (1 = Monday) between valid_from and valid_to. STA / STD are station-local wall-clock times.
 */
export const flightSchedule = pgTable(
  'flight_schedule',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    aircraft_type_id: integer('aircraft_type_id')
      .notNull()
      .references(() => aircraftType.id),
    inbound_flight_no: text('inbound_flight_no'),
    outbound_flight_no: text('outbound_flight_no'),
    days_of_week: smallint('days_of_week').array().notNull(),
    sta: time('sta'),
    std: time('std'),
    valid_from: date('valid_from').notNull(),
    valid_to: date('valid_to'),
    remarks: text('remarks'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // The import's natural key: flight numbers + station + validity start (docs/modules/settings.md).
    unique('flight_schedule_natural_key').on(t.station_id, t.inbound_flight_no, t.outbound_flight_no, t.valid_from).nullsNotDistinct(),
    // The list's default order (valid_from, id) within a region or a station, and the flight-number
    // order: a page, even a deep one, walks an index instead of sorting every schedule.
    index('flight_schedule_region_valid_from_idx').on(t.region_id, t.valid_from, t.id),
    index('flight_schedule_station_valid_from_idx').on(t.station_id, t.valid_from, t.id),
    index('flight_schedule_region_outbound_idx').on(t.region_id, t.outbound_flight_no, t.id),
    // Every list page carries its count (Content-Range). Two small keys deduplicate into an index
    // a tenth of the others' size, so a region's or a station's count is an index-only scan
    // instead of a pass over the table.
    index('flight_schedule_region_station_idx').on(t.region_id, t.station_id),
    index('flight_schedule_customer_idx').on(t.customer_id),
    index('flight_schedule_aircraft_type_idx').on(t.aircraft_type_id),
    index('flight_schedule_inbound_trgm_idx').using('gin', t.inbound_flight_no.op('gin_trgm_ops')),
    index('flight_schedule_outbound_trgm_idx').using('gin', t.outbound_flight_no.op('gin_trgm_ops')),
  ],
);

/** The services performed on every turnaround of a schedule. */
export const flightScheduleServices = pgTable(
  'flight_schedule_services',
  {
    flight_schedule_id: integer('flight_schedule_id')
      .notNull()
      .references(() => flightSchedule.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    ...linkColumns,
  },
  (t) => [primaryKey({ columns: [t.flight_schedule_id, t.service_id] }), index('flight_schedule_services_service_idx').on(t.service_id)],
);

/** A standard road journey from a station to an airport it covers for on-call work. */
export const roadTrips = pgTable(
  'road_trips',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    from_station_id: integer('from_station_id')
      .notNull()
      .references(() => stations.id),
    to_airport_id: integer('to_airport_id')
      .notNull()
      .references(() => airport.id),
    distance_km: doublePrecision('distance_km').notNull(),
    typical_minutes: integer('typical_minutes').notNull(),
    tolls: numeric('tolls', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    mileage_rate: numeric('mileage_rate', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('road_trips_from_to_unique').on(t.from_station_id, t.to_airport_id),
    index('road_trips_region_idx').on(t.region_id),
    index('road_trips_to_airport_idx').on(t.to_airport_id),
  ],
);

/** A notice for everyone in a region (or, with no region, the whole company). */
export const memos = pgTable(
  'memos',
  {
    ...recordColumns,
    /** Empty = all regions. */
    region_id: integer('region_id').references(() => regions.id),
    station_id: integer('station_id').references(() => stations.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    priority: text('priority', { enum: memoPriorities }).notNull().default('info'),
    valid_from: date('valid_from').notNull(),
    valid_to: date('valid_to'),
    acknowledgement_required: boolean('acknowledgement_required').notNull().default(false),
  },
  (t) => [
    index('memos_region_idx').on(t.region_id),
    index('memos_station_idx').on(t.station_id),
    index('memos_valid_from_idx').on(t.valid_from),
    index('memos_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

/**
 * Who has read which memo, and who acknowledged it where the memo asks for that: kept for good
 * (reportable: "has every technician at ARN acknowledged the winter holdover memo?").
 */
export const memoReceipts = pgTable(
  'memo_receipts',
  {
    ...recordColumns,
    memo_id: integer('memo_id')
      .notNull()
      .references(() => memos.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledged_at: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('memo_receipts_unique').on(t.memo_id, t.user_id), index('memo_receipts_user_idx').on(t.user_id)],
);
