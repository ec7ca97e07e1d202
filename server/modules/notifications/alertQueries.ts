import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dueStatusSql } from '../../db/dueStatusSql';
import type { RegionDay } from '../../core/notify/regionDays';
import { heldCoursesSql } from '../../core/trainingExpiry';

/**
 * The due items of one region the daily alerts look at (docs/modules/notifications.md), already narrowed by the SQL twin
 * of the due-soon rule so the job reads only what may alert; the model's rule decides again.
 * `today` is the region's own day.
 */

const dueWithin = (column: ReturnType<typeof sql>, days: number, today: string) =>
  sql`${dueStatusSql(column, days, sql`${today}::date`)} in ('overdue', 'due_soon')`;

export interface DueTool {
  id: number;
  tool_no: string;
  description: string;
  station_id: number;
  station: string;
  next_due: string;
}

/** Calibrated tools still in use (not retired) due within the lead time, or overdue. */
export async function dueTools(db: Database, day: RegionDay): Promise<DueTool[]> {
  const { rows } = (await db.execute(sql`
    select t.id, t.tool_no, t.description, t.station_id, s.code as station, to_char(t.next_due, 'YYYY-MM-DD') as next_due
    from calibrated_tools t join stations s on s.id = t.station_id
    where t.region_id = ${day.region_id} and t.status <> 'retired' and ${dueWithin(sql`t.next_due`, day.calibration_alert_days, day.today)}
    order by t.next_due, t.id`)) as { rows: DueTool[] };
  return rows;
}

export interface DueQualification {
  technician_id: number;
  technician: string;
  user_id: number | null;
  station_id: number | null;
  station: string;
  course_id: number | null;
  course: string | null;
  expires_on: string;
}

/** Active technicians' licences running out within the training lead time, or expired. */
export async function dueLicences(db: Database, day: RegionDay): Promise<DueQualification[]> {
  const { rows } = (await db.execute(sql`
    select t.id as technician_id, t.name as technician, case when u.active then t.user_id end as user_id, t.home_station_id as station_id, coalesce(s.code, '—') as station,
      null::int as course_id, null::text as course, to_char(t.licence_expiry, 'YYYY-MM-DD') as expires_on
    from technicians t left join stations s on s.id = t.home_station_id left join users u on u.id = t.user_id
    where t.region_id = ${day.region_id} and t.active and cardinality(t.licences) > 0
      and ${dueWithin(sql`t.licence_expiry`, day.training_alert_days, day.today)}
    order by t.licence_expiry, t.id`)) as { rows: DueQualification[] };
  return rows;
}

/**
 * Active technicians' courses, as they hold them now (the latest record per course, the same reading
 * as the technicians list and What's up: server/core/trainingExpiry.ts), running out
 * within the training lead time or expired.
 */
export async function dueCourses(db: Database, day: RegionDay): Promise<DueQualification[]> {
  const { rows } = (await db.execute(sql`
    select t.id as technician_id, t.name as technician, case when u.active then t.user_id end as user_id, t.home_station_id as station_id, coalesce(s.code, '—') as station,
      c.id as course_id, c.name as course, to_char(held.expires_on, 'YYYY-MM-DD') as expires_on
    from technicians t
    left join stations s on s.id = t.home_station_id
    left join users u on u.id = t.user_id
    cross join lateral (${heldCoursesSql(sql`t.id`)}) held
    join training_courses c on c.id = held.course_id and c.active
    where t.region_id = ${day.region_id} and t.active and ${dueWithin(sql`held.expires_on`, day.training_alert_days, day.today)}
    order by held.expires_on, t.id, c.id`)) as { rows: DueQualification[] };
  return rows;
}
