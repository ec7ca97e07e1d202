import { sql } from 'drizzle-orm';
import type { LeadTimes } from '../../../model/modules/home/alerts';
import type { Database } from '../../db/client';

export interface DayContext extends LeadTimes {
  /** The region's IANA zone; null without an active region. */
  time_zone: string | null;
  /** Today in that zone (UTC without a region). */
  today: string;
  /** The database's clock: `late` is judged at this instant. */
  now: string;
}

/** The region's zone and today there, with the alert lead times of the settings page, in one statement. */
export async function dayContext(db: Database, regionId: number | null): Promise<DayContext> {
  const { rows } = (await db.execute(sql`
    select r.time_zone,
      to_char((now() at time zone coalesce(r.time_zone, 'UTC'))::date, 'YYYY-MM-DD') as today,
      to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
      coalesce(s.training_alert_days, 30)::int as training_alert_days,
      coalesce(s.calibration_alert_days, 30)::int as calibration_alert_days
    from (select 1) one
    left join regions r on r.id = ${regionId}
    left join lateral (select training_alert_days, calibration_alert_days from app_settings order by id limit 1) s on true`)) as {
    rows: DayContext[];
  };
  return rows[0];
}
