import { and, eq, gte, lte } from 'drizzle-orm';
import { monthEndOf, monthStartOf } from '../../../../model/modules/manpower';
import { raiseManHourSignal } from '../../../modules/manpower';
import type { Database } from '../../client';
import { airport, rosterShifts, stations } from '../../schema';
import { daysFromToday } from '../dates';
import { requireId, type IdsByKey, type SeedDb } from '../types';

/** The station whose month the demo shows in deficit. */
export const deficitStationCode = 'LLA';

/**
 * The demo's month in deficit (145.A.30(d), docs/modules/manpower.md): Luleå's technicians are on
 * leave on every rostered day of the month holding today, so the month has work to do and almost no
 * one to do it. The signal is raised as the roster save would: one man_hour_signals row and a
 * notification to the quality and accountable managers (quality@tarmac.test, accountable@tarmac.test).
 */
export async function seedManHourDeficit(tx: SeedDb, shiftTypeIds: IdsByKey, now: Date = new Date()): Promise<void> {
  const today = daysFromToday(0, now);
  const [station] = await tx
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(eq(stations.code, deficitStationCode));
  await tx
    .update(rosterShifts)
    .set({
      shift_type_id: requireId(shiftTypeIds, 'L', 'shift type'),
      starts_at: null,
      ends_at: null,
      standby_starts_at: null,
      standby_ends_at: null,
      breach_rules: [],
      breach_reason: null,
      breach_by: null,
    })
    .where(
      and(
        eq(rosterShifts.station_id, station.id),
        gte(rosterShifts.local_date, monthStartOf(today)),
        lte(rosterShifts.local_date, monthEndOf(today)),
      ),
    );
  await raiseManHourSignal(tx as unknown as Database, station, today);
}
