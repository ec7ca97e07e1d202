import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { migrate, openDatabase, type DatabaseHandle } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed';
import { buildApp } from './app';

export interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
}

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
}

/** Applies migrations and seeds an empty database: once, before any process serves requests. */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  try {
    await readyDatabase(config, database);
  } finally {
    await database.close();
  }
}

async function readyDatabase(config: Config, database: DatabaseHandle): Promise<void> {
  await migrate(database);
  if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);
}

/**
 * Opens the database and builds the app; a single process also migrates and seeds, a worker of
 * several (server/index.ts) finds that done by the primary.
 */
export async function prepare(config: Config, { readied = false } = {}): Promise<Running> {
  const database = await openConfiguredDatabase(config);
  try {
    if (!readied) await readyDatabase(config, database);
    const app = await buildApp({ config, database });
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
