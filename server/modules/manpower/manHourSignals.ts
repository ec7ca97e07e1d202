import { and, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { localToUtc, utcToLocal } from '../../../model/core/localTime';
import { monthEndOf, monthStartOf } from '../../../model/modules/manpower/calendarDays';
import { monthPlan, raisesManHourSignal, supplyMinutes, type MonthPlan } from '../../../model/modules/manpower/manHourPlan';
import { roleIds } from '../../../model/roles';
import type { Database } from '../../db/client';
import { airport, manHourSignals, rosterShifts, shiftTypes, stations, trainingActivities, trainingAttendees } from '../../db/schema';
import { regionMembersWithRoles } from '../../core/notify/recipientQueries';
import { notifyUsers } from '../../core/notify/notifyUsers';
import type { Job } from '../../jobs/job';
import { demandFor } from './rosterAnalysis';

/**
 * The man-hour plan per station and calendar month, and its deficit signal (EASA Part-145
 * 145.A.30(d) and AMC1, docs/modules/manpower.md "The man-hour plan"). A month short by more than
 * 25 % is raised once: a man_hour_signals row (unique per station and month) and a notification to
 * each active quality manager and accountable manager of the station's region. Raised after every
 * roster save for the months it touched, and by the hourly job for the current month (demand also
 * grows without a roster save: new activities, on-call jobs, de-icing).
 */

interface PlanStation {
  id: number;
  code: string;
  region_id: number;
  time_zone: string;
}

async function planStations(db: Database, stationIds?: number[]): Promise<PlanStation[]> {
  return db
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(stationIds ? inArray(stations.id, stationIds.length ? stationIds : [0]) : eq(stations.active, true));
}

/**
 * Supply of the month: work shifts at the station (training shifts are not availability) less the
 * training sessions their technicians attend. Training is a later module than Manpower
 * (eslint.config.js moduleLayers), so its tables are read here directly, not through its index.
 */
async function monthSupply(db: Database, station: PlanStation, first: string, last: string): Promise<number> {
  const work = await db
    .select({ technician_id: rosterShifts.technician_id, start: rosterShifts.starts_at, end: rosterShifts.ends_at })
    .from(rosterShifts)
    .innerJoin(shiftTypes, eq(shiftTypes.id, rosterShifts.shift_type_id))
    .where(
      and(
        eq(rosterShifts.station_id, station.id),
        gte(rosterShifts.local_date, first),
        lte(rosterShifts.local_date, last),
        eq(shiftTypes.kind, 'work'),
        isNotNull(rosterShifts.starts_at),
      ),
    );
  const spans = work.flatMap((row) => (row.start && row.end ? [{ technician_id: row.technician_id, start: row.start, end: row.end }] : []));
  const people = [...new Set(spans.map((span) => span.technician_id))];
  const training = people.length
    ? await db
        .select({ technician_id: trainingAttendees.technician_id, start: trainingActivities.starts_at, end: trainingActivities.ends_at })
        .from(trainingAttendees)
        .innerJoin(trainingActivities, eq(trainingActivities.id, trainingAttendees.training_activity_id))
        .where(
          and(
            inArray(trainingAttendees.technician_id, people),
            ne(trainingActivities.status, 'cancelled'),
            lte(trainingActivities.starts_at, localToUtc(monthEndOf(first), '23:59', station.time_zone)),
            gte(trainingActivities.ends_at, localToUtc(first, '00:00', station.time_zone)),
          ),
        )
    : [];
  return supplyMinutes({ work: spans, training });
}

/** The month's plan of a station: supply, demand (the demand panel's needs summed) and the deficit. */
export async function stationMonthPlan(db: Database, station: PlanStation, month: string): Promise<MonthPlan & { month: string }> {
  const [first, last] = [monthStartOf(month), monthEndOf(month)];
  // One query at a time: this may run in a transaction, one connection (docs/concurrency.md).
  const supply = await monthSupply(db, station, first, last);
  const demand = await demandFor(db, station, first, last);
  return {
    month: first,
    ...monthPlan(
      supply,
      demand.reduce((total, day) => total + day.needed_minutes, 0),
    ),
  };
}

/**
 * Raises the month's signal if its deficit is over 25 % and no signal exists yet. The insert's
 * ON CONFLICT DO NOTHING on the unique (station, month) makes concurrent evaluations raise it once:
 * the second waits for the first to commit, then adds nothing and notifies no one. Answers whether
 * this call raised it.
 */
export async function raiseManHourSignal(db: Database, station: PlanStation, month: string): Promise<boolean> {
  const plan = await stationMonthPlan(db, station, month);
  if (!raisesManHourSignal(plan)) return false;
  return db.transaction(async (tx) => {
    const [raised] = await tx
      .insert(manHourSignals)
      .values({
        region_id: station.region_id,
        station_id: station.id,
        month: plan.month,
        supply_minutes: plan.supply_minutes,
        demand_minutes: plan.demand_minutes,
        deficit_percent: plan.deficit_percent,
      })
      .onConflictDoNothing({ target: [manHourSignals.station_id, manHourSignals.month] })
      .returning({ id: manHourSignals.id });
    if (!raised) return false;
    const managers = await regionMembersWithRoles(tx, station.region_id, [roleIds.quality_manager, roleIds.accountable_manager]);
    await notifyUsers(tx, {
      userIds: managers.map((manager) => manager.userId),
      type: 'man_hour_deficit',
      key: 'man_hour_deficit',
      params: {
        station: station.code,
        month_date: plan.month,
        deficit: plan.deficit_percent,
        supply_hours: Math.round(plan.supply_minutes / 6) / 10,
        demand_hours: Math.round(plan.demand_minutes / 6) / 10,
      },
      link: '/manpower',
      regionId: station.region_id,
      dedupeKey: `man_hour_deficit:${station.id}:${plan.month}`,
    });
    return true;
  });
}

/** After a roster save: the months of the saved days at that station. */
export async function raiseSignalsAfterSave(db: Database, stationId: number, localDates: readonly string[]): Promise<void> {
  const [station] = await planStations(db, [stationId]);
  if (!station) return;
  for (const month of new Set(localDates.map(monthStartOf))) await raiseManHourSignal(db, station, month);
}

/** The signals raised for a station, latest month first: the record the quality manager reads in the Manpower tab. */
export function stationSignals(db: Database, stationId: number) {
  return db
    .select({
      id: manHourSignals.id,
      month: manHourSignals.month,
      supply_minutes: manHourSignals.supply_minutes,
      demand_minutes: manHourSignals.demand_minutes,
      deficit_percent: manHourSignals.deficit_percent,
      raised_at: sql<string>`to_char(${manHourSignals.raised_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(manHourSignals)
    .where(eq(manHourSignals.station_id, stationId))
    .orderBy(desc(manHourSignals.month))
    .limit(24);
}

/** Every active station's current month (on its own calendar), once an hour. */
export const manHourSignalsJob: Job = {
  name: 'manpower.man_hour_signals',
  everyMinutes: 60,
  async run(db, now) {
    for (const station of await planStations(db)) {
      await raiseManHourSignal(db, station, monthStartOf(utcToLocal(now, station.time_zone).date));
    }
  },
};
