import { sql, type SQL } from 'drizzle-orm';

/**
 * Shared layer: the technicians' held courses and first expiry, read by Settings (technicians list),
 * Training (matrix), What's up and Notifications (alerts) and Reporting (compliance). It came out of
 * server/modules/settings/trainingExpiry.ts so that those tabs no longer reach into Settings; it
 * imports no module.
 */

/**
 * A technician's courses as they hold them now: per course, the latest record counts (a renewal
 * replaces the lapsed record; a record without expiry never lapses, expires_on null).
 * `technicianId` names the outer technician's id column in full. With `asOf` (a date expression),
 * as they held them on that day: only the records completed by then count (the training compliance
 * report reads each month's end).
 */
export function heldCoursesSql(technicianId: SQL, asOf?: SQL): SQL {
  return sql`select tc.course_id, case when bool_or(tc.expires_on is null) then null else max(tc.expires_on) end as expires_on
    from technician_courses tc where tc.technician_id = ${technicianId}${asOf ? sql` and tc.completed_on <= ${asOf}` : sql``} group by tc.course_id`;
}

/**
 * The day a technician's training first runs out: the soonest expiry of the courses they hold;
 * null when nothing they hold expires. The technicians list serves it as `training_expires`
 * (filter `training_expires_lte`) and What's up's training alert counts by it, so the alert's
 * number and the list its link opens are the same technicians.
 */
export function trainingExpiresSql(technicianId: SQL): SQL<string | null> {
  return sql<string | null>`(select min(held.expires_on) from (${heldCoursesSql(technicianId)}) held)`;
}
