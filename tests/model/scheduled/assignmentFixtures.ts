import type { AssignmentContext, OtherAssignment, RosterFacts, TechnicianFacts } from '../../../model/modules/scheduled/assignmentContext';
import { defaultRestSettings } from '../../../model/modules/manpower/restRuleCatalogue';
import type { RosteredDay } from '../../../model/modules/manpower/restRules';

/** Stations of the fixtures: Amsterdam and Rotterdam are a road trip apart, Eindhoven is not. */
export const stations = { AMS: 1, RTM: 2, EIN: 3 } as const;
export const A320 = 7;
export const B738 = 8;

export const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

/** Travel the fixtures know: AMS↔RTM 60 minutes, anything else 90, the same station 0. */
export const fixtureTravel = (from: number, to: number) =>
  from === to ? 0 : [from, to].every((id) => id === stations.AMS || id === stations.RTM) ? 60 : 90;

export function technician(overrides: Partial<TechnicianFacts> = {}): TechnicianFacts {
  return {
    id: 11,
    region_id: 1,
    active: true,
    home_station_id: stations.AMS,
    licences: ['easa_b1'],
    licence_expiry: '2030-01-01',
    authorisations: [{ aircraft_type_id: A320, category: 'B1', valid_until: null }],
    courses: [
      { course_id: 100, expires_on: '2027-01-01' },
      { course_id: 101, expires_on: null },
    ],
    ...overrides,
  };
}

/** A working day of the roster, times in UTC. */
export const shift = (localDate: string, start: string, end: string): RosteredDay => ({
  local_date: localDate,
  start: new Date(start),
  end: new Date(end),
});
export const dayOff = (localDate: string): RosteredDay => ({ local_date: localDate, start: null, end: null });

/** Amsterdam's roster around the fixture's day: a day shift 06:00–18:00 UTC the day before, on the day and after. */
export function roster(overrides: Partial<RosterFacts> = {}): RosterFacts {
  return {
    days: ['2026-11-22', '2026-11-23', '2026-11-24'].map((date) => shift(date, `${date}T06:00:00Z`, `${date}T18:00:00Z`)),
    settings: defaultRestSettings,
    timeZone: 'Europe/Amsterdam',
    weekStartsMonday: true,
    us: false,
    ...overrides,
  };
}

/**
 * A B1 transit check on an A320 at Amsterdam on 2026-11-23, 10:00–11:00 UTC, for a B1 who holds
 * everything it needs: every rule passes unless a test changes one fact.
 */
export function context(overrides: Partial<AssignmentContext> = {}): AssignmentContext {
  return {
    now: new Date('2026-11-20T08:00:00Z'),
    activity: {
      id: 500,
      region_id: 1,
      station_id: stations.AMS,
      aircraft_type_id: A320,
      aircraft_type_code: 'A320',
      local_date: '2026-11-23',
      window: window('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'),
      services: [{ service_id: 1, authorisation_category: 'B1', type_authorisation_required: true }],
    },
    technician: technician(),
    mandatoryCourses: [
      { id: 100, code: 'HF', mandatory_for: ['all'] },
      { id: 101, code: 'EWIS', mandatory_for: ['B1', 'B2'] },
      { id: 102, code: 'CDCCL', mandatory_for: ['C'] },
    ],
    otherAssignments: [],
    travel: fixtureTravel,
    roster: roster(),
    ...overrides,
  };
}

export function withActivity(changes: Partial<AssignmentContext['activity']>, base = context()): AssignmentContext {
  return { ...base, activity: { ...base.activity, ...changes } };
}

export function withTechnician(changes: Partial<TechnicianFacts>, base = context()): AssignmentContext {
  return { ...base, technician: { ...base.technician, ...changes } };
}

export const other = (changes: Partial<OtherAssignment> & Pick<OtherAssignment, 'window'>): OtherAssignment => ({
  activity_id: 600,
  work_order: 'AMS-261123-0007',
  station_id: stations.AMS,
  ...changes,
});
