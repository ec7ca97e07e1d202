import { sql } from 'drizzle-orm';
import type { NotificationPreview } from '../../../model/modules/home/homeDay';
import type { Database } from '../../db/client';

/** How many unread notifications the page previews; the count covers them all. */
export const notificationsShown = 5;

interface PreviewRow {
  id: number;
  type: string;
  key: string;
  params: Record<string, string | number>;
  link: string | null;
  created_at: string;
  unread: number;
}

/**
 * The caller's unread notifications: how many, and the latest few (one statement). Like the rest of the
 * page they are the active region's: a notice about another region's station waits on the notifications
 * page (docs/modules/notifications.md, "Regions"); notices of no one region show in every region, and
 * all show when no region is active.
 */
export async function unreadNotifications(
  db: Database,
  userId: number,
  regionId: number | null,
): Promise<{ unread: number; rows: PreviewRow[] }> {
  const ofRegion = regionId === null ? sql`` : sql`and (n.region_id is null or n.region_id = ${regionId})`;
  const { rows } = (await db.execute(sql`
    select n.id, n.type, n.key, n.params, n.link, n.created_at, count(*) over ()::int as unread
    from notifications n where n.user_id = ${userId} and n.read_at is null ${ofRegion}
    order by n.created_at desc, n.id desc limit ${notificationsShown}`)) as { rows: PreviewRow[] };
  return { unread: rows[0]?.unread ?? 0, rows };
}

/** A preview row as the page shows it; `title` in the reader's language once rendered. */
export function previewOf(row: PreviewRow, title: string | null): NotificationPreview {
  return { id: row.id, type: row.type, title, link: row.link, created_at: new Date(row.created_at).toISOString() };
}
