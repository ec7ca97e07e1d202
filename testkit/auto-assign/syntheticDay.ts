import type {
  ActivityFacts,
  ActivityServiceNeeds,
  MandatoryCourse,
  OtherAssignment,
  TechnicianFacts,
} from '../../model/modules/scheduled/assignmentContext';
import { seatsNeeded, type AutoAssignActivity, type AutoAssignInput } from '../../model/modules/scheduled/autoAssign';
import { licenceCategoriesOf, type LicenceType } from '../../model/core/licences';
import { defaultRestSettings } from '../../model/modules/manpower/restRuleCatalogue';
import type { RosteredDay } from '../../model/modules/manpower/restRules';
import { addDays } from '../../model/modules/manpower/calendarDays';

/**
 * A synthetic day for auto-assign (the bench's and the property tests'): activities at a few
 * stations on a few aircraft types with line-maintenance services, technicians with every kind of
 * licence, some type authorisations and courses expired or missing, a few inactive or of another
 * region, and some work already recorded. Everything follows from the seed.
 */
export interface SyntheticDayOptions {
  activities: number;
  technicians: number;
  seed: number;
  /** Stations of the region (default 4). */
  stations?: number;
  /** Share of activities that already have someone on them (default 0.1). */
  recordedShare?: number;
}

/** mulberry32: a small seeded generator, so a seed always gives the same day. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}

const localDate = '2026-11-23';
const dayStart = Date.parse(`${localDate}T00:00:00Z`);
const minuteMs = 60_000;
const types = [
  { id: 1, code: 'A320' },
  { id: 2, code: 'A359' },
  { id: 3, code: 'B738' },
  { id: 4, code: 'E190' },
];
/** Line services with how often a turnaround asks for each. */
const catalogue: (ActivityServiceNeeds & { technicians_needed: number; minutes: number; share: number })[] = [
  { service_id: 1, authorisation_category: 'B1', type_authorisation_required: true, technicians_needed: 1, minutes: 45, share: 0.6 },
  { service_id: 2, authorisation_category: 'B1', type_authorisation_required: true, technicians_needed: 2, minutes: 240, share: 0.04 },
  { service_id: 3, authorisation_category: 'A', type_authorisation_required: false, technicians_needed: 1, minutes: 20, share: 0.4 },
  { service_id: 4, authorisation_category: null, type_authorisation_required: false, technicians_needed: 2, minutes: 30, share: 0.12 },
  { service_id: 5, authorisation_category: 'B2', type_authorisation_required: true, technicians_needed: 1, minutes: 60, share: 0.15 },
];
const mandatoryCourses: MandatoryCourse[] = [
  { id: 100, code: 'HF', mandatory_for: ['all'] },
  { id: 101, code: 'EWIS', mandatory_for: ['B1', 'B2'] },
];
/** The licences a technician holds: mostly one, some B1 and B2, some none. */
const licenceSets: LicenceType[][] = [['easa_b1'], ['easa_b1_1'], ['easa_b2'], ['easa_a'], ['faa_ap'], ['easa_b1', 'easa_b2'], []];

export function syntheticDay(options: SyntheticDayOptions): AutoAssignInput {
  const random = generator(options.seed);
  const stationCount = options.stations ?? 4;
  const travel = (from: number, to: number) => (from === to ? 0 : 30 + ((from * 7 + to * 13) % 4) * 20);

  const technicians: TechnicianFacts[] = Array.from({ length: options.technicians }, (_, n) => {
    const licences = random.pick(licenceSets);
    const categories = licenceCategoriesOf(licences);
    const authorised = types.filter(() => categories.length > 0 && random.next() < 0.5);
    return {
      id: n + 1,
      region_id: random.next() < 0.05 ? 2 : 1,
      active: random.next() < 0.95,
      home_station_id: random.next() < 0.1 ? null : random.int(1, stationCount),
      licences,
      licence_expiry: random.next() < 0.05 ? '2026-01-01' : '2030-01-01',
      authorisations: authorised.map((type) => ({
        aircraft_type_id: type.id,
        category: random.pick([...categories.filter((c) => c !== 'A'), ...categories]),
        valid_until: random.next() < 0.1 ? '2026-06-30' : null,
      })),
      courses: mandatoryCourses
        .filter(() => random.next() < 0.95)
        .map((course) => ({ course_id: course.id, expires_on: random.next() < 0.08 ? '2026-10-01' : '2027-12-31' })),
    };
  });

  const registrations = Array.from(
    { length: Math.max(1, Math.ceil(options.activities / 3)) },
    (_, n) => `D-A${String(n).padStart(3, '0')}`,
  );
  const activities: AutoAssignActivity[] = Array.from({ length: options.activities }, (_, n) => {
    const type = random.pick(types);
    const services = catalogue.filter((service) => random.next() < service.share);
    const chosen = services.length ? services : [random.pick(catalogue)];
    const start = dayStart + random.int(5 * 60, 23 * 60) * minuteMs;
    const minutes = Math.max(...chosen.map((s) => s.minutes)) + random.int(0, 30);
    const station_id = random.int(1, stationCount);
    const facts: ActivityFacts = {
      id: 1000 + n,
      region_id: 1,
      station_id,
      aircraft_type_id: type.id,
      aircraft_type_code: type.code,
      local_date: localDate,
      window: { start: new Date(start), end: new Date(start + minutes * minuteMs) },
      services: chosen.map(({ service_id, authorisation_category, type_authorisation_required }) => ({
        service_id,
        authorisation_category,
        type_authorisation_required,
      })),
    };
    const recorded = random.next() < (options.recordedShare ?? 0.1) && technicians.length ? [random.int(1, technicians.length)] : [];
    return {
      facts,
      work_order: `S${station_id}-261123-${String(n + 1).padStart(4, '0')}`,
      registration: random.next() < 0.1 ? null : random.pick(registrations),
      needed: seatsNeeded(chosen.map((s) => s.technicians_needed)),
      assigned_technician_ids: recorded,
      has_lead: recorded.length > 0,
    };
  });

  const recordedWork = new Map<number, OtherAssignment[]>(technicians.map((t) => [t.id, []]));
  for (const activity of activities) {
    for (const id of activity.assigned_technician_ids) {
      recordedWork.get(id)!.push({
        activity_id: activity.facts.id,
        work_order: activity.work_order,
        station_id: activity.facts.station_id,
        window: activity.facts.window,
      });
    }
  }
  const rosters = syntheticRosters(
    technicians.map((t) => t.id),
    options.seed,
  );
  const byId = new Map(technicians.map((t) => [t.id, t]));
  const now = new Date(`${localDate}T00:00:00Z`);
  return {
    activities,
    technicians: technicians.map(({ id, home_station_id }) => ({
      id,
      home_station_id,
      shifts: rosters.get(id)!.flatMap((day) => (day.start && day.end ? [{ start: day.start, end: day.end }] : [])),
    })),
    travel,
    contextOf: (activity, technicianId) => ({
      now,
      activity,
      technician: byId.get(technicianId)!,
      mandatoryCourses,
      otherAssignments: recordedWork.get(technicianId)!.filter((other) => other.activity_id !== activity.id),
      travel,
      roster: { days: rosters.get(technicianId)!, settings: defaultRestSettings, timeZone: 'UTC', weekStartsMonday: true, us: false },
    }),
  };
}

/** Day 05–17, evening 13–01 and night 21–09 UTC shifts, or a day off: what a station rosters. */
const syntheticShifts = [{ from: 5, hours: 12 }, { from: 13, hours: 12 }, { from: 21, hours: 12 }, null];

/**
 * A week either side of the day for every technician, from its own seeded generator (so the day's
 * activities stay those of the seed): mostly the same shift all fortnight, some days off, a few
 * technicians off on the day itself.
 */
function syntheticRosters(technicianIds: readonly number[], seed: number): Map<number, RosteredDay[]> {
  const random = generator(seed + 7919);
  return new Map(
    technicianIds.map((id) => {
      const usual = syntheticShifts[random.int(0, 2)]!;
      const days = Array.from({ length: 15 }, (_, n): RosteredDay => {
        const date = addDays(localDate, n - 7);
        const shift = random.next() < 0.25 ? null : usual;
        if (!shift) return { local_date: date, start: null, end: null };
        const start = Date.parse(`${date}T00:00:00Z`) + shift.from * 60 * minuteMs;
        return { local_date: date, start: new Date(start), end: new Date(start + shift.hours * 60 * minuteMs) };
      });
      return [id, days];
    }),
  );
}
