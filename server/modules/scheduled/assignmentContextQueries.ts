import { and, eq, gte, inArray, lte, ne, notInArray, sql, asc, type SQL } from 'drizzle-orm';
import { activityWindow, type TimeWindow } from '../../../model/core/activityWindow';
import { localDayBounds } from '../../../model/core/localTime';
import { travelMinutes } from '../../../model/modules/scheduled/travel';
import type {
  ActivityFacts,
  AssignmentContext,
  MandatoryCourse,
  OtherAssignment,
  RequiredCourse,
  TechnicianFacts as RuleTechnicianFacts,
} from '../../../model/modules/scheduled/assignmentContext';
import type { Database } from '../../db/client';
import { restRuleWindow, type RestSettings, type RosteredDay, type UsWeeklyRestBasis } from '../../../model/modules/manpower';
import { daysByTechnician, restSettingsOf } from '../manpower';
import {
  activities,
  activityAssignments,
  activityServices,
  aircraftType,
  airport,
  roadTrips,
  serviceCourses,
  services,
  stations,
  technicianAuthorisations,
  technicianCourses,
  technicians,
  trainingCourses,
} from '../../db/schema';
import { activityTimeColumns } from '../../core/workItem/activityFacts';
import { activityRow, type ActivityRow } from './queries';

/**
 * What the assignment rules (model/modules/scheduled/assignmentRules.ts) need, read in a fixed number
 * of queries whatever the number of activities and candidates: one activity and one technician (an
 * assignment), one activity and a whole region (the eligible list), or a whole day and region
 * (auto-assign). Every path loads with the same loaders and answers each context from
 * `assignmentContext`, the one place that turns loaded facts into what the rules read.
 */

/** Another job of a technician may clash only within a few days: no journey inside a region takes longer. */
const nearbyDays = 3;
const dayMs = 86_400_000;

type Times = Pick<ActivityRow, 'sta_at' | 'std_at' | 'eta_at' | 'etd_at' | 'ata_at' | 'atd_at'>;

/** An activity's window by its best known times; an activity with none spans its station-local day. */
function windowOf(times: Times, serviceMinutes: number, localDate: string, timeZone: string): TimeWindow {
  return (
    activityWindow({ ...(times as Record<string, Date | null>), service_minutes: serviceMinutes } as Parameters<
      typeof activityWindow
    >[0]) ?? localDayBounds(localDate, timeZone)
  );
}

const shiftDate = (localDate: string, days: number) =>
  new Date(Date.parse(`${localDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

async function stationsWithTravel(db: Database, stationIds: number[]) {
  const ids = [...new Set(stationIds)];
  const places = ids.length
    ? await db
        .select({
          id: stations.id,
          airport_id: stations.airport_id,
          latitude: airport.latitude,
          longitude: airport.longitude,
          time_zone: airport.time_zone,
          country: airport.country,
          us_weekly_rest_basis: stations.us_weekly_rest_basis,
        })
        .from(stations)
        .innerJoin(airport, eq(airport.id, stations.airport_id))
        .where(inArray(stations.id, ids))
    : [];
  const trips = ids.length
    ? await db
        .select({
          from_station_id: roadTrips.from_station_id,
          to_airport_id: roadTrips.to_airport_id,
          typical_minutes: roadTrips.typical_minutes,
          active: roadTrips.active,
        })
        .from(roadTrips)
        .where(and(eq(roadTrips.active, true), inArray(roadTrips.from_station_id, ids)))
    : [];
  const byId = new Map(places.map((place) => [place.id, place]));
  const travel = (from: number, to: number) => {
    const [a, b] = [byId.get(from), byId.get(to)];
    return a && b ? travelMinutes(a, b, trips) : 0;
  };
  return {
    zoneOf: (id: number) => byId.get(id)?.time_zone ?? 'UTC',
    countryOf: (id: number) => byId.get(id)?.country ?? null,
    usWeeklyBasisOf: (id: number): UsWeeklyRestBasis => byId.get(id)?.us_weekly_rest_basis ?? 'seven_days',
    travel,
  };
}

/** The activities' services with what each asks of whoever does it. */
async function servicesOf(db: Database, activityIds: number[]) {
  if (!activityIds.length) return new Map<number, ServiceNeeds[]>();
  const rows = await db
    .select({
      activity_id: activityServices.activity_id,
      service_id: activityServices.service_id,
      standard_minutes: activityServices.standard_minutes,
      authorisation_category: services.authorisation_category,
      type_authorisation_required: services.type_authorisation_required,
      technicians_needed: services.technicians_needed,
    })
    .from(activityServices)
    .innerJoin(services, eq(services.id, activityServices.service_id))
    .where(inArray(activityServices.activity_id, activityIds))
    .orderBy(activityServices.id);
  const serviceIds = [...new Set(rows.map((row) => row.service_id))];
  // The courses each service requires (the competence rule), in one query for all of them.
  const required = serviceIds.length
    ? await db
        .select({ service_id: serviceCourses.service_id, id: trainingCourses.id, code: trainingCourses.code })
        .from(serviceCourses)
        .innerJoin(trainingCourses, eq(trainingCourses.id, serviceCourses.course_id))
        .where(inArray(serviceCourses.service_id, serviceIds))
        .orderBy(trainingCourses.code)
    : [];
  const requiredOf = groupBy(required, (row) => row.service_id);
  return groupBy(
    rows.map((row) => ({ ...row, required_courses: (requiredOf.get(row.service_id) ?? []).map(({ id, code }) => ({ id, code })) })),
    (row) => row.activity_id,
  );
}
export type ServiceNeeds = {
  activity_id: number;
  service_id: number;
  standard_minutes: number;
  authorisation_category: ActivityFacts['services'][number]['authorisation_category'];
  type_authorisation_required: boolean;
  technicians_needed: number;
  required_courses: RequiredCourse[];
};

/** The technicians' live assignments between two local dates (the work around the activities judged). */
async function recordedWorkOf(db: Database, technicianIds: number[], from: string, to: string) {
  if (!technicianIds.length) return [];
  return db
    .select({
      technician_id: activityAssignments.technician_id,
      activity_id: activities.id,
      work_order: activities.work_order,
      station_id: activities.station_id,
      local_date: activities.local_date,
      ...activityTimeColumns,
      service_minutes:
        sql<number>`(select coalesce(sum(s.standard_minutes), 0) from activity_services s where s.activity_id = ${activities.id})`.mapWith(
          Number,
        ),
    })
    .from(activityAssignments)
    .innerJoin(activities, eq(activities.id, activityAssignments.activity_id))
    .where(
      and(
        inArray(activityAssignments.technician_id, technicianIds),
        ne(activities.status, 'cancelled'),
        gte(activities.local_date, from),
        lte(activities.local_date, to),
      ),
    );
}

async function technicianFacts(db: Database, where: SQL | undefined) {
  const people = await db.select().from(technicians).where(where).orderBy(technicians.name, technicians.id);
  const ids = people.map((person) => person.id);
  const [authorisations, courses] = ids.length
    ? [
        await db
          .select({
            technician_id: technicianAuthorisations.technician_id,
            aircraft_type_id: technicianAuthorisations.aircraft_type_id,
            category: technicianAuthorisations.category,
            valid_until: technicianAuthorisations.valid_until,
          })
          .from(technicianAuthorisations)
          .where(inArray(technicianAuthorisations.technician_id, ids)),
        await db
          .select({
            technician_id: technicianCourses.technician_id,
            course_id: technicianCourses.course_id,
            expires_on: technicianCourses.expires_on,
          })
          .from(technicianCourses)
          .where(inArray(technicianCourses.technician_id, ids)),
      ]
    : [[], []];
  const [authorisationsOf, coursesOf] = [groupBy(authorisations, (a) => a.technician_id), groupBy(courses, (c) => c.technician_id)];
  return people.map((person) => ({
    ...person,
    authorisations: authorisationsOf.get(person.id) ?? [],
    courses: coursesOf.get(person.id) ?? [],
  }));
}
export type TechnicianFacts = Awaited<ReturnType<typeof technicianFacts>>[number];

/** Everything the rules read of a set of activities and technicians, loaded once. */
export interface LoadedFacts {
  now: Date;
  people: TechnicianFacts[];
  technicians: Map<number, RuleTechnicianFacts>;
  /** Per technician: their live assignments around the activities' dates, with windows. */
  recordedWork: Map<number, OtherAssignment[]>;
  mandatoryCourses: MandatoryCourse[];
  travel: (fromStationId: number, toStationId: number) => number;
  /** Per activity id: its services. */
  services: Map<number, ServiceNeeds[]>;
  /** The rules' view of one of the loaded activities (with new times, for a reschedule). */
  activityFacts: (activity: JudgedActivity, times?: Partial<Times>) => ActivityFacts;
  /** Per technician: their rostered days over the rest rules' window around the activities. */
  rosterDays: Map<number, RosteredDay[]>;
  rest: { settings: RestSettings; weekStartsMonday: boolean };
  zoneOf: (stationId: number) => string;
  countryOf: (stationId: number) => string | null;
  usWeeklyBasisOf: (stationId: number) => UsWeeklyRestBasis;
}

/**
 * The one place that turns loaded facts into a rule context: the technician's other work is their
 * recorded work but this activity itself. Facts a new rule reads (the roster, rest) join here.
 */
export function assignmentContext(facts: LoadedFacts, activity: ActivityFacts, technicianId: number): AssignmentContext {
  return {
    now: facts.now,
    activity,
    technician: facts.technicians.get(technicianId)!,
    mandatoryCourses: facts.mandatoryCourses,
    otherAssignments: (facts.recordedWork.get(technicianId) ?? []).filter((other) => other.activity_id !== activity.id),
    travel: facts.travel,
    roster: {
      days: facts.rosterDays.get(technicianId) ?? [],
      settings: facts.rest.settings,
      timeZone: facts.zoneOf(activity.station_id),
      weekStartsMonday: facts.rest.weekStartsMonday,
      us: facts.countryOf(activity.station_id) === 'US',
      usWeeklyBasis: facts.usWeeklyBasisOf(activity.station_id),
    },
  };
}

/** What the loaders read of the work judged: an activity, or a window that is none (an on-call dispatch). */
type JudgedWork = Pick<ActivityRow, 'id' | 'local_date' | 'station_id' | 'aircraft_type_id'>;

/** What the rules' view of an activity reads of its row: where, when and whose. */
export type JudgedActivity = JudgedWork & Pick<ActivityRow, 'region_id'> & Times;

/** The columns of a JudgedActivity, for a caller that reads no more (activityRow reads a great deal more). */
export const judgedActivityColumns = {
  id: activities.id,
  region_id: activities.region_id,
  station_id: activities.station_id,
  aircraft_type_id: activities.aircraft_type_id,
  local_date: activities.local_date,
  ...activityTimeColumns,
};

/** Loads the facts for these activities and the technicians `people` selects: a fixed number of queries. */
async function loadFacts(db: Database, rows: readonly JudgedWork[], people: SQL | undefined, now: Date): Promise<LoadedFacts> {
  const persons = await technicianFacts(db, people);
  const serviceRows = await servicesOf(
    db,
    rows.map((row) => row.id),
  );
  const dates = rows.map((row) => row.local_date as string).sort();
  const recorded = dates.length
    ? await recordedWorkOf(
        db,
        persons.map((p) => p.id),
        shiftDate(dates[0], -nearbyDays),
        shiftDate(dates.at(-1)!, nearbyDays),
      )
    : [];
  const mandatoryCourses = await db
    .select({ id: trainingCourses.id, code: trainingCourses.code, mandatory_for: trainingCourses.mandatory_for })
    .from(trainingCourses)
    .where(and(eq(trainingCourses.active, true), sql`cardinality(${trainingCourses.mandatory_for}) > 0`));
  const { zoneOf, countryOf, usWeeklyBasisOf, travel } = await stationsWithTravel(db, [
    ...rows.map((row) => row.station_id as number),
    ...recorded.map((o) => o.station_id),
  ]);
  const typeIds = [...new Set(rows.map((row) => row.aircraft_type_id as number))];
  const types = typeIds.length
    ? await db.select({ id: aircraftType.id, icao: aircraftType.icao }).from(aircraftType).where(inArray(aircraftType.id, typeIds))
    : [];
  const codeOf = new Map(types.map((type) => [type.id, type.icao]));
  const recordedWork = new Map<number, OtherAssignment[]>();
  for (const o of recorded) {
    const other = {
      activity_id: o.activity_id,
      work_order: o.work_order,
      station_id: o.station_id,
      window: windowOf(o, o.service_minutes, o.local_date, zoneOf(o.station_id)),
    };
    recordedWork.set(o.technician_id, [...(recordedWork.get(o.technician_id) ?? []), other]);
  }
  const activityFacts = (activity: JudgedActivity, times?: Partial<Times>): ActivityFacts => {
    const needs = serviceRows.get(activity.id) ?? [];
    const localDate = activity.local_date as string;
    const stationId = activity.station_id as number;
    return {
      id: activity.id,
      region_id: activity.region_id,
      station_id: stationId,
      aircraft_type_id: activity.aircraft_type_id as number,
      aircraft_type_code: codeOf.get(activity.aircraft_type_id as number) ?? null,
      local_date: localDate,
      window: windowOf(
        { ...activity, ...times },
        needs.reduce((sum, s) => sum + s.standard_minutes, 0),
        localDate,
        zoneOf(stationId),
      ),
      services: needs.map((s) => ({
        service_id: s.service_id,
        authorisation_category: s.authorisation_category,
        type_authorisation_required: s.type_authorisation_required,
        required_courses: s.required_courses,
      })),
    };
  };
  const ruleFacts = (person: TechnicianFacts): RuleTechnicianFacts => ({
    id: person.id,
    region_id: person.region_id,
    active: person.active,
    home_station_id: person.home_station_id,
    licences: person.licences,
    licence_expiry: person.licence_expiry,
    authorisations: person.authorisations,
    courses: person.courses,
  });
  const rest = await restSettingsOf(db);
  const rosterWindow = dates.length ? restRuleWindow(dates[0], dates.at(-1)!, rest.settings) : null;
  const rosterDays = rosterWindow
    ? await daysByTechnician(
        db,
        persons.map((p) => p.id),
        rosterWindow,
      )
    : new Map<number, RosteredDay[]>();
  return {
    now,
    people: persons,
    technicians: new Map(persons.map((p) => [p.id, ruleFacts(p)])),
    recordedWork,
    mandatoryCourses,
    travel,
    services: serviceRows,
    activityFacts,
    rosterDays,
    rest,
    zoneOf,
    countryOf,
    usWeeklyBasisOf,
  };
}

export interface AssignmentOptions {
  now: Date;
  /** The activity's times when they are about to change (a reschedule): the rules judge the new ones. */
  times?: Partial<Times>;
}

/**
 * One activity: the facts for the technicians `which` selects (ids, or every active technician of
 * the activity's region) and each one's rule context.
 */
export async function assignmentContexts(
  db: Database,
  activity: ActivityRow,
  which: { technicianIds: number[] } | { region: true },
  options: AssignmentOptions,
): Promise<{ technician: TechnicianFacts; context: AssignmentContext }[]> {
  const facts = await loadFacts(db, [activity], peopleOf(activity.region_id, which), options.now);
  const activityFacts = facts.activityFacts(activity, options.times);
  return facts.people.map((person) => ({ technician: person, context: assignmentContext(facts, activityFacts, person.id) }));
}

/** The technicians `which` selects: ids, or every active technician of the region. */
function peopleOf(regionId: number, which: { technicianIds: number[] } | { region: true }): SQL | undefined {
  return 'region' in which
    ? and(eq(technicians.region_id, regionId), eq(technicians.active, true))
    : inArray(technicians.id, which.technicianIds.length ? which.technicianIds : [0]);
}

/**
 * Several activities and the named technicians (the crews of re-timed jobs): the facts to judge any
 * of them on any of them, in the same fixed number of queries as one activity.
 */
export async function activitiesAssignmentFacts(
  db: Database,
  rows: readonly JudgedActivity[],
  technicianIds: readonly number[],
  now: Date,
): Promise<LoadedFacts> {
  return loadFacts(db, rows, inArray(technicians.id, technicianIds.length ? [...new Set(technicianIds)] : [0]), now);
}

/**
 * Work that is no activity, its facts built by the caller (an on-call dispatch: the request's
 * window from departure to the ETA and the time on site): the same loaders and the same contexts,
 * so the same rules judge it.
 */
export async function windowContexts(
  db: Database,
  work: ActivityFacts,
  which: { technicianIds: number[] } | { region: true },
  now: Date,
): Promise<{ technician: TechnicianFacts; context: AssignmentContext }[]> {
  const row = { id: work.id, local_date: work.local_date, station_id: work.station_id, aircraft_type_id: work.aircraft_type_id };
  const facts = await loadFacts(db, [row], peopleOf(work.region_id, which), now);
  return facts.people.map((person) => ({ technician: person, context: assignmentContext(facts, work, person.id) }));
}

/**
 * A day of a region (or one station): its activities still open for assignment (not completed or
 * cancelled), every active technician of the region, and the facts to judge any of them on any of
 * them — in the same fixed number of queries as one activity.
 */
export async function dayAssignmentFacts(db: Database, day: { regionId: number; date: string; stationId: number | null; now: Date }) {
  const rows = (await db
    .select(activityRow)
    .from(activities)
    .where(
      and(
        eq(activities.region_id, day.regionId),
        eq(activities.local_date, day.date),
        day.stationId === null ? undefined : eq(activities.station_id, day.stationId),
        notInArray(activities.status, ['completed', 'cancelled']),
      ),
    )
    .orderBy(asc(activities.sta_at), asc(activities.id))) as ActivityRow[];
  const facts = await loadFacts(db, rows, and(eq(technicians.region_id, day.regionId), eq(technicians.active, true)), day.now);
  return { rows, facts };
}
