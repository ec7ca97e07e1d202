import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';

export interface BenchDatabase {
  /** The server's DATA_DIR (PGlite's data lives in its `pglite/` folder). */
  dataDir: string;
  /** The throw-away PostgreSQL database's URL; undefined on PGlite. */
  databaseUrl?: string;
  databaseName: string;
  open(): Promise<DatabaseHandle>;
  /** The server's environment for this database. */
  serverEnv: Record<string, string>;
}

/**
 * Runs a benchmark on a database of its own: a throw-away database on the PostgreSQL server given
 * (dropped afterwards) or PGlite in a temporary folder (removed afterwards).
 */
export async function withBenchDatabase(serverUrl: string | undefined, run: (bench: BenchDatabase) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bench-'));
  const databaseName = `tarmac_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = serverUrl ? databaseUrlFor(serverUrl, databaseName) : undefined;
  if (serverUrl) await adminQuery(serverUrl, `create database ${databaseName}`);
  try {
    await run({
      dataDir,
      databaseUrl,
      databaseName,
      open: () => openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir: path.join(dataDir, 'pglite') }),
      serverEnv: { DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
  }
}
