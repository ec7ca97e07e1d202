import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { permissions, rolePermissions, userRegions, users } from '../../db/schema';

/**
 * Who may receive a region's scheduled report: active users who read the Reporting tab and are
 * members of the region (a report never goes to someone who could not open it).
 */
export async function possibleRecipients(db: Database, regionId: number, onlyIds?: readonly number[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRegions, and(eq(userRegions.user_id, users.id), eq(userRegions.region_id, regionId)))
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, users.role_id))
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permission_id), eq(permissions.name, 'reporting_tab')))
    .where(and(eq(users.active, true), onlyIds ? inArray(users.id, [...onlyIds]) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}
