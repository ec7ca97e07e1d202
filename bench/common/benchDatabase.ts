import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';
import { cachedPgliteDump, cachedPostgresTemplate } from '../../server/db/seed/demoSnapshot';

export interface BenchDatabase {
  /** The server's DATA_DIR (PGlite's data lives in its `pglite/` folder). */
  dataDir: string;
  /** The throw-away PostgreSQL database's URL; undefined on PGlite. */
  databaseUrl?: string;
  databaseName: string;
  /** The database, already migrated and holding the demo data. */
  open(options?: { poolSize?: number }): Promise<DatabaseHandle>;
  /** The server's environment for this database. */
  serverEnv: Record<string, string>;
}

/**
 * Runs a benchmark on a database of its own, migrated and holding the demo data: a throw-away copy of
 * the demo template on the PostgreSQL server given (dropped afterwards), or PGlite in a temporary
 * folder loaded from the demo dump (removed afterwards). Template and dump are made once per day and
 * code (server/db/seed/demoSnapshot.ts), so the benchmarks after the first start in a second.
 */
export async function withBenchDatabase(serverUrl: string | undefined, run: (bench: BenchDatabase) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bench-'));
  const databaseName = `tarmac_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = serverUrl ? databaseUrlFor(serverUrl, databaseName) : undefined;
  if (serverUrl) await adminQuery(serverUrl, `create database ${databaseName} template ${await cachedPostgresTemplate(serverUrl)}`);
  const pgliteDir = path.join(dataDir, 'pglite');
  let loaded = false;
  try {
    await run({
      dataDir,
      databaseUrl,
      databaseName,
      async open(options = {}) {
        if (databaseUrl) return openDatabase({ databaseUrl, poolSize: options.poolSize ?? 2 });
        // The first open fills the data folder from the dump; later opens (a server process too) find it there.
        const handle = await openDatabase({
          dataDir: pgliteDir,
          loadDataDir: loaded ? undefined : new Blob([new Uint8Array(await cachedPgliteDump())]),
        });
        loaded = true;
        return handle;
      },
      serverEnv: { DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  }
}
