import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { buildApp } from '../../server/app';
import { createMemoryMailer } from '../../server/auth/mail';

export const demoPassword = 'Tarmac-demo-2026';
export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or on
 * PostgreSQL a schema of its own (so files can run side by side) dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!onPostgres) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    await seedDemoData(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url, searchPath: `${schema},public`, poolSize: 4 });
  await migrate(handle, schema);
  await seedDemoData(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  mail: ReturnType<typeof createMemoryMailer>;
  /** Signs in and returns the bearer token. */
  login(email: string, password?: string, remember?: boolean): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://tarmac.test', ...env });
  const database = await createTestDatabase();
  const mail = createMemoryMailer();
  const app = await buildApp({ config, database, mailer: mail, serveClient: false });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    async login(email, password = demoPassword, remember = false) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
