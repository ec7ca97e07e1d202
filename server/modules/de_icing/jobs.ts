import { sql } from 'drizzle-orm';
import { roleIds } from '../../../model/roles';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/job';
import { notifyUsers } from '../notifications/notifyUsers';
import { regionMembersWithRoles } from '../notifications/recipientQueries';

interface LowLevel {
  station_id: number;
  material_id: number;
  region_id: number;
  station: string;
  material: string;
  quantity: number;
  threshold: number;
  /** The last movement after which the stock stood at or above the threshold (0: never). */
  last_fine_id: number;
}

/**
 * Fluid stock below its threshold, with the movement it last stood above it after: the running sum of
 * the movements in the order they were applied is the quantity after each (the level is their sum).
 */
async function lowFluidLevels(db: Database): Promise<LowLevel[]> {
  const { rows } = (await db.execute(sql`
    with low as (
      select sl.station_id, sl.material_id, sl.region_id, st.code as station, m.description as material,
        sl.quantity::float8 as quantity, coalesce(sl.minimum_quantity, m.minimum_stock)::float8 as threshold
      from stock_levels sl
      join materials m on m.id = sl.material_id
      join stations st on st.id = sl.station_id
      where sl.material_id in (select f.material_id from de_icing_fluids f where f.material_id is not null)
        and sl.quantity < coalesce(sl.minimum_quantity, m.minimum_stock)
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

/**
 * The low-stock alert (issue 15 §2): once per station × fluid material while it stays below its
 * threshold, to the planners and supervisors of the station's region. The dedupe key names the
 * movement it last stood above the threshold after, so a delivery that lifts it above and a new fall
 * below alert again; a delivery that leaves it below does not.
 */
export async function sendLowStockAlerts(db: Database): Promise<number> {
  let sent = 0;
  const recipients = new Map<number, number[]>();
  for (const level of await lowFluidLevels(db)) {
    if (!recipients.has(level.region_id)) {
      recipients.set(level.region_id, (await regionMembersWithRoles(db, level.region_id, [roleIds.planner, roleIds.supervisor])).map((m) => m.userId));
    }
    sent += await notifyUsers(db, {
      userIds: recipients.get(level.region_id)!,
      type: 'low_stock',
      key: 'low_stock',
      params: { material: level.material, station: level.station, quantity: Number(level.quantity), minimum: Number(level.threshold) },
      link: '/de_icing?view=stock',
      dedupeKey: `low_stock:${level.station_id}:${level.material_id}:${level.last_fine_id}`,
    });
  }
  return sent;
}

export const lowStockJob: Job = {
  name: 'de_icing.low_stock',
  everyMinutes: 15,
  async run(db) {
    await sendLowStockAlerts(db);
  },
};
