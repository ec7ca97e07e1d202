import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenOnPostgres, type ChannelListener } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the server uses, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to NOTIFY on a channel; resolves once the first attempt to subscribe is over
   * (the listener has heard onConnect or onDisconnect) with a function that unsubscribes.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** Connections held (idle among them) and queries queued for one, for GET /metrics. */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own). */
  searchPath?: string;
  poolSize?: number;
  /** PGlite: start from this dump of a data directory (PGlite dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const { Pool } = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const connection = {
    connectionString: url,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  };
  const pool = new Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle pooled connection closed by the server (restart, terminate) must not end the
  // process: the pool drops it and opens another for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // Fail fast with a readable message rather than on the first request.
  const client = await pool.connect();
  client.release();
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    listen: (channel, listener) => listenOnPostgres(connection, channel, listener),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** The extensions the migrations create: trigram search indexes, and btree_gist for the bookings' exclusion constraint. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return { pg_trgm, btree_gist };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const releaseLock = dataDir.startsWith('memory://') ? () => {} : acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dataDir.startsWith('memory://') ? undefined : dataDir, {
      extensions: await pgliteExtensions(),
      loadDataDir,
    });
    return await pgliteHandle(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A handle on a PGlite instance; `afterClose` runs once it is closed. */
export async function pgliteHandle(client: PGlite, afterClose: () => void = () => {}): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    kind: 'pglite',
    // One process and no connection to lose: subscribed at once and for good.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onConnect();
      return () => unlisten();
    },
    // One in-process connection; PGlite queues its queries inside and does not tell how many.
    poolUse: () => ({ total: 1, idle: 0, waiting: 0 }),
    close: async () => {
      await client.close();
      afterClose();
    },
  };
}

/** The embedded database's folder inside DATA_DIR. */
export const pgliteFolder = (dataDir: string): string => path.join(dataDir, 'pglite');

/** The lock file acquireDataDirLock writes into a PGlite data directory. */
export const dataDirLockFile = 'tarmac.lock';

/**
 * PGlite allows one process per data directory; a second one would corrupt it. Backup and restore
 * (server/db/backup.ts) take the same lock. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, dataDirLockFile);
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && processIsAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function migrate(handle: DatabaseHandle, migrationsSchema?: string): Promise<void> {
  const config = { migrationsFolder, migrationsSchema };
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, config);
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, config);
  }
}
