import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { demandFor, rulesFor, violationsFor } from './rosterAnalysis';
import { manHourDeficitSignalPercent } from '../../../model/modules/manpower/manHourPlan';
import { stationMonthPlan, stationSignals } from './manHourSignals';
import { allShiftTypes, restSettingsOf, rosterStation, rosterTechnicians, stationShifts } from './rosterQueries';

/** `GET /api/roster`: everything the roster screen shows for a station and its days. */
export async function rosterView(db: Database, session: Session, query: { station_id: number; from: string; to: string }) {
  const station = await rosterStation(
    db,
    query.station_id,
    session.regions.map((r) => r.region_id),
  );
  if (!station) throw notFound();
  const { from, to } = query;
  const [shiftTypes, people, shifts, rules, demand, plan, signals] = await Promise.all([
    allShiftTypes(db),
    rosterTechnicians(db, station.id, from, to),
    stationShifts(db, station.id, from, to),
    restSettingsOf(db),
    demandFor(db, station, from, to),
    stationMonthPlan(db, station, from),
    stationSignals(db, station.id),
  ]);
  return {
    station,
    from,
    to,
    shift_types: shiftTypes,
    technicians: people,
    shifts,
    violations: await violationsFor(
      db,
      station,
      rules,
      people.map((p) => p.id),
      from,
      to,
    ),
    demand,
    rules: rulesFor(station, rules.settings),
    man_hour_plan: { ...plan, signal_percent: manHourDeficitSignalPercent },
    man_hour_signals: signals,
  };
}
