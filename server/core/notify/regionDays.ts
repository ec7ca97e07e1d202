import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Shared layer next to notifyUsers.ts: the day of each region as the daily alert jobs (Notifications'
 * due items, Parts' stock alerts) count it. It came out of server/modules/notifications/alertQueries.ts
 * so that Parts' job no longer imports Notifications; it imports no module.
 */

export interface RegionDay {
  region_id: number;
  today: string;
  calibration_alert_days: number;
  training_alert_days: number;
}

/** Each active region with its own today at `now` (its default time zone) and the settings' lead times. */
export async function regionDays(db: Database, now: Date): Promise<RegionDay[]> {
  const { rows } = (await db.execute(sql`
    select r.id as region_id, to_char((${now.toISOString()}::timestamptz at time zone r.time_zone)::date, 'YYYY-MM-DD') as today,
      s.calibration_alert_days, s.training_alert_days
    from regions r cross join (select calibration_alert_days, training_alert_days from app_settings order by id limit 1) s
    where r.active order by r.id`)) as { rows: RegionDay[] };
  return rows.map((row) => ({ ...row, region_id: Number(row.region_id) }));
}
