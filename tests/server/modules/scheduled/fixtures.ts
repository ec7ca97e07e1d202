import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../server/db/client';
import {
  activities,
  activityServices,
  aircraftType,
  customers,
  flightSchedule,
  flightScheduleServices,
  regions,
  services,
  stations,
} from '../../../../server/db/schema';

/** Seeded records the Scheduled tests plan from: EUR-W (admin's active region) and NAM. */
export interface ScheduledContext {
  regionId: number;
  otherRegionId: number;
  /** Station ids by code: AMS (Europe/Amsterdam), CDG (Europe/Paris) in EUR-W; JFK (America/New_York) in NAM. */
  station: Record<'AMS' | 'CDG' | 'ORY' | 'JFK', number>;
  customerId: number;
  aircraftTypeId: number;
  /** Service ids and standard minutes by code. */
  service: Record<'TRANSIT' | 'FUEL-SUP' | 'DAILY', { id: number; minutes: number }>;
}

export async function loadScheduledContext(db: Database): Promise<ScheduledContext> {
  const regionRows = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const stationRows = await db
    .select({ id: stations.id, code: stations.code })
    .from(stations)
    .where(inArray(stations.code, ['AMS', 'CDG', 'ORY', 'JFK']));
  const serviceRows = await db
    .select()
    .from(services)
    .where(inArray(services.code, ['TRANSIT', 'FUEL-SUP', 'DAILY']));
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.iata, 'KL'));
  const [type] = await db.select({ id: aircraftType.id }).from(aircraftType).where(eq(aircraftType.icao, 'A20N'));
  const byCode = <T extends { code: string }, V>(rows: T[], value: (row: T) => V) =>
    Object.fromEntries(rows.map((r) => [r.code, value(r)]));
  return {
    regionId: regionRows.find((r) => r.code === 'EUR-W')!.id,
    otherRegionId: regionRows.find((r) => r.code === 'NAM')!.id,
    station: byCode(stationRows, (s) => s.id) as ScheduledContext['station'],
    customerId: customer.id,
    aircraftTypeId: type.id,
    service: byCode(serviceRows, (s) => ({ id: s.id, minutes: s.standard_minutes })) as ScheduledContext['service'],
  };
}

let flightCounter = 0;
/** A flight number no seeded schedule uses. */
export const testFlightNo = () => `ZZ${(1000 + ++flightCounter) % 10000}`;

export interface ScheduleOptions {
  station: keyof ScheduledContext['station'];
  sta?: string | null;
  std?: string | null;
  days?: number[];
  validFrom?: string;
  validTo?: string | null;
  active?: boolean;
  serviceCodes?: (keyof ScheduledContext['service'])[];
}

/** Inserts a flight schedule (with its services) straight into the database; returns its id. */
export async function insertSchedule(db: Database, c: ScheduledContext, options: ScheduleOptions): Promise<number> {
  const regionId = options.station === 'JFK' ? c.otherRegionId : c.regionId;
  const [row] = await db
    .insert(flightSchedule)
    .values({
      region_id: regionId,
      station_id: c.station[options.station],
      customer_id: c.customerId,
      aircraft_type_id: c.aircraftTypeId,
      inbound_flight_no: testFlightNo(),
      outbound_flight_no: testFlightNo(),
      days_of_week: options.days ?? [1, 2, 3, 4, 5, 6, 7],
      sta: options.sta === undefined ? '10:00:00' : options.sta,
      std: options.std === undefined ? '11:00:00' : options.std,
      valid_from: options.validFrom ?? '2020-01-01',
      valid_to: options.validTo ?? null,
      active: options.active ?? true,
    })
    .returning({ id: flightSchedule.id });
  const codes = options.serviceCodes ?? ['TRANSIT'];
  if (codes.length)
    await db.insert(flightScheduleServices).values(codes.map((code) => ({ flight_schedule_id: row.id, service_id: c.service[code].id })));
  return row.id;
}

/** The activities planned from one schedule, with their services. */
export async function activitiesOf(db: Database, scheduleId: number, localDate?: string) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.flight_schedule_id, scheduleId), localDate ? eq(activities.local_date, localDate) : undefined))
    .orderBy(activities.local_date);
  const serviceRows = rows.length
    ? await db
        .select()
        .from(activityServices)
        .where(
          inArray(
            activityServices.activity_id,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({ ...row, services: serviceRows.filter((s) => s.activity_id === row.id) }));
}
