import { and } from 'drizzle-orm';
import { roleIds } from '../../../model/roles';
import type { HomeDay } from '../../../model/modules/home/homeDay';
import { activeRegionId, type Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activityFilterConditions, listActivities, readableActivities } from '../scheduled';
import { dayAlerts, emptyAlerts } from './alertQueries';
import { dayContext } from './dayContext';
import { dayFigures, emptyDayFigures } from './dayFigures';
import { memosOfDay } from './memoQueries';
import { emptyOperations, operationsFigures } from './operationsFigures';
import { previewOf, unreadNotifications } from './notificationPreview';

/**
 * A technician's own jobs of the day: the same rows and filter as My work on the Scheduled tab, answered
 * as the activity list answers them (its instants leave as ISO text, as JSON.stringify writes a Date).
 */
async function myDay(db: Database, session: Session, date: string) {
  const where = and(readableActivities(session), ...activityFilterConditions({ mine: true, date }, session));
  const { records } = await listActivities(db, { where, sort: { field: 'sta_at', order: 'ASC' }, offset: 0, limit: 50 });
  return records as unknown as NonNullable<HomeDay['my_day']>;
}

/**
 * The day at a glance for the caller (docs/modules/home.md): `date` in the active region, today there when
 * not given. One round trip: the region's context first, then the independent reads together.
 * Without an active region nothing is counted (not an error): the memos of every region and the
 * caller's own notifications still show.
 */
export async function homeDay(
  db: Database,
  session: Session,
  requestedDate: string | undefined,
  title: (row: { type: string; key: string; params: Record<string, string | number> }) => string,
): Promise<HomeDay> {
  const regionId = activeRegionId(session);
  const context = await dayContext(db, regionId);
  const date = requestedDate ?? context.today;
  const technician = session.user.role_id === roleIds.technician;
  const [figures, operations, alerts, memos, notifications, mine] = await Promise.all([
    regionId === null ? emptyDayFigures(date) : dayFigures(db, session, regionId, date),
    regionId === null ? emptyOperations : operationsFigures(db, regionId, date, new Date(context.now)),
    regionId === null ? emptyAlerts(date, context) : dayAlerts(db, regionId, date, context),
    memosOfDay(db, session.user.id, regionId, date),
    unreadNotifications(db, session.user.id, regionId),
    technician && regionId !== null ? myDay(db, session, date) : null,
  ]);
  return {
    date,
    region_id: regionId,
    time_zone: context.time_zone,
    now: context.now,
    ...figures,
    operations,
    alerts,
    memos,
    notifications: { unread: notifications.unread, latest: notifications.rows.map((row) => previewOf(row, title(row))) },
    my_day: technician ? (mine ?? []) : null,
  };
}
