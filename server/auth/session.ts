import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { CurrentUser } from '../../model/account';
import type { Database } from '../db/client';
import { mediaUrl } from '../media/mediaFiles';
import { appSettings, notifications, permissions, regions, rolePermissions, roles, userRegions, users } from '../db/schema';

/** Who is calling: the user, their role, permissions and region memberships. */
export interface Session {
  tokenId: number;
  user: typeof users.$inferSelect;
  roleName: string | null;
  permissions: Set<string>;
  regions: { region_id: number; region_name: string }[];
}

export async function loadSession(db: Database, userId: number, tokenId: number): Promise<Session | null> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const [granted, memberships] = await Promise.all([
    row.user.role_id
      ? db
          .select({ name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
          .where(eq(rolePermissions.role_id, row.user.role_id))
          .orderBy(asc(permissions.name))
      : Promise.resolve([]),
    db
      .select({ region_id: regions.id, region_name: regions.name })
      .from(userRegions)
      .innerJoin(regions, eq(regions.id, userRegions.region_id))
      .where(and(eq(userRegions.user_id, userId), eq(regions.active, true)))
      .orderBy(asc(regions.name)),
  ]);
  return {
    tokenId,
    user: row.user,
    roleName: row.roleName,
    permissions: new Set(granted.map((p) => p.name)),
    regions: memberships,
  };
}

export function isMemberOf(session: Session, regionId: number): boolean {
  return session.regions.some((region) => region.region_id === regionId);
}

/** The active region, if the user is still a member of it. */
export function activeRegionId(session: Session): number | null {
  const id = session.user.instance_id;
  return id !== null && isMemberOf(session, id) ? id : null;
}

/** GET /api/user, field for field as CurrentUser (model/account.ts) names it. */
export async function currentUserResource(db: Database, session: Session): Promise<CurrentUser> {
  const [[unread], [settings]] = await Promise.all([
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, session.user.id), isNull(notifications.read_at))),
    db.select({ logo_path: appSettings.logo_path }).from(appSettings).limit(1),
  ]);
  const { user } = session;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role_id: user.role_id,
    role_name: session.roleName ? capitalise(session.roleName) : null,
    role: session.roleName,
    photo_url: mediaUrl(user.photo_path),
    logo_url: mediaUrl(settings?.logo_path ?? null),
    instance_id: activeRegionId(session),
    regions: session.regions,
    permission: [...session.permissions].map((permissions_name) => ({ permissions_name })),
    notificationa_alert_count: Number(unread?.n ?? 0),
    locale: user.locale,
    email_verified: user.email_verified_at !== null,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
