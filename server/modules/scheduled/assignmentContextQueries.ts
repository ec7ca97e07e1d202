import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { activityWindow, type TimeWindow } from '../../../model/modules/scheduled/activityWindow';
import { localDayBounds } from '../../../model/modules/scheduled/localTime';
import { travelMinutes } from '../../../model/modules/scheduled/travel';
import type { AssignmentContext } from '../../../model/modules/scheduled/assignmentContext';
import type { Database } from '../../db/client';
import {
  activities,
  activityAssignments,
  aircraftType,
  airport,
  roadTrips,
  stations,
  technicianAuthorisations,
  technicianCourses,
  technicians,
  trainingCourses,
} from '../../db/schema';
import { activityTimeColumns, type ActivityRow } from './queries';
import { servicesOfActivity } from './workQueries';

/**
 * What the assignment rules (model/modules/scheduled/assignmentRules.ts) need to judge one or many
 * technicians for an activity, read in a fixed number of queries whatever the number of candidates
 * (the eligible list judges a whole region at once).
 */

/** Another job of a technician may clash only within a few days: no journey inside a region takes longer. */
const nearbyDays = 3;
const dayMs = 86_400_000;

type Times = Pick<ActivityRow, 'sta_at' | 'std_at' | 'eta_at' | 'etd_at' | 'ata_at' | 'atd_at'>;

/** An activity's window by its best known times; an activity with none spans its station-local day. */
function windowOf(times: Times, serviceMinutes: number, localDate: string, timeZone: string): TimeWindow {
  return activityWindow({ ...(times as Record<string, Date | null>), service_minutes: serviceMinutes } as Parameters<typeof activityWindow>[0]) ?? localDayBounds(localDate, timeZone);
}

const shiftDate = (localDate: string, days: number) => new Date(Date.parse(`${localDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

async function stationsWithTravel(db: Database, stationIds: number[]) {
  const ids = [...new Set(stationIds)];
  const places = await db
    .select({ id: stations.id, airport_id: stations.airport_id, latitude: airport.latitude, longitude: airport.longitude, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(inArray(stations.id, ids));
  const trips = await db
    .select({ from_station_id: roadTrips.from_station_id, to_airport_id: roadTrips.to_airport_id, typical_minutes: roadTrips.typical_minutes, active: roadTrips.active })
    .from(roadTrips)
    .where(and(eq(roadTrips.active, true), inArray(roadTrips.from_station_id, ids)));
  const byId = new Map(places.map((place) => [place.id, place]));
  const travel = (from: number, to: number) => {
    const [a, b] = [byId.get(from), byId.get(to)];
    return a && b ? travelMinutes(a, b, trips) : 0;
  };
  return { byId, travel };
}

/** The technicians' other live assignments around the activity's date, each with its window. */
async function otherAssignmentsOf(db: Database, activity: ActivityRow, technicianIds: number[]) {
  if (!technicianIds.length) return [];
  const localDate = activity.local_date as string;
  return db
    .select({
      technician_id: activityAssignments.technician_id,
      activity_id: activities.id,
      work_order: activities.work_order,
      station_id: activities.station_id,
      local_date: activities.local_date,
      ...activityTimeColumns,
      service_minutes: sql<number>`(select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = ${activities.id})`.mapWith(Number),
    })
    .from(activityAssignments)
    .innerJoin(activities, eq(activities.id, activityAssignments.activity_id))
    .where(
      and(
        inArray(activityAssignments.technician_id, technicianIds),
        ne(activities.id, activity.id),
        ne(activities.status, 'cancelled'),
        gte(activities.local_date, shiftDate(localDate, -nearbyDays)),
        lte(activities.local_date, shiftDate(localDate, nearbyDays)),
      ),
    );
}

async function technicianFacts(db: Database, where: SQL | undefined) {
  const people = await db.select().from(technicians).where(where).orderBy(technicians.name, technicians.id);
  const ids = people.map((person) => person.id);
  const [authorisations, courses] = ids.length
    ? [
        await db
          .select({ technician_id: technicianAuthorisations.technician_id, aircraft_type_id: technicianAuthorisations.aircraft_type_id, category: technicianAuthorisations.category, valid_until: technicianAuthorisations.valid_until })
          .from(technicianAuthorisations)
          .where(inArray(technicianAuthorisations.technician_id, ids)),
        await db
          .select({ technician_id: technicianCourses.technician_id, course_id: technicianCourses.course_id, expires_on: technicianCourses.expires_on })
          .from(technicianCourses)
          .where(inArray(technicianCourses.technician_id, ids)),
      ]
    : [[], []];
  return people.map((person) => ({
    ...person,
    authorisations: authorisations.filter((a) => a.technician_id === person.id),
    courses: courses.filter((c) => c.technician_id === person.id),
  }));
}
export type TechnicianFacts = Awaited<ReturnType<typeof technicianFacts>>[number];

export interface AssignmentOptions {
  now: Date;
  /** The activity's times when they are about to change (a reschedule): the rules judge the new ones. */
  times?: Partial<Times>;
}

/**
 * Loads the facts for the technicians `which` selects (one id, or every active technician of the
 * activity's region) and answers each one's rule context.
 */
export async function assignmentContexts(
  db: Database,
  activity: ActivityRow,
  which: { technicianIds: number[] } | { region: true },
  options: AssignmentOptions,
): Promise<{ technician: TechnicianFacts; context: AssignmentContext }[]> {
  const people = await technicianFacts(
    db,
    'region' in which
      ? and(eq(technicians.region_id, activity.region_id), eq(technicians.active, true))
      : inArray(technicians.id, which.technicianIds.length ? which.technicianIds : [0]),
  );
  const serviceRows = await servicesOfActivity(db, activity.id);
  const others = await otherAssignmentsOf(db, activity, people.map((p) => p.id));
  const mandatoryCourses = await db
    .select({ id: trainingCourses.id, code: trainingCourses.code, mandatory_for: trainingCourses.mandatory_for })
    .from(trainingCourses)
    .where(and(eq(trainingCourses.active, true), sql`cardinality(${trainingCourses.mandatory_for}) > 0`));
  const stationId = activity.station_id as number;
  const { byId, travel } = await stationsWithTravel(db, [stationId, ...others.map((o) => o.station_id)]);
  const zoneOf = (id: number) => byId.get(id)?.time_zone ?? 'UTC';
  const minutes = serviceRows.reduce((sum, s) => sum + s.standard_minutes, 0);
  const localDate = activity.local_date as string;
  const [type] = await db.select({ icao: aircraftType.icao }).from(aircraftType).where(eq(aircraftType.id, activity.aircraft_type_id as number));
  const facts = {
    id: activity.id,
    region_id: activity.region_id,
    station_id: stationId,
    aircraft_type_id: activity.aircraft_type_id as number,
    aircraft_type_code: type?.icao ?? null,
    local_date: localDate,
    window: windowOf({ ...activity, ...options.times } as Times, minutes, localDate, zoneOf(stationId)),
    services: serviceRows.map((s) => ({ service_id: s.service_id, authorisation_category: s.authorisation_category, type_authorisation_required: s.type_authorisation_required })),
  };
  return people.map((person) => ({
    technician: person,
    context: {
      now: options.now,
      activity: facts,
      technician: {
        id: person.id,
        region_id: person.region_id,
        active: person.active,
        home_station_id: person.home_station_id,
        licence_type: person.licence_type,
        licence_expiry: person.licence_expiry,
        authorisations: person.authorisations,
        courses: person.courses,
      },
      mandatoryCourses,
      otherAssignments: others
        .filter((o) => o.technician_id === person.id)
        .map((o) => ({ activity_id: o.activity_id, work_order: o.work_order, station_id: o.station_id, window: windowOf(o, o.service_minutes, o.local_date, zoneOf(o.station_id)) })),
      travel,
    },
  }));
}
