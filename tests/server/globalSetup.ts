import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar) that every test file loads. */
    pgliteSnapshot?: string;
    /** A migrated, seeded PostgreSQL database every test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and seeds once per run, so each test file starts from a copy in about a second
 * instead of building a database from scratch (design.md: "migrate once, then clone").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `tarmac_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 2 });
    try {
      await migrate(handle);
      await seedDemoData(handle.db);
    } finally {
      // A template must have no open connections while it is being copied.
      await handle.close();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }

  const handle = await openDatabase({ dataDir: 'memory://' });
  const file = path.join(os.tmpdir(), `tarmac-pglite-${randomBytes(4).toString('hex')}.tar`);
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return async () => fs.rmSync(file, { force: true });
}
