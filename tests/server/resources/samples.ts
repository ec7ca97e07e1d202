import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  aircraftType,
  airport,
  customers,
  deIcingFluids,
  measures,
  regions,
  resourceCategory,
  services,
  stations,
  trainingCourses,
} from '../../../server/db/schema';

/** Ids of seeded records the sample bodies point at (admin's active region is EUR-W). */
export interface SampleContext {
  regionId: number;
  otherRegionId: number;
  stationId: number;
  /** A station of the active region with no road trips, so (from, to) pairs stay unique. */
  quietStationId: number;
  otherRegionStationId: number;
  airportIds: number[];
  customerId: number;
  aircraftTypeId: number;
  serviceIds: number[];
  measureId: number;
  categoryId: number;
  trainingCourseId: number;
  /** A seeded de-icing fluid the demo treatments used. */
  deIcingFluidId: number;
}

export async function loadSampleContext(db: Database): Promise<SampleContext> {
  const regionRows = await db.select().from(regions);
  const region = (code: string) => regionRows.find((r) => r.code === code)!.id;
  const stationRows = await db
    .select()
    .from(stations)
    .where(inArray(stations.code, ['CDG', 'ORY', 'YYZ']));
  const station = (code: string) => stationRows.find((s) => s.code === code)!.id;
  const [customer] = await db.select().from(customers).where(eq(customers.iata, 'KL'));
  const [type] = await db.select().from(aircraftType).where(eq(aircraftType.icao, 'A20N'));
  const serviceRows = await db
    .select()
    .from(services)
    .where(inArray(services.code, ['TRANSIT', 'FUEL-SUP']));
  const [measure] = await db.select().from(measures).where(eq(measures.code, 'ea'));
  const [category] = await db.select().from(resourceCategory).where(eq(resourceCategory.name, 'Torque wrenches'));
  const airportRows = await db.select({ id: airport.id }).from(airport).orderBy(airport.id);
  const [course] = await db.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.code, 'HF-REC'));
  const [fluid] = await db.select({ id: deIcingFluids.id }).from(deIcingFluids).where(eq(deIcingFluids.fluid_type, 'I'));
  return {
    regionId: region('EUR-W'),
    otherRegionId: region('NAM'),
    stationId: station('CDG'),
    quietStationId: station('ORY'),
    otherRegionStationId: station('YYZ'),
    airportIds: airportRows.map((a) => a.id),
    customerId: customer.id,
    aircraftTypeId: type.id,
    serviceIds: serviceRows.map((s) => s.id),
    measureId: measure.id,
    categoryId: category.id,
    trainingCourseId: course.id,
    deIcingFluidId: fluid.id,
  };
}

/** Two upper-case letters from a number: unique codes per sample. */
const letters = (n: number) => String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26));

export interface Sample {
  /** A valid create body; n makes natural keys unique. */
  create(c: SampleContext, n: number): Record<string, unknown>;
  /** A valid change to apply on update. */
  edit(n: number): Record<string, unknown>;
  /** A seeded record other records refer to (for the 409 on delete), when there is one. */
  referenced?(c: SampleContext): number;
}

export const samples: Record<string, Sample> = {
  regions: {
    create: (_c, n) => ({ code: `T-${letters(n)}`, name: `Test region ${n}`, currency: 'EUR', time_zone: 'Europe/Lisbon' }),
    edit: (n) => ({ name: `Renamed region ${n}` }),
    referenced: (c) => c.regionId,
  },
  airport: {
    create: (_c, n) => ({
      iata: `Q${letters(n)}`,
      icao: `QQ${letters(n)}`,
      name: `Testfield ${n}`,
      city: 'Lisbon',
      country: 'PT',
      time_zone: 'Europe/Lisbon',
      latitude: 38.7,
      longitude: -9.1,
    }),
    edit: (n) => ({ name: `Renamed field ${n}` }),
    referenced: (c) => c.airportIds[0],
  },
  stations: {
    create: (c, n) => ({
      airport_id: c.airportIds[n % c.airportIds.length],
      code: `Q${letters(n)}`,
      name: `Test station ${n}`,
      de_icing: true,
    }),
    edit: (n) => ({ name: `Renamed station ${n}`, open_24h: true }),
    referenced: (c) => c.stationId,
  },
  customers: {
    create: (_c, n) => ({ name: `Test Airways ${n}`, iata: letters(n), billing_currency: 'EUR', contact_email: `ops${n}@airline.example` }),
    edit: (n) => ({ contract_reference: `TGS-${n}` }),
    referenced: (c) => c.customerId,
  },
  aircraft_type: {
    create: (_c, n) => ({ icao: `Q${letters(n)}`, manufacturer: 'Testcraft', model: `TC-${n}`, category: 'regional', type_i_litres: 300 }),
    edit: () => ({ type_iv_litres: 90 }),
    referenced: (c) => c.aircraftTypeId,
  },
  flight_schedule: {
    create: (c, n) => ({
      station_id: c.stationId,
      customer_id: c.customerId,
      aircraft_type_id: c.aircraftTypeId,
      inbound_flight_no: `ZZ${1001 + 2 * (n % 4000)}`,
      outbound_flight_no: `ZZ${1000 + 2 * (n % 4000)}`,
      days_of_week: [5, 1, 3],
      sta: '08:15',
      std: '09:05',
      valid_from: '2026-01-01',
      valid_to: '2026-03-28',
      service_ids: c.serviceIds,
    }),
    edit: () => ({ std: '09:20:00', service_ids: [] }),
  },
  services: {
    create: (_c, n) => ({
      code: `SVC-${n}`,
      name: `Test service ${n}`,
      category: 'other',
      standard_minutes: 30,
      billing_unit: 'service',
      billing_rate: 99.5,
    }),
    edit: () => ({ billing_rate: 120 }),
    referenced: (c) => c.serviceIds[0],
  },
  technicians: {
    create: (c, n) => ({
      employee_no: `X${1000 + n}`,
      name: `Test Technician ${n}`,
      home_station_id: c.stationId,
      licences: ['easa_b1', 'easa_b2'],
      licence_number: `FR.66.${n}`,
      hourly_cost: 55.5,
      authorisations: [{ aircraft_type_id: c.aircraftTypeId, category: 'B1', valid_until: '2027-06-30' }],
    }),
    edit: () => ({ phone: '+33 1 23 45 67 89', authorisations: [] }),
  },
  shift_types: {
    create: (_c, n) => ({
      code: `Q${letters(n)}`,
      name: `Test shift ${n}`,
      kind: 'work',
      start_time: '05:00',
      end_time: '13:00',
      paid_minutes: 450,
      colour: '#123456',
    }),
    edit: () => ({ paid_minutes: 420 }),
  },
  training_courses: {
    create: (_c, n) => ({
      code: `TC-${n}`,
      name: `Test course ${n}`,
      category: 'other',
      duration_hours: 4,
      validity_months: 24,
      mandatory_for: ['B1'],
    }),
    edit: () => ({ validity_months: 36 }),
  },
  part_cert: {
    create: (_c, n) => ({ code: `PC-${n}`, name: `Test certificate ${n}`, authority: 'EASA', serial_required: true }),
    edit: () => ({ authority: 'UK CAA' }),
  },
  rts: {
    create: (_c, n) => ({
      name: `Template ${n}`,
      regulation_basis: 'EASA Part-145.A.50',
      text: 'Released {registration} at {station} on {date}.',
    }),
    edit: () => ({ regulation_basis: 'CAR 571.10' }),
  },
  materials: {
    create: (c, n) => ({
      part_number: `PN-${n}`,
      description: `Test material ${n}`,
      measure_id: c.measureId,
      category: 'consumable',
      unit_cost: 12.3,
      minimum_stock: 4,
    }),
    edit: () => ({ minimum_stock: 8 }),
  },
  measures: {
    create: (_c, n) => ({ code: `m${n}`, name: `Test unit ${n}`, kind: 'length', factor: 0.001 }),
    edit: () => ({ factor: 0.01 }),
  },
  equipment: {
    create: (c, n) => ({
      station_id: c.stationId,
      resource_category_id: c.categoryId,
      asset_no: `EQ-${n}`,
      name: `Test equipment ${n}`,
      next_service_date: '2026-06-01',
    }),
    edit: () => ({ status: 'in_maintenance' }),
  },
  trucks: {
    create: (c, n) => ({ station_id: c.stationId, registration: `TEST ${n}`, type: 'service_van', odometer_km: 1200 }),
    edit: () => ({ odometer_km: 1500 }),
  },
  calibrated_tools: {
    create: (c, n) => ({
      station_id: c.stationId,
      resource_category_id: c.categoryId,
      tool_no: `TL-${n}`,
      description: `Test torque wrench ${n}`,
      calibration_interval_days: 365,
      last_calibrated: '2026-01-15',
    }),
    edit: () => ({ calibration_interval_days: 180 }),
  },
  resource_category: {
    create: (_c, n) => ({ name: `Category ${n}`, kind: 'tool', colour: '#123456' }),
    edit: () => ({ colour: '#654321' }),
    referenced: (c) => c.categoryId,
  },
  road_trips: {
    create: (c, n) => ({
      name: `Trip ${n}`,
      from_station_id: c.quietStationId,
      to_airport_id: c.airportIds[(n * 7) % c.airportIds.length],
      distance_km: 42.5,
      typical_minutes: 50,
      mileage_rate: 0.42,
    }),
    edit: () => ({ tolls: 7.5 }),
  },
  expenses: {
    create: (_c, n) => ({ code: `EX-${n}`, name: `Expense ${n}`, unit: 'each', default_rate: 10 }),
    edit: () => ({ default_rate: 12 }),
  },
  memos: {
    create: (c, n) => ({ title: `Memo ${n}`, body: 'Read me.', station_id: c.stationId, valid_from: '2026-01-01', priority: 'urgent' }),
    edit: () => ({ priority: 'info' }),
  },
  training_activities: {
    create: (c, n) => ({
      course_id: c.trainingCourseId,
      station_id: c.stationId,
      starts_at: new Date(Date.UTC(2036, 0, 1 + n, 8)).toISOString(),
      ends_at: new Date(Date.UTC(2036, 0, 1 + n, 16)).toISOString(),
      capacity: 8,
    }),
    edit: () => ({ capacity: 12 }),
  },
  hot_table_sets: {
    create: (_c, n) => ({
      name: `Test HOT set ${n}`,
      authority: 'TEST',
      season: '2027-2028',
      valid_from: '2027-10-01',
      valid_to: '2028-04-30',
    }),
    edit: (n) => ({ source: `Typed from the test PDF ${n}` }),
  },
  de_icing_fluids: {
    create: (_c, n) => ({ name: `Test fluid ${n}`, manufacturer: 'Testchem', fluid_type: 'IV', lout_100_c: -25, lout_75_c: -12 }),
    edit: () => ({ lout_50_c: -3 }),
    referenced: (c) => c.deIcingFluidId,
  },
  dictionary: {
    create: (_c, n) => ({ term: `Term ${n}`, abbreviation: `T${n}`, definition: 'A test term.' }),
    edit: () => ({ category: 'Tests' }),
  },
  users: {
    create: (c, n) => ({ name: `User ${n}`, email: `User${n}@Example.test`, role_id: 5, region_ids: [c.regionId] }),
    edit: () => ({ active: false }),
  },
  roles: {
    create: (_c, n) => ({ name: `role-${n}`, description: 'Test role', permissions: ['settings_tab'] }),
    edit: () => ({ permissions: ['reporting_tab', 'settings_tab'] }),
    referenced: () => 2,
  },
};
