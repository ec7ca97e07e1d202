import { and, eq, inArray, sql } from 'drizzle-orm';
import { type NotificationKey, type NotificationParams, type NotificationType } from '../../../model/modules/notifications';
import type { Database } from '../client';
import { activities, activityAssignments, memos, notifications, stations, technicians } from '../schema';
import { activityNoticeParams, notificationAlertsJob } from '../../modules/notifications';
import { activityConflicts } from '../../modules/scheduled';
import { daysFromToday, hoursAgo } from './dates';
import { requireId, type IdsByKey, type SeedDb } from './types';

/**
 * A few notifications per demo account, written as the app writes them — a message key and params,
 * so they read in all six languages — about real demo records (the technician's jobs, a double
 * booking, memos); some left unread for the nav badge. Runs after the demo week is planned. Tools
 * and licences coming due are the daily alerts job's own run (one notice per station for the
 * planners and supervisors, each technician's own licence and courses), so the demo holds what the
 * job would have raised this morning. The low-stock figures are made up.
 */
interface DemoNotice {
  type: NotificationType;
  key: NotificationKey;
  params: NotificationParams;
  link: string;
  hoursAgo: number;
  read?: boolean;
  dedupeKey?: string;
}

const today = () => daysFromToday(0);

/** The demo technician's jobs of a day, earliest first. */
async function jobsOfTechnician(db: Database, email: string, day: string) {
  const { rows } = (await db.execute(sql`
    select a.id, t.name from activities a
    join activity_assignments aa on aa.activity_id = a.id join technicians t on t.id = aa.technician_id
    join users u on u.id = t.user_id
    where u.email = ${email} and a.local_date = ${day} and a.status <> 'cancelled'
    order by a.sta_at, a.id`)) as { rows: { id: number; name: string }[] };
  return rows;
}

const jobNotice = async (
  db: Database,
  job: { id: number; name: string },
  type: NotificationType,
  key: NotificationKey,
  hours: number,
  read = false,
): Promise<DemoNotice> => ({
  type,
  key,
  hoursAgo: hours,
  read,
  link: `/scheduled_data/${job.id}`,
  params: { ...(await activityNoticeParams(db, job.id)), technician: job.name },
});

/** A double booking of the demo week in the supervisor's region, as the assignment that made it would have told. */
async function conflictNotice(db: Database, hours: number): Promise<DemoNotice | null> {
  const candidates = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(stations, eq(stations.id, activities.station_id))
    .innerJoin(activityAssignments, eq(activityAssignments.activity_id, activities.id))
    .where(and(eq(activities.local_date, today()), eq(stations.code, 'CDG')));
  for (const { id } of candidates) {
    const [conflict] = await activityConflicts(db, id);
    if (!conflict) continue;
    const [person] = await db.select({ name: technicians.name }).from(technicians).where(eq(technicians.id, conflict.technician_id));
    return {
      type: 'conflict',
      key: 'conflict',
      hoursAgo: hours,
      link: `/scheduled_data/${id}`,
      params: { ...(await activityNoticeParams(db, id)), technician: person.name, other_work_order: conflict.work_order },
    };
  }
  return null;
}

async function memoNotice(db: Database, title: string, hours: number, read = false): Promise<DemoNotice | null> {
  const [memo] = await db.select({ title: memos.title, body: memos.body }).from(memos).where(eq(memos.title, title));
  return memo && { type: 'memo', key: 'memo', params: { title: memo.title, body: memo.body }, link: '/home', hoursAgo: hours, read };
}

const lowStock = (material: string, station: string, quantity: string, minimum: string, hours: number): DemoNotice => ({
  type: 'low_stock',
  key: 'low_stock',
  params: { material, station, quantity, minimum },
  link: '/parts',
  hoursAgo: hours,
});

async function noticesByAccount(db: Database): Promise<Record<string, (DemoNotice | null)[]>> {
  const winter = 'Winter operations start 1 November';
  const [nextJob, laterJob] = await jobsOfTechnician(db, 'tech@tarmac.test', today());
  const [earlierJob] = await jobsOfTechnician(db, 'tech@tarmac.test', daysFromToday(-1));
  return {
    'admin@tarmac.test': [await memoNotice(db, winter, 30, true)],
    'planner@tarmac.test': [lowStock('Type I fluid', 'ARN', '4200 L', '6000 L', 9), await memoNotice(db, winter, 30, true)],
    'supervisor@tarmac.test': [
      await conflictNotice(db, 0.2),
      lowStock('Mobil Jet Oil II', 'CDG', '6', '12', 3),
      await memoNotice(db, 'Torque wrench recall: Norbar batch 2024-17', 12),
    ],
    'tech@tarmac.test': [
      nextJob ? await jobNotice(db, nextJob, 'assignment', 'assignment_you', 0.5) : null,
      laterJob ? await jobNotice(db, laterJob, 'retiming', 'retiming', 4) : null,
      earlierJob ? await jobNotice(db, earlierJob, 'assignment', 'assignment_you', 40, true) : null,
      await memoNotice(db, winter, 30, true),
    ],
    'viewer@tarmac.test': [
      await memoNotice(db, winter, 30),
      await memoNotice(db, 'FAA AD 2025-02-14: A320neo PW1100G borescope', 70, true),
    ],
    'quality@tarmac.test': [await memoNotice(db, winter, 30)],
    'accountable@tarmac.test': [await memoNotice(db, winter, 30, true)],
  };
}

export async function seedNotifications(tx: SeedDb, userIds: IdsByKey): Promise<void> {
  const db = tx as unknown as Database;
  const now = new Date();
  const values = Object.entries(await noticesByAccount(db)).flatMap(([email, list]) =>
    list.flatMap((n) => {
      if (!n) return [];
      const createdAt = hoursAgo(n.hoursAgo, now);
      const read_at = n.read ? hoursAgo(n.hoursAgo / 2, now) : null;
      return [
        {
          user_id: requireId(userIds, email, 'user'),
          type: n.type,
          key: n.key,
          params: n.params,
          link: n.link,
          dedupe_key: n.dedupeKey ?? null,
          created_at: createdAt,
          updated_at: createdAt,
          read_at,
        },
      ];
    }),
  );
  await tx.insert(notifications).values(values);
  // Each notice's region is its station's, as notifyUsers writes it (What's up shows the active region's only).
  await db.execute(sql`update notifications n set region_id = s.region_id from stations s where s.code = n.params->>'station'`);
  // The daily alerts as the job raises them (its grouping, words, links and dedupe keys: a real run today adds
  // nothing), dated from this morning's run.
  await notificationAlertsJob.run(db, now);
  const morning = hoursAgo(alertRunHoursAgo, now);
  await db
    .update(notifications)
    .set({ created_at: morning, updated_at: morning })
    .where(inArray(notifications.type, ['calibration_due', 'licence_expiring', 'training_expiring']));
}

/** How long ago the demo's daily alerts were raised: early this morning, before the other demo notices. */
const alertRunHoursAgo = 6;
