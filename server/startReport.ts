import { sql, type SQL } from 'drizzle-orm';
import { roleIds } from '../model/roles';
import type { Database } from './db/client';
import { demoAccounts, demoPassword } from './db/seed';
import type { MediaImport } from './media/importMediaFolder';

/** What start-up did to the database, told to whoever started the server. */
export interface StartReport {
  /** Where the data lives, without credentials. */
  database: string;
  migrations: { applied: number; total: number };
  /** seeded: an empty database got the demo data; kept: it already held data; off: SEED_DEMO=false. */
  demo: 'seeded' | 'kept' | 'off';
  /** Files copied from DATA_DIR/media into the database (media/importMediaFolder.ts), at the first start after migration 0020. */
  media?: MediaImport;
}

/** Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`. */
async function firstRow<T>(db: Database, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows[0];
}

/** Migrations recorded by drizzle's migrator (its default schema and table); 0 before the first start. */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const table = await firstRow<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.present) return 0;
  return (await firstRow<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)).applied;
}

export function describeDatabase(databaseUrl: string | undefined, pgliteDirectory: string): string {
  if (!databaseUrl) return `embedded PGlite in ${pgliteDirectory}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

const roleNameById = new Map<number, string>(Object.entries(roleIds).map(([name, id]) => [id, name]));

/** The lines start-up logs, the last one saying where to open the app. */
export function startSummary(report: StartReport, appUrl: string, processes = 1): string[] {
  const { applied, total } = report.migrations;
  const lines = [
    `Database: ${report.database}`,
    applied ? `Migrations: ${applied} applied (${total} in total)` : `Migrations: up to date (${total} in total)`,
  ];
  if (report.media?.keptAs) {
    const { imported, skipped, keptAs } = report.media;
    lines.push(`Files: ${imported} moved from DATA_DIR/media into the database; the folder is kept as ${keptAs}`);
    if (skipped.length) lines.push(`Files not moved (not uploads, or over 10 MB): ${skipped.join(', ')}`);
  }
  if (report.demo === 'seeded') {
    lines.push(`Demo data seeded. Accounts to try, all with the password ${demoPassword}:`);
    for (const account of demoAccounts) {
      lines.push(`  ${account.email} (${roleNameById.get(account.role_id)}; regions ${account.regionCodes.join(', ')})`);
    }
  } else {
    lines.push(
      report.demo === 'kept' ? 'Demo data: not seeded, the database already holds data' : 'Demo data: not seeded (SEED_DEMO=false)',
    );
  }
  lines.push(`Tarmac is running on ${appUrl}${processes > 1 ? ` (${processes} processes)` : ''}`);
  return lines;
}
