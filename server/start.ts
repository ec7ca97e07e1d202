import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { migrate, openDatabase, type DatabaseHandle } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { buildApp } from './app';
import { importMediaFolder } from './media/importMediaFolder';
import { underStartupLock } from './db/startupLock';
import { countAppliedMigrations, describeDatabase, type StartReport } from './startReport';

export interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** What this process did to the database; null in a worker, whose primary did it. */
  report: StartReport | null;
}

const pgliteDirectory = (config: Config) => path.join(config.DATA_DIR, 'pglite');

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: pgliteDirectory(config), poolSize: config.DATABASE_POOL_SIZE });
}

/** Applies migrations and seeds an empty database: once, before any process serves requests. */
export async function prepareDatabase(config: Config): Promise<StartReport> {
  const database = await openConfiguredDatabase(config);
  try {
    return await readyDatabase(config, database);
  } finally {
    await database.close();
  }
}

/** Migrates, imports and seeds: on PostgreSQL one node at a time (nodes of a new version starting together). */
function readyDatabase(config: Config, database: DatabaseHandle): Promise<StartReport> {
  return underStartupLock(config.DATABASE_URL, () => migrateImportAndSeed(config, database));
}

async function migrateImportAndSeed(config: Config, database: DatabaseHandle): Promise<StartReport> {
  const before = await countAppliedMigrations(database.db);
  await migrate(database);
  const total = await countAppliedMigrations(database.db);
  // Uploads from before migration 0020 are still on this node's disk: copy them in, once.
  const media = await importMediaFolder(database.db, config.DATA_DIR);
  let demo: StartReport['demo'] = 'off';
  if (config.SEED_DEMO) {
    demo = (await isDatabaseEmpty(database.db)) ? 'seeded' : 'kept';
    if (demo === 'seeded') await seedDemoData(database.db);
  }
  return {
    database: describeDatabase(config.DATABASE_URL, pgliteDirectory(config)),
    migrations: { applied: total - before, total },
    demo,
    media,
  };
}

/**
 * Opens the database and builds the app; a single process also migrates and seeds, a worker of
 * several (server/index.ts) finds that done by the primary.
 */
export async function prepare(config: Config, { readied = false } = {}): Promise<Running> {
  const database = await openConfiguredDatabase(config);
  try {
    const report = readied ? null : await readyDatabase(config, database);
    const app = await buildApp({ config, database });
    return { app, database, report };
  } catch (error) {
    await database.close();
    throw error;
  }
}
