import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import type { YearSize } from './yearSize';
import { yearDays } from './yearSize';

/**
 * Training records and tool calibrations over the year. Every bench technician holds every course:
 * the current record, completed at a spread of dates so some have run out (expired) and some are
 * about to, and the record before it (which ran out when the current one was earned) so compliance
 * has a history. Each station's calibrated tools went to the laboratory every interval through the
 * year; one in ten missed its last trip and is overdue, one trip in thirty came back out of tolerance.
 */
export async function seedCompliance(db: Database, size: YearSize): Promise<void> {
  await db.execute(sql`insert into technician_courses (technician_id, course_id, completed_on, expires_on, certificate_no)
    select t.id, c.id, done.on_day - make_interval(months => coalesce(c.validity_months, 120) * previous),
      case when c.validity_months is not null then done.on_day - make_interval(months => c.validity_months * (previous - 1)) end::date,
      'BENCH-' || t.id || '-' || c.id || '-' || previous
    from technicians t
    cross join training_courses c
    cross join generate_series(0, 1) previous
    cross join lateral (select current_date - (t.id * 37 + c.id * 11) % (coalesce(c.validity_months, 24) * 30 + 60) as on_day) done
    where t.employee_no like 'BENCH-%' and c.active`);
  await db.execute(sql`insert into calibrated_tools (region_id, station_id, tool_no, description, calibration_interval_days, status)
    select s.region_id, s.id, 'BENCH-T-' || s.id || '-' || k, 'Bench torque wrench ' || k, (array[90, 180, 365])[1 + k % 3], 'in_service'
    from stations s, generate_series(0, ${size.toolsPerStation - 1}) k where s.active`);
  await db.execute(sql`insert into tool_calibrations (region_id, calibrated_tool_id, sent_at, provider, returned_at, calibrated_on, certificate, result)
    select t.region_id, t.id, trip.back - interval '5 days', 'Bench laboratory', trip.back, trip.back::date, 'BENCH-CAL-' || t.id || '-' || k,
      case when (t.id + k) % 30 = 0 then 'out_of_tolerance' else 'in_tolerance' end
    from calibrated_tools t
    cross join generate_series(0, ${Math.floor(yearDays / 90)}) k
    cross join lateral (select (current_date - (t.id % t.calibration_interval_days) - k * t.calibration_interval_days)::timestamptz
      + interval '10 hours' as back) trip
    where t.tool_no like 'BENCH-T-%' and k * t.calibration_interval_days <= ${yearDays} and (k > 0 or t.id % 10 <> 0)`);
  await db.execute(sql`update calibrated_tools t set last_calibrated = last.on_day
    from (select calibrated_tool_id, max(calibrated_on) as on_day from tool_calibrations group by calibrated_tool_id) last
    where last.calibrated_tool_id = t.id and t.tool_no like 'BENCH-T-%'`);
}
