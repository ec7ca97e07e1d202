import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client';
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

/** Who changed which record, when, and what: authorities audit this trail. Secrets are never written. */
export async function recordAudit(
  db: Database,
  request: FastifyRequest,
  entry: {
    action: 'create' | 'update' | 'delete' | string;
    resource: string;
    recordId: string | number;
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  const changes = entry.changes
    ? Object.fromEntries(Object.entries(entry.changes).map(([k, v]) => [k, secretFields.has(k) ? '[redacted]' : v]))
    : undefined;
  await db.insert(auditLog).values({
    user_id: request.session?.user.id ?? null,
    // A system's change is audited under its key, never as a person (docs/security.md, "API keys").
    api_key_id: request.apiKey?.id ?? null,
    action: entry.action,
    resource: entry.resource,
    record_id: String(entry.recordId),
    changes: changes ? JSON.stringify(changes) : null,
    ip: request.ip,
  });
}
