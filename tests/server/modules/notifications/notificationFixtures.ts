import { and, asc, eq, inArray } from 'drizzle-orm';
import { roleIds } from '../../../../model/roles';
import { notifications, users } from '../../../../server/db/schema';
import { insertUser, queryJson, type TestApp } from '../../helper';
import type { ScheduledContext } from '../scheduled/fixtures';
import { newTechnician } from '../scheduled/workFixtures';

/** The notifications a user holds, oldest first. */
export async function notificationsOf(t: TestApp, userId: number, where?: { type?: string }) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), where?.type ? eq(notifications.type, where.type) : undefined))
    .orderBy(asc(notifications.id));
}

/** How many notifications each of these users holds (0 included), only those leading to `link` when given. */
export async function countsOf(t: TestApp, userIds: number[], link?: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ user_id: notifications.user_id })
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), link === undefined ? undefined : eq(notifications.link, link)));
  return userIds.map((id) => rows.filter((row) => row.user_id === id).length);
}

export const userIdOf = async (t: TestApp, email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

let people = 0;

/**
 * A cast for the Scheduled notifications in EUR-W: a technician with an account, a supervisor posted
 * at AMS (a technician record there), a supervisor posted nowhere, an inactive supervisor and a NAM
 * supervisor. The demo's Sam Supervisor (EUR-W, posted nowhere) is there too.
 */
export async function notificationCast(t: TestApp, c: ScheduledContext) {
  const n = ++people;
  const email = (name: string) => `${name}${n}@notify.test`;
  const techUser = await insertUser(t, { email: email('tech'), name: `Nina Tech ${n}`, role_id: roleIds.technician, regions: ['EUR-W'] });
  const amsSupervisor = await insertUser(t, { email: email('ams-sup'), role_id: roleIds.supervisor, regions: ['EUR-W'] });
  const floatingSupervisor = await insertUser(t, { email: email('float-sup'), role_id: roleIds.supervisor, regions: ['EUR-W'] });
  const inactiveSupervisor = await insertUser(t, {
    email: email('gone-sup'),
    role_id: roleIds.supervisor,
    regions: ['EUR-W'],
    active: false,
  });
  const namSupervisor = await insertUser(t, { email: email('nam-sup'), role_id: roleIds.supervisor, regions: ['NAM'] });
  const technician = await newTechnician(t, c, { name: `Nina Tech ${n}`, userId: techUser });
  await newTechnician(t, c, { name: `Sup Posted ${n}`, userId: amsSupervisor, station: 'AMS' });
  return {
    techUser,
    technician,
    amsSupervisor,
    floatingSupervisor,
    inactiveSupervisor,
    namSupervisor,
    samSupervisor: await userIdOf(t, 'supervisor@tarmac.test'),
    emails: { amsSupervisor: email('ams-sup'), techUser: email('tech') },
  };
}

/** GET /api/notifications with the given filter (and sort, range), as ra-data-simple-rest asks. */
export function listUrl(
  filter: Record<string, unknown> = {},
  sort: [string, string] = ['created_at', 'DESC'],
  range: [number, number] = [0, 99],
) {
  return `/api/notifications?filter=${queryJson(filter)}&sort=${queryJson(sort)}&range=${queryJson(range)}`;
}
