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

/** Opens the database, applies migrations, seeds an empty one, and builds the app. */
export async function prepare(config: Config): Promise<Running> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await migrate(database);
    if (config.SEED_DEMO && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);
    const app = await buildApp({ config, database });
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
