import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { adminQuery, databaseUrlFor } from '../../../server/db/postgresAdmin';
import { prepareDatabase } from '../../../server/start';
import { startSummary, type StartReport } from '../../../server/startReport';
import { onPostgres } from '../helper';

/** Start-up says what it did — migrations, demo data, accounts to try. */
describe('the start summary', () => {
  const seeded: StartReport = { database: 'embedded PGlite in /srv/tarmac/pglite', migrations: { applied: 4, total: 4 }, demo: 'seeded' };

  it('after a first start: where the data is, the migrations applied, the demo accounts and their password, the address', () => {
    const lines = startSummary(seeded, 'http://localhost:8080');
    expect(lines[0]).toBe('Database: embedded PGlite in /srv/tarmac/pglite');
    expect(lines[1]).toBe('Migrations: 4 applied (4 in total)');
    expect(lines[2]).toBe('Demo data seeded. Accounts to try, all with the password Tarmac-demo-2026:');
    expect(lines).toContain('  admin@tarmac.test (admin; regions EUR-W, EUR-N, NAM)');
    expect(lines).toContain('  viewer@tarmac.test (viewer; regions NAM)');
    expect(lines.at(-1)).toBe('Tarmac is running on http://localhost:8080');
  });

  it('after a later start: nothing to migrate, data kept, no password shown', () => {
    const lines = startSummary({ ...seeded, migrations: { applied: 0, total: 4 }, demo: 'kept' }, 'https://tarmac.example', 4);
    expect(lines).toEqual([
      'Database: embedded PGlite in /srv/tarmac/pglite',
      'Migrations: up to date (4 in total)',
      'Demo data: not seeded, the database already holds data',
      'Tarmac is running on https://tarmac.example (4 processes)',
    ]);
    expect(startSummary({ ...seeded, demo: 'off' }, 'http://x')).toContain('Demo data: not seeded (SEED_DEMO=false)');
  });
});

describe('preparing the database at start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-start-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `start_test_${randomBytes(4).toString('hex')}`;
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(onPostgres ? { DATABASE_URL: databaseUrlFor(adminUrl!, name) } : {}) };

  afterAll(async () => {
    if (onPostgres) await adminQuery(adminUrl!, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the migrations it applied and the demo data it seeded, then on the next start that there was nothing to do', async () => {
    if (onPostgres) await adminQuery(adminUrl!, `create database ${name}`);
    const migrations = fs
      .readdirSync(path.join(import.meta.dirname, '../../../server/db/migrations'))
      .filter((f) => f.endsWith('.sql')).length;

    const first = await prepareDatabase(loadConfig(env));
    expect(first).toEqual({
      database: onPostgres
        ? `PostgreSQL at ${new URL(env.DATABASE_URL!).host}/${name}`
        : `embedded PGlite in ${path.join(dataDir, 'pglite')}`,
      migrations: { applied: migrations, total: migrations },
      demo: 'seeded',
    });
    expect(first.database).not.toContain('postgres:postgres');

    const second = await prepareDatabase(loadConfig(env));
    expect(second).toMatchObject({ migrations: { applied: 0, total: migrations }, demo: 'kept' });
  }, 180_000);
});
