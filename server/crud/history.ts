import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, auditLog, users } from '../db/schema';

export interface HistoryEntry {
  id: number;
  action: string;
  user_id: number | null;
  /** Who: the user's name, or for a system's change the name of its API key (api_key_id set). */
  user_name: string | null;
  api_key_id: number | null;
  created_at: Date;
  changes: unknown;
}

/** The audit trail of one record, newest first: the forms' history panel. */
export async function recordHistory(db: Database, resource: string, id: number, limit = 200): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      user_id: auditLog.user_id,
      // A system's change shows the name of the key it came with (docs/security.md, "API keys").
      user_name: sql<string | null>`coalesce(${users.name}, ${apiKeys.name})`,
      api_key_id: auditLog.api_key_id,
      created_at: auditLog.created_at,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.api_key_id))
    .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, String(id))))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, changes: row.changes ? JSON.parse(row.changes) : null }));
}
