import { eq, sql } from 'drizzle-orm';
import { localToUtc } from '../../../../model/core/localTime';
import type { LicenceType } from '../../../../model/core/licences';
import { expect } from 'vitest';
import {
  airport,
  rosterShifts,
  shiftTypes,
  stations,
  technicianAuthorisations,
  technicianCourses,
  technicians,
  trainingCourses,
} from '../../../../server/db/schema';
import { bearer, type TestApp } from '../../helper';
import type { ScheduledContext } from './fixtures';

/** Requests to the work on an activity (assignments, allocations, services, RTS …) as one caller. */
export function workApi(t: TestApp, headers: Record<string, string>) {
  const url = (id: number, rest = '') => `/api/activities/${id}${rest}`;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.send(method, path, headers, payload);
  return {
    headers,
    create: (body: Record<string, unknown>) => send('POST', '/api/activities', body),
    get: (id: number) => send('GET', url(id)),
    status: (id: number, body: Record<string, unknown>) => send('POST', url(id, '/status'), body),
    eligible: (id: number) => send('GET', url(id, '/eligible_technicians')),
    assign: (id: number, body: Record<string, unknown>) => send('POST', url(id, '/assignments'), body),
    updateAssignment: (id: number, assignmentId: number, body: Record<string, unknown>) =>
      send('PUT', url(id, `/assignments/${assignmentId}`), body),
    unassign: (id: number, assignmentId: number) => send('DELETE', url(id, `/assignments/${assignmentId}`)),
    allocate: (id: number, body: Record<string, unknown>) => send('POST', url(id, '/allocations'), body),
    release: (id: number, allocationId: number) => send('DELETE', url(id, `/allocations/${allocationId}`)),
    reschedule: (id: number, body: Record<string, unknown>) => send('POST', url(id, '/reschedule'), body),
    service: (id: number, activityServiceId: number, status: string, version?: number) =>
      send('PUT', url(id, `/services/${activityServiceId}`), { status, version }),
    rts: (id: number) => send('GET', url(id, '/rts')),
    sign: (id: number, body: Record<string, unknown>) => send('POST', url(id, '/rts/sign'), body),
    certificate: (id: number) => send('GET', url(id, '/rts/certificate.pdf')),
    history: (id: number) => send('GET', url(id, '/history')),
  };
}
export type WorkApi = ReturnType<typeof workApi>;

export const workAs = async (t: TestApp, email: string) => workApi(t, bearer(await t.tokenFor(email)));

export interface ActivityOptions {
  station?: keyof ScheduledContext['station'];
  date?: string;
  sta?: string;
  std?: string;
  services?: (keyof ScheduledContext['service'])[];
}

/** An ad-hoc activity made through the API (as an admin of its region); answers the record. */
export async function newActivity(api: WorkApi, c: ScheduledContext, options: ActivityOptions = {}) {
  const res = await api.create({
    station_id: c.station[options.station ?? 'AMS'],
    local_date: options.date ?? '2036-05-12',
    customer_id: c.customerId,
    aircraft_type_id: c.aircraftTypeId,
    registration: 'PH-TAR',
    sta: options.sta ?? '10:00',
    std: options.std ?? '11:00',
    service_ids: (options.services ?? ['TRANSIT']).map((code) => c.service[code].id),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; work_order: string; status: string; services: { id: number }[] };
}

export interface TechnicianOptions {
  name?: string;
  station?: keyof ScheduledContext['station'];
  /** One licence, several (B1 and B2), or 'none'. */
  licence?: LicenceType | LicenceType[] | 'none';
  licenceExpiry?: string | null;
  active?: boolean;
  /** Authorisations on the context's aircraft type. */
  authorisations?: { category: 'A' | 'B1' | 'B2' | 'C'; valid_until?: string | null }[];
  /** Mandatory courses on record: all of them (default), none, or all but these codes. */
  coursesMissing?: 'all' | string[];
  userId?: number | null;
  /** Rostered at the home station every day of the fixtures' months (default), or not at all. */
  rostered?: boolean;
  /**
   * Months of recorded work before today (145.A.35(c), recordExperience): 6 by default for a
   * technician with an account (a signer), none otherwise.
   */
  experienceMonths?: number;
}

let employeeCounter = 0;

/**
 * A technician straight in the database who, by default, passes every assignment rule for the
 * context's aircraft type on a B1 line check: B1 licence valid for years, B1 type authorisation,
 * every mandatory course on record without expiry. Options take one thing away at a time.
 */
export async function newTechnician(t: TestApp, c: ScheduledContext, options: TechnicianOptions = {}): Promise<number> {
  const db = t.database.db;
  const station = options.station ?? 'AMS';
  const [row] = await db
    .insert(technicians)
    .values({
      region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
      home_station_id: c.station[station],
      user_id: options.userId ?? null,
      employee_no: `W${String(++employeeCounter).padStart(4, '0')}${Date.now() % 10000}`,
      name: options.name ?? `Work Tech ${employeeCounter}`,
      licences:
        options.licence === 'none' ? [] : typeof options.licence === 'string' ? [options.licence] : (options.licence ?? ['easa_b1']),
      licence_number: 'NL.66.0042',
      // The certification authorisation a signer needs (145.A.35), stated on the certificate.
      certification_authorisation_no: options.licence === 'none' ? null : `TGS-CA-T${employeeCounter}`,
      licence_expiry: options.licenceExpiry === undefined ? '2040-01-01' : options.licenceExpiry,
      active: options.active ?? true,
    })
    .returning({ id: technicians.id });
  const authorisations = options.authorisations ?? [{ category: 'B1' }];
  if (authorisations.length) {
    await db.insert(technicianAuthorisations).values(
      authorisations.map((a) => ({
        technician_id: row.id,
        aircraft_type_id: c.aircraftTypeId,
        category: a.category,
        valid_until: a.valid_until ?? null,
      })),
    );
  }
  if (options.coursesMissing !== 'all') {
    const missing = new Set(options.coursesMissing ?? []);
    const courses = (
      await db
        .select({ id: trainingCourses.id, code: trainingCourses.code })
        .from(trainingCourses)
        .where(sql`cardinality(${trainingCourses.mandatory_for}) > 0`)
    ).filter((course) => !missing.has(course.code));
    if (courses.length)
      await db
        .insert(technicianCourses)
        .values(courses.map((course) => ({ technician_id: row.id, course_id: course.id, completed_on: '2030-01-01' })));
  }
  if (options.rostered !== false) await rosterEveryDay(t, c, row.id, station);
  const experience = options.experienceMonths ?? (options.userId ? 6 : 0);
  if (experience) await recordExperience(t, c, row.id, experience, station);
  return row.id;
}

/**
 * Recorded work in each of the `months` calendar months before this one (145.A.35(c): the signer's
 * recent experience): a completed activity a month at the station, the technician assigned to it.
 */
export async function recordExperience(
  t: TestApp,
  c: ScheduledContext,
  technicianId: number,
  months: number,
  station: keyof ScheduledContext['station'] = 'AMS',
): Promise<void> {
  await t.database.db.execute(sql`
    with past as (
      insert into activities (region_id, station_id, local_date, customer_id, aircraft_type_id, status, work_order)
      select s.region_id, s.id, (date_trunc('month', current_date) - make_interval(months => m.n) + interval '14 days')::date,
             ${c.customerId}, ${c.aircraftTypeId}, 'completed', 'EXP-' || ${technicianId} || '-' || m.n
        from stations s cross join generate_series(1, ${months}) m(n)
       where s.id = ${c.station[station]}
      returning id)
    insert into activity_assignments (activity_id, technician_id, role, planned_minutes)
    select id, ${technicianId}, 'lead', 45 from past`);
}

/** The fixtures' working day: 06:00–18:00 station-local, long enough for every job the tests plan. */
const fixtureShift = { code: 'FIX', name: 'Fixture day', kind: 'work' as const, start_time: '06:00', end_time: '18:00', paid_minutes: 690 };
/** The months the Scheduled tests plan in (2036-04 to 2036-08). */
const fixtureDays = Array.from({ length: 153 }, (_, n) => new Date(Date.UTC(2036, 3, 1) + n * 86_400_000).toISOString().slice(0, 10));

/**
 * Rosters a technician on the fixture shift every day of the fixtures' months (or the `days` given), so the roster rules
 * pass unless a test says otherwise. Every day in a row breaks the consecutive-days rule, but as a
 * breach the roster already holds, which the assignment rules never blame on a job inside the shift.
 */
export async function rosterEveryDay(
  t: TestApp,
  c: ScheduledContext,
  technicianId: number,
  station: keyof ScheduledContext['station'],
  days: readonly string[] = fixtureDays,
) {
  const db = t.database.db;
  await db.insert(shiftTypes).values(fixtureShift).onConflictDoNothing();
  const [type] = await db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.code, fixtureShift.code));
  const [place] = await db
    .select({ zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(eq(stations.id, c.station[station]));
  await db.insert(rosterShifts).values(
    days.map((date) => ({
      region_id: station === 'JFK' ? c.otherRegionId : c.regionId,
      station_id: c.station[station],
      technician_id: technicianId,
      local_date: date,
      shift_type_id: type.id,
      starts_at: localToUtc(date, fixtureShift.start_time, place.zone),
      ends_at: localToUtc(date, fixtureShift.end_time, place.zone),
    })),
  );
}
