import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, type Database } from '../db/client';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The newest migration this code ships (drizzle's journal lists them in order). */
export function latestMigration(): JournalEntry {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.at(-1)!;
}

/**
 * Why this process should not get traffic yet, or null when it may. Drizzle's migrator records each
 * migration with its journal time and applies those newer than the newest recorded, so the database
 * is up to date exactly when the newest recorded time reaches the code's latest migration.
 */
export async function notReadyReason(db: Database, latest: JournalEntry): Promise<string | null> {
  let newest: number | null;
  try {
    const { rows } = (await db.execute(
      sql`select case when to_regclass('drizzle.__drizzle_migrations') is null then null
                 else (select max(created_at)::float8 from drizzle.__drizzle_migrations) end as newest`,
    )) as { rows: { newest: number | null }[] };
    newest = rows[0].newest;
  } catch {
    return 'database unreachable';
  }
  if (newest === null || newest < latest.when) return `migrations pending: ${latest.tag} is not applied`;
  return null;
}

/**
 * `GET /health` and `GET /ready` at the root, for load balancers and orchestrators
 * (docs/operations.md). Health says the process answers and touches nothing else, so a database
 * outage does not get every node restarted; readiness says this node can serve now. Both are
 * public, not rate-limited, never cached. `/api/health` (server/routes/health.ts) stays as it was.
 */
export default async function probeRoutes(app: FastifyInstance) {
  const latest = latestMigration();
  const probe = { config: { public: true, rateLimit: false }, schema: { hide: true } } as const;

  app.get('/health', probe, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/ready', probe, async (_request, reply) => {
    const reason = await notReadyReason(app.db, latest);
    reply.header('cache-control', 'no-store');
    return reason ? reply.code(503).send({ status: 'unavailable', reason }) : reply.send({ status: 'ok' });
  });
}
