import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { cachedPgliteDump, cachedPostgresTemplate } from '../../server/db/seed/demoSnapshot';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tar) that every test file loads. */
    pgliteSnapshot?: string;
    /** A migrated, seeded PostgreSQL database every test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and seeds once, so each test file starts from a copy in about a second instead of building
 * a database from scratch (docs/ARCHITECTURE.md, testing: migrate once, then clone). The copy is the day's demo snapshot
 * of this code (server/db/seed/demoSnapshot.ts), shared with the other test projects and the benchmarks.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    project.provide('postgresTemplate', await cachedPostgresTemplate(url));
    return () => {};
  }
  // The project's own file: the shared dump may be replaced by a newer one while this run reads it.
  const file = path.join(os.tmpdir(), `tarmac-pglite-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, await cachedPgliteDump());
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}
