import { eq } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  defaultRestSettings,
  rosterViolations,
  shiftInterval,
  standbyInterval,
  weekStartOf,
  type RosteredDay,
} from '../../../../model/modules/manpower';
import { airport, rosterShifts, stations, technicians, users } from '../../schema';
import { daysFromToday } from '../dates';
import { requireId, type IdsByKey, type SeedDb } from '../types';
import { demoShiftTypes, type DemoShiftCode } from './shiftTypes';

/**
 * A month of roster per station around the seed's today: each technician works five days and has
 * two off, a week of early, then late, then night shifts, the days off staggered so the station is
 * covered; every fourth technician is on standby for on-call jobs on the first day off. A few changes a supervisor kept with a reason break rest rules on purpose (a late
 * followed by an early; a seven-day run), and a week of leave and a sick day leave gaps in demand.
 */
const rotation: readonly DemoShiftCode[] = ['D', 'E', 'N'];
const firstDay = -14;
const lastDay = 15;
const breachReason = 'Cover for an AOG recovery agreed with the technician; rest given back the following week.';

interface Exception {
  name: string;
  day: number;
  code: DemoShiftCode;
}

/** Deliberate departures from the rotation (days from today): the breaches, the leave and the sick day. */
const exceptions: Exception[] = [
  // A late shift followed by an early: 7.5 h of rest (Art. 3).
  { name: 'Camille Laurent', day: 2, code: 'E' },
  { name: 'Camille Laurent', day: 3, code: 'D' },
  // Days off worked: a run of more than six days (company rule).
  ...[5, 6, 7, 8, 9, 10, 11, 12].map((day) => ({ name: 'Daan de Vries', day, code: 'D' as const })),
  ...[1, 2, 3, 4, 5].map((day) => ({ name: 'Oliver Bennett', day, code: 'L' as const })),
  { name: 'Jonas Müller', day: 0, code: 'S' },
  { name: 'Aino Virtanen', day: 4, code: 'T' },
];

/**
 * The rotation's shift for the technician `index` of a station on `date`: two days off in the same
 * place of every (Monday) week, staggered between colleagues, and a new kind of shift after them —
 * so every week holds its whole rest (Art. 5) and no change of shift cuts the daily rest short.
 */
function rotationShift(index: number, date: string): DemoShiftCode {
  const monday = weekStartOf(date, true);
  const firstOff = (index * 2) % 6;
  const weekday = daysBetween(monday, date);
  // Every fourth technician spends the first day off on standby for on-call jobs.
  if (weekday === firstOff) return index % 4 === 1 ? 'SB' : 'O';
  if (weekday === firstOff + 1) return 'O';
  const cycle = Math.floor((daysBetween('2000-01-03', date) - firstOff - 2) / 7); // 2000-01-03 was a Monday
  return rotation[(((cycle + index) % rotation.length) + rotation.length) % rotation.length];
}

export async function seedRoster(tx: SeedDb, shiftTypeIds: IdsByKey, now: Date = new Date()): Promise<void> {
  const today = daysFromToday(0, now);
  const people = await tx
    .select({
      id: technicians.id,
      name: technicians.name,
      region_id: technicians.region_id,
      station_id: stations.id,
      time_zone: airport.time_zone,
      country: airport.country,
    })
    .from(technicians)
    .innerJoin(stations, eq(stations.id, technicians.home_station_id))
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(eq(technicians.active, true))
    .orderBy(technicians.id);
  const [supervisor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'supervisor@tarmac.test'));
  const typeByCode = new Map(demoShiftTypes.map((type) => [type.code, type]));
  const indexAtStation = new Map<number, number>();
  const rows: (typeof rosterShifts.$inferInsert)[] = [];
  const daysByPerson = new Map<number, RosteredDay[]>();

  for (const person of people) {
    const index = indexAtStation.get(person.station_id) ?? 0;
    indexAtStation.set(person.station_id, index + 1);
    const days: RosteredDay[] = [];
    for (let day = firstDay; day <= lastDay; day++) {
      const code = exceptions.find((e) => e.name === person.name && e.day === day)?.code ?? rotationShift(index, addDays(today, day));
      const local_date = addDays(today, day);
      const interval = shiftInterval(typeByCode.get(code)!, local_date, person.time_zone);
      const standby = standbyInterval(typeByCode.get(code)!, local_date, person.time_zone);
      days.push({ local_date, start: interval?.start ?? null, end: interval?.end ?? null, standby });
      rows.push({
        region_id: person.region_id,
        station_id: person.station_id,
        technician_id: person.id,
        local_date,
        shift_type_id: requireId(shiftTypeIds, code, 'shift type'),
        starts_at: interval?.start ?? null,
        ends_at: interval?.end ?? null,
        standby_starts_at: standby?.start ?? null,
        standby_ends_at: standby?.end ?? null,
      });
    }
    daysByPerson.set(person.id, days);
  }

  // Every breach the seeded roster holds was kept by the supervisor with a reason: none is silent.
  const breaches = new Map<string, string[]>();
  for (const person of people) {
    const found = rosterViolations(new Map([[person.id, daysByPerson.get(person.id)!]]), defaultRestSettings, {
      timeZone: person.time_zone,
      weekStartsMonday: true,
      us: person.country === 'US',
      from: addDays(today, firstDay),
      to: addDays(today, lastDay),
    });
    for (const v of found)
      breaches.set(`${v.technician_id}|${v.local_date}`, [...(breaches.get(`${v.technician_id}|${v.local_date}`) ?? []), v.rule]);
  }
  for (const row of rows) {
    const rules = breaches.get(`${row.technician_id}|${row.local_date}`);
    if (rules) Object.assign(row, { breach_rules: rules, breach_reason: breachReason, breach_by: supervisor.id });
  }
  await tx.insert(rosterShifts).values(rows);
}
