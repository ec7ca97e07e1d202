import { dueAlert, type AlertLeadTimes, type DueItem } from '../../../model/modules/notifications';
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
 * account and the region's supervisors. Each alert once: its dedupe key names the item and its due
 * date (model dueAlerts), and notifyUsers adds nothing for a key a user already holds — tomorrow's
 * run, or a second process running at the same moment, finds it there.
 *
 * Stock alerts (low stock and shelf life, from the stock ledger) are the Parts module's own daily job:
 * server/modules/parts/alertsJob.ts.
 */

const leadTimesOf = (day: RegionDay): AlertLeadTimes => ({
  calibrationAlertDays: day.calibration_alert_days,
  trainingAlertDays: day.training_alert_days,
});

async function calibrationAlerts(db: Database, day: RegionDay): Promise<void> {
  const tools = await dueTools(db, day);
  if (!tools.length) return;
  const userIds = (await regionMembersWithRoles(db, day.region_id, [roleIds.planner, roleIds.supervisor])).map((m) => m.userId);
  for (const tool of tools) {
    const alert = dueAlert({ kind: 'calibration', toolId: tool.id, dueDate: tool.next_due }, day.today, leadTimesOf(day));
    if (!alert) continue;
    const params = { tool_no: tool.tool_no, description: tool.description, station: tool.station, due_date: tool.next_due };
    await notifyUsers(db, {
      userIds,
      type: alert.type,
      key: alert.key,
      params,
      link: `/calibrated_tools/${tool.id}`,
      dedupeKey: alert.dedupeKey,
    });
  }
}

async function qualificationAlerts(db: Database, day: RegionDay, rows: DueQualification[]): Promise<void> {
  if (!rows.length) return;
  const supervisors = (await regionMembersWithRoles(db, day.region_id, [roleIds.supervisor])).map((m) => m.userId);
  for (const row of rows) {
    const item: DueItem =
      row.course_id === null
        ? { kind: 'licence', technicianId: row.technician_id, dueDate: row.expires_on }
        : { kind: 'training', technicianId: row.technician_id, courseId: row.course_id, dueDate: row.expires_on };
    const alert = dueAlert(item, day.today, leadTimesOf(day));
    if (!alert) continue;
    const params = {
      technician: row.technician,
      station: row.station,
      due_date: row.expires_on,
      ...(row.course ? { course: row.course } : {}),
    };
    const notice = { type: alert.type, key: alert.key, params, dedupeKey: alert.dedupeKey };
    // The technician reads their own training; supervisors open the technician's record.
    if (row.user_id !== null) await notifyUsers(db, { ...notice, userIds: [row.user_id], link: '/training' });
    await notifyUsers(db, {
      ...notice,
      userIds: supervisors.filter((id) => id !== row.user_id),
      link: `/technicians/${row.technician_id}`,
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
