import type { ActivityStatus } from '../../../model/modules/scheduled';
import { utcToLocal } from '../../../model/core/localTime';
import { boardCard, byFirstTime, type CardFacts } from '../../../model/modules/status_view/cards';
import type { StatusView } from '../../../model/modules/status_view/board';
import type { Database } from '../../db/client';
import { timelineOf } from '../scheduled';
import { regionTimeZone, serviceCodesOf, technicianNamesOf } from './queries';

type Instant = Date | string | null;

/** The day of the region's clock at `now`: the board's date when the URL names none. */
export async function todayInRegion(db: Database, regionId: number | null, now: Date): Promise<{ date: string; timeZone: string }> {
  const timeZone = regionId === null ? 'UTC' : await regionTimeZone(db, regionId);
  return { date: utcToLocal(now, timeZone).date, timeZone };
}

/**
 * A station-local day of one region as the board shows it: the Scheduled timeline's day (the same
 * activity rows, conflicts included, and the region's stations by code), every station a column
 * even with nothing on, each activity a card in time order, "late" as of `now`.
 */
export async function statusViewOf(db: Database, regionId: number, date: string, timeZone: string, now: Date): Promise<StatusView> {
  const day = await timelineOf(db, regionId, date, null);
  const rows = day.activities;
  const ids = rows.map((row) => row.id);
  const [serviceCodes, names] = [
    await serviceCodesOf(db, ids),
    await technicianNamesOf(
      db,
      rows.flatMap((row) => row.technician_ids as number[]),
    ),
  ];
  const facts: (CardFacts & { station_id: number })[] = rows.map((row) => ({
    id: row.id,
    station_id: row.station_id as number,
    work_order: row.work_order as string,
    status: row.status as ActivityStatus,
    conflict: row.conflict as boolean,
    rules_broken: row.rules_broken as boolean,
    inbound_flight_no: row.inbound_flight_no as string | null,
    outbound_flight_no: row.outbound_flight_no as string | null,
    registration: row.registration as string | null,
    aircraft_type_code: row.aircraft_type_code as string,
    sta_at: row.sta_at as Instant,
    std_at: row.std_at as Instant,
    ata_at: row.ata_at as Instant,
    atd_at: row.atd_at as Instant,
    services: serviceCodes.get(row.id) ?? [],
    technician_names: (row.technician_ids as number[]).map((id) => names.get(id)).filter((name): name is string => !!name),
  }));
  facts.sort(byFirstTime);
  return {
    date,
    region_id: regionId,
    time_zone: timeZone,
    generated_at: now.toISOString(),
    stations: day.stations.map((station) => ({
      ...station,
      activities: facts.filter((f) => f.station_id === station.id).map((f) => boardCard(f, station.time_zone, date, now)),
    })),
  };
}
