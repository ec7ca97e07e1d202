import { and, asc, eq, inArray } from 'drizzle-orm';
import { fallbackLocale, isLocale, type Locale } from '../../../model/locales';
import { amountsPermission } from '../../../model/modules/reporting/catalogue';
import type { Database } from '../../db/client';
import { appSettings, permissions, rolePermissions, userRegions, users } from '../../db/schema';

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

/** The application's default language (Settings → General), for users who chose none. */
async function defaultLocale(db: Database): Promise<Locale> {
  const [settings] = await db.select({ locale: appSettings.default_locale }).from(appSettings).limit(1);
  return isLocale(settings?.locale) ? settings.locale : fallbackLocale;
}

/** The language a user reads: their own, else the application's default. */
export async function userLocale(db: Database, userId: number): Promise<Locale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(user?.locale) ? user.locale : defaultLocale(db);
}

/**
 * The recipients a run still mails, with their language and whether they see money: those of the
 * schedule who may still read the report in its region (a user since removed from it is skipped).
 */
export async function mailRecipients(db: Database, regionId: number, ids: readonly number[]) {
  const allowed = await possibleRecipients(db, regionId, ids);
  if (!allowed.length) return [];
  const fallback = await defaultLocale(db);
  const details = await db
    .select({ id: users.id, locale: users.locale, role_id: users.role_id })
    .from(users)
    .where(
      inArray(
        users.id,
        allowed.map((user) => user.id),
      ),
    );
  const amountRoles = new Set(
    (
      await db
        .select({ role_id: rolePermissions.role_id })
        .from(rolePermissions)
        .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permission_id), eq(permissions.name, amountsPermission)))
    ).map((row) => row.role_id),
  );
  return allowed.map((user) => {
    const detail = details.find((row) => row.id === user.id)!;
    return {
      ...user,
      locale: isLocale(detail.locale) ? detail.locale : fallback,
      seesAmounts: detail.role_id !== null && amountRoles.has(detail.role_id),
    };
  });
}

/** Whether the schedule's owner may still read reports of its region (active, Reporting tab, member). */
export async function ownerMayReport(db: Database, ownerId: number, regionId: number): Promise<boolean> {
  return (await possibleRecipients(db, regionId, [ownerId])).length > 0;
}
