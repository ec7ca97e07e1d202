import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../../server/db/postgresAdmin';
import { storedFiles } from '../../../server/db/schema';
import { sha256Hex } from '../../../server/media/mediaFiles';
import { prepareDatabase } from '../../../server/start';
import { startSummary, type StartReport } from '../../../server/startReport';
import { onPostgres } from '../helper';

/** A real 1×1 PNG, and bytes a JPEG starts with. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

/** Start-up says what it did — migrations, demo data, accounts to try, files moved into the database. */
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

  it('after the first start on stored files: how many moved from DATA_DIR/media, where the folder went, what stayed', () => {
    const lines = startSummary(
      { ...seeded, media: { imported: 2, skipped: ['photos/notes.txt'], keptAs: '/srv/tarmac/media.imported' } },
      'http://x',
    );
    expect(lines).toContain('Files: 2 moved from DATA_DIR/media into the database; the folder is kept as /srv/tarmac/media.imported');
    expect(lines).toContain('Files not moved (not uploads, or over 10 MB): photos/notes.txt');
    expect(startSummary({ ...seeded, media: { imported: 0, skipped: [], keptAs: null } }, 'http://x')).toEqual(
      startSummary(seeded, 'http://x'),
    );
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

  it('reports the migrations it applied, the files it moved from DATA_DIR/media into stored_files and the demo data it seeded, then on the next start that there was nothing to do', async () => {
    if (onPostgres) await adminQuery(adminUrl!, `create database ${name}`);
    const migrations = fs
      .readdirSync(path.join(import.meta.dirname, '../../../server/db/migrations'))
      .filter((f) => f.endsWith('.sql')).length;

    // An install from before stored_files (migration 0020): its uploads are on disk, a stray file beside them.
    const photo = `photos/${'a'.repeat(32)}.png`;
    const logo = `logos/${'b'.repeat(32)}.jpg`;
    const legacy = path.join(dataDir, 'media');
    for (const [file, content] of [
      [photo, png],
      [logo, jpeg],
      ['photos/notes.txt', 'not an upload'],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(legacy, file)), { recursive: true });
      fs.writeFileSync(path.join(legacy, file), content);
    }

    const first = await prepareDatabase(loadConfig(env));
    expect(first).toEqual({
      database: onPostgres
        ? `PostgreSQL at ${new URL(env.DATABASE_URL!).host}/${name}`
        : `embedded PGlite in ${path.join(dataDir, 'pglite')}`,
      migrations: { applied: migrations, total: migrations },
      demo: 'seeded',
      media: { imported: 2, skipped: ['photos/notes.txt'], keptAs: path.join(dataDir, 'media.imported') },
    });
    expect(first.database).not.toContain('postgres:postgres');
    expect(fs.existsSync(legacy)).toBe(false);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
    try {
      // The folders uploads were written to on disk; the demo's own files (receipts, certificates) are in others.
      const rows = await database.db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.folder, ['logos', 'photos']))
        .orderBy(storedFiles.path);
      expect(
        rows.map(({ path, folder, sha256, size, content_type, bytes }) => ({
          path,
          folder,
          sha256,
          size,
          content_type,
          bytes: Buffer.from(bytes),
        })),
      ).toEqual([
        { path: logo, folder: 'logos', sha256: sha256Hex(jpeg), size: jpeg.length, content_type: 'image/jpeg', bytes: jpeg },
        { path: photo, folder: 'photos', sha256: sha256Hex(png), size: png.length, content_type: 'image/png', bytes: png },
      ]);
    } finally {
      await database.close();
    }

    const second = await prepareDatabase(loadConfig(env));
    expect(second).toMatchObject({ migrations: { applied: 0, total: migrations }, demo: 'kept', media: { imported: 0, keptAs: null } });
  }, 180_000);
});
