import { sql } from 'drizzle-orm';
import { dueList } from '../../../model/modules/resource_allocation/dueLists';
import type { Database } from '../../db/client';
import { resourceRows, type ResourceFilters } from './resourceQueries';

interface LeadTimes {
  today: string;
  calibration_alert_days: number;
  service_alert_days: number;
  insurance_alert_days: number;
}

/** The region's today (its own time zone) and the settings page's lead times. */
async function leadTimes(db: Database, regionId: number, now: Date): Promise<LeadTimes> {
  const { rows } = (await db.execute(sql`
    select to_char((${now.toISOString()}::timestamptz at time zone r.time_zone)::date, 'YYYY-MM-DD') as today,
      s.calibration_alert_days, s.service_alert_days, s.insurance_alert_days
    from regions r cross join (select * from app_settings order by id limit 1) s
    where r.id = ${regionId}`)) as { rows: LeadTimes[] };
  const [row] = rows;
  return {
    ...row,
    calibration_alert_days: Number(row.calibration_alert_days),
    service_alert_days: Number(row.service_alert_days),
    insurance_alert_days: Number(row.insurance_alert_days),
  };
}

/**
 * GET /resources/due: calibration due or overdue (tools), service due (trucks and equipment),
 * insurance expiring (trucks), each within its lead time (model dueList, the one due-soon rule).
 */
export async function dueLists(db: Database, regionId: number, filters: Pick<ResourceFilters, 'station_id' | 'kind'>, now = new Date()) {
  const [rows, lead] = await Promise.all([resourceRows(db, regionId, filters), leadTimes(db, regionId, now)]);
  // `status` becomes the due status; the resource's own (a tool at the laboratory…) stays as resource_status.
  const strip = rows.map(({ time_zone: _zone, ...row }) => ({ ...row, resource_status: row.status }));
  return {
    today: lead.today,
    lead_days: { calibration: lead.calibration_alert_days, service: lead.service_alert_days, insurance: lead.insurance_alert_days },
    calibration: dueList(
      strip.filter((row) => row.kind === 'calibrated_tool'),
      (row) => row.next_due,
      lead.today,
      lead.calibration_alert_days,
    ),
    service: dueList(
      strip.filter((row) => row.kind !== 'calibrated_tool'),
      (row) => row.next_service_date,
      lead.today,
      lead.service_alert_days,
    ),
    insurance: dueList(
      strip.filter((row) => row.kind === 'truck'),
      (row) => row.insurance_expiry,
      lead.today,
      lead.insurance_alert_days,
    ),
  };
}
