import { dueAlert, type AlertLeadTimes, type DueAlert, type DueItem } from '../../../model/modules/notifications';
import {
  earliestDay,
  filteredListLink,
  groupByStation,
  latestDay,
  stationAlertDedupeKey,
  stationAlertKeys,
} from '../../../model/core/stationAlerts';
import { roleIds } from '../../../model/roles';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/job';
import { regionDays, type RegionDay } from '../../core/notify/regionDays';
import { dueCourses, dueLicences, dueTools, type DueQualification } from './alertQueries';
import { notifyUsers } from '../../core/notify/notifyUsers';
import { regionMembersWithRoles } from '../../core/notify/recipientQueries';

/**
 * The daily alerts (docs/modules/notifications.md): calibration due or overdue for the supervisors and planners of the
 * tool's region; licences and training running out within the lead times for the technician's own
 * account and the region's supervisors.
 *
 * The supervisors and planners hear of a station's items together: one notification per station, type
 * and day ("5 tools due for calibration at AMS") whose link opens the list filtered to them — one line
 * per item buried them. A technician still hears of each of their own licences and courses, once
 * (its dedupe key names the item and its due date, model dueAlerts): those few are about them.
 * notifyUsers adds nothing for a key a user already holds, so a second run the same day, or a second
 * process running at the same moment, adds nothing.
 *
 * Stock alerts (low stock and shelf life, from the stock ledger) are the Parts module's own daily job:
 * server/modules/parts/alertsJob.ts.
 */

const leadTimesOf = (day: RegionDay): AlertLeadTimes => ({
  calibrationAlertDays: day.calibration_alert_days,
  trainingAlertDays: day.training_alert_days,
});

async function calibrationAlerts(db: Database, day: RegionDay): Promise<void> {
  const tools = (await dueTools(db, day)).filter((tool) =>
    dueAlert({ kind: 'calibration', toolId: tool.id, dueDate: tool.next_due }, day.today, leadTimesOf(day)),
  );
  if (!tools.length) return;
  const userIds = (await regionMembersWithRoles(db, day.region_id, [roleIds.planner, roleIds.supervisor])).map((m) => m.userId);
  for (const group of groupByStation(tools)) {
    const dueDates = group.items.map((tool) => tool.next_due);
    await notifyUsers(db, {
      userIds,
      type: 'calibration_due',
      key: stationAlertKeys.calibration_due,
      params: { count: group.items.length, station: group.station, due_date: earliestDay(dueDates) },
      link: filteredListLink('/calibrated_tools', { station_id: group.stationId, next_due_lte: latestDay(dueDates) }),
      regionId: day.region_id,
      dedupeKey: stationAlertDedupeKey('calibration_due', group.stationId, day.today),
    });
  }
}

type DueRow = DueQualification & { alert: DueAlert };

async function qualificationAlerts(db: Database, day: RegionDay, rows: DueQualification[]): Promise<void> {
  const due: DueRow[] = rows.flatMap((row) => {
    const item: DueItem =
      row.course_id === null
        ? { kind: 'licence', technicianId: row.technician_id, dueDate: row.expires_on }
        : { kind: 'training', technicianId: row.technician_id, courseId: row.course_id, dueDate: row.expires_on };
    const alert = dueAlert(item, day.today, leadTimesOf(day));
    return alert ? [{ ...row, alert }] : [];
  });
  if (!due.length) return;
  // The technician reads their own licence or course on their training page, once per item and due date.
  for (const row of due) {
    if (row.user_id === null) continue;
    const params = {
      technician: row.technician,
      station: row.station,
      due_date: row.expires_on,
      ...(row.course ? { course: row.course } : {}),
    };
    const { type, key, dedupeKey } = row.alert;
    await notifyUsers(db, { userIds: [row.user_id], type, key, params, link: '/training', regionId: day.region_id, dedupeKey });
  }
  // The supervisors read each station's at once, and open the technicians list filtered to them.
  const supervisors = (await regionMembersWithRoles(db, day.region_id, [roleIds.supervisor])).map((m) => m.userId);
  const type = due[0].alert.type as 'licence_expiring' | 'training_expiring';
  const expiryField = type === 'licence_expiring' ? 'licence_expiry_lte' : 'training_expires_lte';
  for (const group of groupByStation(due)) {
    const dueDates = group.items.map((row) => row.expires_on);
    const filter = {
      ...(group.stationId === null ? {} : { home_station_id: group.stationId }),
      active: true,
      [expiryField]: latestDay(dueDates),
    };
    await notifyUsers(db, {
      userIds: supervisors,
      type,
      key: stationAlertKeys[type],
      params: { count: group.items.length, station: group.station, due_date: earliestDay(dueDates) },
      link: filteredListLink('/technicians', filter),
      regionId: day.region_id,
      dedupeKey: stationAlertDedupeKey(type, group.stationId, day.today),
    });
  }
}

export const notificationAlertsJob: Job = {
  name: 'notifications.alerts',
  everyMinutes: 24 * 60,
  async run(db, now) {
    for (const day of await regionDays(db, now)) {
      await calibrationAlerts(db, day);
      await qualificationAlerts(db, day, await dueLicences(db, day));
      await qualificationAlerts(db, day, await dueCourses(db, day));
    }
  },
};
