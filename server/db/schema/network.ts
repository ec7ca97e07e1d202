import { boolean, date, doublePrecision, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { regions, users } from './accounts';
import { licenceTypes } from '../../../model/resources/enums';
import { wingMaterials } from '../../../model/modules/de_icing';
import { usWeeklyRestBases } from '../../../model/modules/manpower';

export const airport = pgTable(
  'airport',
  {
    ...recordColumns,
    iata: text('iata').notNull(),
    icao: text('icao'),
    name: text('name').notNull(),
    city: text('city'),
    country: text('country').notNull(),
    time_zone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('airport_iata_unique').on(t.iata),
    index('airport_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('airport_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);

export const stations = pgTable(
  'stations',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airport.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    opening_hours: text('opening_hours'),
    open_24h: boolean('open_24h').notNull().default(false),
    de_icing: boolean('de_icing').notNull().default(false),
    /** How often the station's METAR is issued: an older one is stale (docs/modules/de_icing.md). */
    metar_interval_minutes: integer('metar_interval_minutes').notNull().default(60),
    /** 14 CFR 121.377 at a US station: 24 h off in every 7 days, or the equivalent in a calendar month. */
    us_weekly_rest_basis: text('us_weekly_rest_basis', { enum: usWeeklyRestBases }).notNull().default('seven_days'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('stations_code_unique').on(t.code),
    index('stations_region_idx').on(t.region_id),
    index('stations_airport_idx').on(t.airport_id),
  ],
);

export const customers = pgTable(
  'customers',
  {
    ...recordColumns,
    name: text('name').notNull(),
    iata: text('iata'),
    icao: text('icao'),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    billing_currency: text('billing_currency').notNull().default('EUR'),
    contract_reference: text('contract_reference'),
    /** On-call response targets (requested → on site) per priority, from the contract. */
    response_target_aog_minutes: integer('response_target_aog_minutes').notNull().default(120),
    response_target_urgent_minutes: integer('response_target_urgent_minutes').notNull().default(240),
    response_target_routine_minutes: integer('response_target_routine_minutes').notNull().default(480),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('customers_name_unique').on(t.name), index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const aircraftType = pgTable(
  'aircraft_type',
  {
    ...recordColumns,
    icao: text('icao').notNull(),
    iata: text('iata'),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    category: text('category', { enum: ['regional', 'narrow_body', 'wide_body'] }).notNull(),
    type_i_litres: integer('type_i_litres'),
    type_iv_litres: integer('type_iv_litres'),
    /** Selects the Type I holdover table (aluminium or composite wing surfaces). */
    wing_material: text('wing_material', { enum: wingMaterials }).notNull().default('aluminium'),
  },
  (t) => [uniqueIndex('aircraft_type_icao_unique').on(t.icao)],
);

export const technicians = pgTable(
  'technicians',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    home_station_id: integer('home_station_id').references(() => stations.id),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    employee_no: text('employee_no').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Every licence held (Part-66 categories and sub-categories, FAA A&P); empty = none. */
    licences: text('licences', { enum: licenceTypes }).array().notNull().default([]),
    licence_number: text('licence_number'),
    licence_expiry: date('licence_expiry'),
    /** The organisation's certification authorisation (145.A.35): its number is printed with the signature. */
    certification_authorisation_no: text('certification_authorisation_no'),
    employment_type: text('employment_type', { enum: ['permanent', 'contract', 'temporary'] })
      .notNull()
      .default('permanent'),
    hourly_cost: numeric('hourly_cost', { precision: 10, scale: 2 }),
    /** Contracted working hours per week: rostered hours above it are overtime (docs/modules/manpower.md). */
    contract_weekly_hours: numeric('contract_weekly_hours', { precision: 4, scale: 1, mode: 'number' }).notNull().default(40),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('technicians_employee_no_unique').on(t.employee_no),
    index('technicians_region_idx').on(t.region_id),
    index('technicians_home_station_idx').on(t.home_station_id),
    index('technicians_user_idx').on(t.user_id),
    index('technicians_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Which aircraft types a technician may certify, and at which licence category. */
export const technicianAuthorisations = pgTable(
  'technician_authorisations',
  {
    ...recordColumns,
    technician_id: integer('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    aircraft_type_id: integer('aircraft_type_id')
      .notNull()
      .references(() => aircraftType.id),
    category: text('category', { enum: ['B1', 'B2', 'C', 'A'] }).notNull(),
    valid_until: date('valid_until'),
  },
  (t) => [
    uniqueIndex('technician_authorisations_unique').on(t.technician_id, t.aircraft_type_id, t.category),
    index('technician_authorisations_type_idx').on(t.aircraft_type_id),
  ],
);
