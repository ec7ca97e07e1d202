import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SupervisorCandidate } from '../../../model/core/recipients';
import type { Database } from '../../db/client';
import { technicians, users } from '../../db/schema';

/**
 * Shared layer next to notifyUsers.ts: whom to tell. It came out of server/modules/notifications/
 * for the same reason; it imports no server module.
 */

/**
 * Who may be told of something in a region (docs/modules/notifications.md): active accounts of the given roles that are
 * members of the region, with the stations where they have a technician record (a supervisor posted
 * at a station is one of its technicians too) so callers can prefer a station's own supervisors.
 */
export async function regionMembersWithRoles(db: Database, regionId: number, roleIds: readonly number[]): Promise<SupervisorCandidate[]> {
  const { rows } = (await db.execute(sql`
    select u.id as user_id,
      coalesce(array_agg(t.home_station_id) filter (where t.home_station_id is not null), '{}') as station_ids
    from users u
    join user_regions ur on ur.user_id = u.id and ur.region_id = ${regionId}
    left join technicians t on t.user_id = u.id and t.active
    where u.active and u.role_id in (${sql.join(
      roleIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by u.id
    order by u.id`)) as { rows: { user_id: number; station_ids: number[] }[] };
  return rows.map((row) => ({ userId: Number(row.user_id), stationIds: row.station_ids.map(Number) }));
}

/** The technicians' names and, for those linked to an active account, that account. */
export async function technicianAccounts(
  db: Database,
  technicianIds: readonly number[],
): Promise<Map<number, { name: string; userId: number | null }>> {
  if (!technicianIds.length) return new Map();
  const rows = await db
    .select({ id: technicians.id, name: technicians.name, userId: technicians.user_id, active: users.active })
    .from(technicians)
    .leftJoin(users, and(eq(users.id, technicians.user_id), isNotNull(technicians.user_id)))
    .where(inArray(technicians.id, [...new Set(technicianIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, userId: row.active ? row.userId : null }]));
}
