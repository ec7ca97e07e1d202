import { sql } from 'drizzle-orm';
import { stationSupervisors, type SupervisorCandidate } from '../../../model/core/recipients';
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
  /** The last movement after which the stock stood at or above the threshold (0: never). */
  last_fine_id: number;
}

/**
 * Stock below its minimum, per station × material (fluids included), with the movement it last stood
 * at or above it after: the running sum of the movements in the order they were applied is the
 * quantity after each (the level is their sum).
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
      select max(x.id) from (
        select mv.id, sum(mv.quantity) over (order by mv.id) as after
        from stock_movements mv where mv.station_id = low.station_id and mv.material_id = low.material_id
      ) x where x.after >= low.threshold
    ), 0)::int as last_fine_id
    from low
    order by low.station_id, low.material_id
  `)) as { rows: LowLevel[] };
  return rows;
}

interface ExpiringLot {
  id: number;
  station_id: number;
  station: string;
  material: string;
  lot: string;
  quantity: number;
  expires_on: string;
}

/** Lots in stock of the region whose shelf life ends between today and the lead time (app_settings.shelf_life_alert_days). */
async function expiringLots(db: Database, regionId: number, today: string): Promise<ExpiringLot[]> {
  const { rows } = (await db.execute(sql`
    select l.id, l.station_id, st.code as station, m.description as material, l.lot, l.quantity::float8 as quantity, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on
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
    const [supervisors, writers] = await Promise.all([
      regionMembersWithRoles(this.db, regionId, [roleIds.supervisor]),
      writerRoles.length ? regionMembersWithRoles(this.db, regionId, writerRoles) : Promise.resolve([]),
    ]);
    return { supervisors, writers: writers.map((member) => member.userId) };
  }
}

/**
 * Low stock of every material (docs/modules/parts.md): once per station × material while it
 * stays below its minimum. The dedupe key names the movement it last stood at or above the minimum
 * after, so a receipt that lifts it above and a new fall below alert again; one that leaves it below
 * does not. De-icing fluids link to the fluid stock, parts to the stock list.
 */
export async function sendLowStockAlerts(db: Database, recipients = new StockRecipients(db)): Promise<number> {
  let sent = 0;
  for (const level of await lowLevels(db)) {
    sent += await notifyUsers(db, {
      userIds: await recipients.of(level.region_id, level.station_id),
      type: 'low_stock',
      key: 'low_stock',
      params: { material: level.material, station: level.station, quantity: Number(level.quantity), minimum: Number(level.threshold) },
      link: level.fluid ? '/de_icing?view=stock' : '/parts',
      dedupeKey: `low_stock:${level.station_id}:${level.material_id}:${level.last_fine_id}`,
    });
  }
  return sent;
}

/** Shelf life running out (docs/modules/parts.md): once per lot and expiry date, in each region's own today. */
export async function sendShelfLifeAlerts(db: Database, now: Date, recipients = new StockRecipients(db)): Promise<number> {
  let sent = 0;
  for (const day of await regionDays(db, now)) {
    for (const lot of await expiringLots(db, day.region_id, day.today)) {
      sent += await notifyUsers(db, {
        userIds: await recipients.of(day.region_id, lot.station_id),
        type: 'shelf_life_expiring',
        key: 'shelf_life_expiring',
        params: {
          material: lot.material,
          station: lot.station,
          lot: lot.lot,
          quantity: Number(lot.quantity),
          expires_date: lot.expires_on,
        },
        link: '/parts',
        dedupeKey: `shelf_life:${lot.id}:${lot.expires_on}`,
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
