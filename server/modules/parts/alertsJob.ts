import { sql } from 'drizzle-orm';
import { stationSupervisors, type SupervisorCandidate } from '../../../model/core/recipients';
import { earliestDay, filteredListLink, groupByStation, stationAlertDedupeKey, stationAlertKeys } from '../../../model/core/stationAlerts';
import { roleIds } from '../../../model/roles';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/job';
import { regionDays } from '../../core/notify/regionDays';
import { notifyUsers } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles } from '../../core/notify/recipientQueries';

interface LowLevel {
  station_id: number;
  material_id: number;
  region_id: number;
  station: string;
  material: string;
  fluid: boolean;
  quantity: number;
  threshold: number;
  /** The movement that took it below the threshold, the first after it last stood at or above it (0: no movement). */
  fall_id: number;
}

/**
 * Stock below its minimum, per station × material (fluids included), with the movement that took it
 * below: the first after the last one it stood at or above the minimum after. The running sum of the
 * movements in the order they were applied is the quantity after each (the level is their sum).
 */
async function lowLevels(db: Database): Promise<LowLevel[]> {
  const { rows } = (await db.execute(sql`
    with low as (
      select sl.station_id, sl.material_id, sl.region_id, st.code as station, m.description as material, m.category = 'de_icing_fluid' as fluid,
        sl.quantity::float8 as quantity, coalesce(sl.minimum_quantity, m.minimum_stock)::float8 as threshold
      from stock_levels sl
      join materials m on m.id = sl.material_id
      join stations st on st.id = sl.station_id
      where sl.quantity < coalesce(sl.minimum_quantity, m.minimum_stock)
    )
    select low.*, coalesce((
      select min(fall.id) from stock_movements fall
      where fall.station_id = low.station_id and fall.material_id = low.material_id and fall.id > coalesce((
        select max(x.id) from (
          select mv.id, sum(mv.quantity) over (order by mv.id) as after
          from stock_movements mv where mv.station_id = low.station_id and mv.material_id = low.material_id
        ) x where x.after >= low.threshold
      ), 0)
    ), 0)::int as fall_id
    from low
    order by low.station_id, low.material_id
  `)) as { rows: LowLevel[] };
  return rows;
}

interface ExpiringLot {
  id: number;
  station_id: number;
  material_id: number;
  station: string;
  material: string;
  lot: string;
  quantity: number;
  expires_on: string;
}

/** Lots in stock of the region whose shelf life ends between today and the lead time (app_settings.shelf_life_alert_days). */
async function expiringLots(db: Database, regionId: number, today: string): Promise<ExpiringLot[]> {
  const { rows } = (await db.execute(sql`
    select l.id, l.station_id, l.material_id, st.code as station, m.description as material, l.lot, l.quantity::float8 as quantity, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on
    from stock_lots l
    join stations st on st.id = l.station_id
    join materials m on m.id = l.material_id
    where l.region_id = ${regionId} and l.quantity > 0 and l.expires_on is not null
      and l.expires_on between ${today}::date and ${today}::date + (select shelf_life_alert_days from app_settings order by id limit 1)
    order by l.expires_on, l.id`)) as { rows: ExpiringLot[] };
  return rows;
}

/**
 * Who hears of a station's stock: its supervisors (those posted there, else the region's) and every
 * account of the region that may move parts (a role holding parts_write).
 */
class StockRecipients {
  readonly #regions = new Map<number, Promise<{ supervisors: SupervisorCandidate[]; writers: number[] }>>();

  constructor(private readonly db: Database) {}

  async of(regionId: number, stationId: number): Promise<number[]> {
    if (!this.#regions.has(regionId)) this.#regions.set(regionId, this.#load(regionId));
    const { supervisors, writers } = await this.#regions.get(regionId)!;
    return [...new Set([...stationSupervisors(supervisors, stationId), ...writers])];
  }

  async #load(regionId: number) {
    const { rows } = (await this.db.execute(sql`
      select rp.role_id from role_permissions rp join permissions p on p.id = rp.permission_id where p.name = 'parts_write'`)) as {
      rows: { role_id: number }[];
    };
    const writerRoles = rows.map((row) => Number(row.role_id));
    // One query at a time: the job runs in a transaction, one connection (docs/concurrency.md).
    const supervisors = await regionMembersWithRoles(this.db, regionId, [roleIds.supervisor]);
    const writers = writerRoles.length ? await regionMembersWithRoles(this.db, regionId, writerRoles) : [];
    return { supervisors, writers: writers.map((member) => member.userId) };
  }
}

/** The latest fall of each station already told of (the number its low-stock alerts' dedupe keys end with). */
async function toldFalls(db: Database): Promise<Map<number, number>> {
  const { rows } = (await db.execute(sql`
    select split_part(dedupe_key, ':', 3)::int as station_id, max(split_part(dedupe_key, ':', 4)::int) as fall_id
    from notifications where type = 'low_stock' and dedupe_key like 'low_stock:station:%' and split_part(dedupe_key, ':', 3) <> 'none'
    group by 1`)) as { rows: { station_id: number; fall_id: number }[] };
  return new Map(rows.map((row) => [Number(row.station_id), Number(row.fall_id)]));
}

/**
 * Low stock (docs/modules/parts.md): one notification per station for all its materials below their
 * minimum ("3 materials below minimum at AMS"), raised when one of them has newly fallen below — a
 * level that stays low, or one lifted above it, raises nothing. The dedupe key ends with the station's
 * latest fall (the movement that took a material below), so two runs, or two processes, raise it once.
 * The link opens the station's stock filtered to below minimum; a station whose only low stock is
 * de-icing fluid opens the fluid stock.
 */
export async function sendLowStockAlerts(db: Database, recipients = new StockRecipients(db)): Promise<number> {
  let sent = 0;
  const told = await toldFalls(db);
  for (const group of groupByStation(await lowLevels(db))) {
    const latestFall = Math.max(...group.items.map((level) => Number(level.fall_id)));
    if (latestFall <= (told.get(Number(group.stationId)) ?? -1)) continue;
    const { region_id: regionId } = group.items[0];
    sent += await notifyUsers(db, {
      userIds: await recipients.of(regionId, Number(group.stationId)),
      type: 'low_stock',
      key: stationAlertKeys.low_stock,
      params: { count: group.items.length, station: group.station },
      link: group.items.every((level) => level.fluid)
        ? '/de_icing?view=stock'
        : filteredListLink('/parts', { station_id: group.stationId, below_minimum: true }),
      regionId,
      dedupeKey: stationAlertDedupeKey('low_stock', group.stationId, latestFall),
    });
  }
  return sent;
}

/**
 * Shelf life running out (docs/modules/parts.md): one notification per station and day for its lots
 * expiring within the lead time ("12 materials expiring at JFK", in each region's own today), linking
 * to the station's stock filtered to expiring lots.
 */
export async function sendShelfLifeAlerts(db: Database, now: Date, recipients = new StockRecipients(db)): Promise<number> {
  let sent = 0;
  for (const day of await regionDays(db, now)) {
    for (const group of groupByStation(await expiringLots(db, day.region_id, day.today))) {
      sent += await notifyUsers(db, {
        userIds: await recipients.of(day.region_id, Number(group.stationId)),
        type: 'shelf_life_expiring',
        key: stationAlertKeys.shelf_life_expiring,
        params: {
          count: new Set(group.items.map((lot) => lot.material_id)).size,
          station: group.station,
          expires_date: earliestDay(group.items.map((lot) => lot.expires_on)),
        },
        link: filteredListLink('/parts', { station_id: group.stationId, expiry_status: 'expiring', in_stock: true }),
        regionId: day.region_id,
        dedupeKey: stationAlertDedupeKey('shelf_life_expiring', group.stationId, day.today),
      });
    }
  }
  return sent;
}

export const stockAlertsJob: Job = {
  name: 'parts.stock_alerts',
  everyMinutes: 24 * 60,
  async run(db, now) {
    const recipients = new StockRecipients(db);
    await sendLowStockAlerts(db, recipients);
    await sendShelfLifeAlerts(db, now, recipients);
  },
};
