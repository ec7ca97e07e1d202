import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client';
import { insertRowsSql } from './db/jsonRows';
import { auditLog } from './db/schema';

const secretFields = new Set([
  'password',
  'password_hash',
  'current_password',
  'password_confirmation',
  'signing_secret',
  'token',
  'key',
  'key_hash',
]);

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | string;
  resource: string;
  recordId: string | number;
  changes?: Record<string, unknown>;
}

/** Who changed which record, when, and what: authorities audit this trail. Secrets are never written. */
export const recordAudit = (db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> => recordAudits(db, request, [entry]);

/** recordAudit for several records changed by one request (a batch of flight movements): one statement. */
export async function recordAudits(db: Database, request: FastifyRequest, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.execute(
    insertRowsSql(
      auditLog,
      entries.map((entry) => ({
        user_id: request.session?.user.id ?? null,
        // A system's change is audited under its key, never as a person (docs/security.md, "API keys").
        api_key_id: request.apiKey?.id ?? null,
        action: entry.action,
        resource: entry.resource,
        record_id: String(entry.recordId),
        changes: entry.changes ? JSON.stringify(withoutSecrets(entry.changes)) : null,
        ip: request.ip,
      })),
    ),
  );
}

const withoutSecrets = (changes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, secretFields.has(k) ? '[redacted]' : v]));
