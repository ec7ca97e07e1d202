import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupError, backup, restore } from '../../server/db/backup';
import { dataDirLockFile, openDatabase, pgliteExtensions, pgliteFolder } from '../../server/db/client';
import { adminQuery, databaseUrlFor } from '../../server/db/postgresAdmin';
import { users } from '../../server/db/schema';
import { onPostgres } from './helper';

/** `npm run db:backup` / `db:restore` (server/db/backup.ts, README "Backup and restore"). */

/** A suite's folders, made in its beforeAll (a skipped suite makes none) and removed in its afterAll. */
const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-backup-test-'));

/** The seeded users, and the admin's name: enough to tell the demo data came back. */
async function demoFacts(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const [{ total }] = await handle.db.select({ total: count() }).from(users);
  const [admin] = await handle.db.select({ name: users.name }).from(users).where(eq(users.email, 'admin@tarmac.test'));
  return { total, admin: admin?.name };
}

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  let root = '';
  let source = '';
  let copy = '';
  let backupFile = '';
  const logo = { relative: path.join('logos', `${'ab'.repeat(16)}.png`), content: randomBytes(64) };
  let seeded: { total: number; admin: string | undefined };

  beforeAll(async () => {
    root = scratch();
    [source, copy] = ['source', 'copy'].map((name) => path.join(root, name));
    backupFile = path.join(root, 'backups', 'nightly.tar');
    // The run's seeded snapshot, made a data directory on disk as a deployment has it.
    const { PGlite } = await import('@electric-sql/pglite');
    fs.mkdirSync(pgliteFolder(source), { recursive: true });
    const client = await PGlite.create(pgliteFolder(source), {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot')!)]),
      extensions: await pgliteExtensions(),
    });
    await client.close();
    fs.mkdirSync(path.join(source, 'media', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(source, 'media', logo.relative), logo.content);
    const handle = await openDatabase({ dataDir: pgliteFolder(source) });
    seeded = await demoFacts(handle);
    await handle.close();
  }, 60_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses to back up while a server has the data directory open', async () => {
    // The test runner's parent process stands for a running server: alive, and not this process.
    fs.writeFileSync(path.join(pgliteFolder(source), dataDirLockFile), String(process.ppid));
    try {
      await expect(backup({ DATA_DIR: source }, backupFile)).rejects.toThrow(`is in use by process ${process.ppid}`);
    } finally {
      fs.rmSync(path.join(pgliteFolder(source), dataDirLockFile));
    }
    expect(fs.existsSync(backupFile)).toBe(false);
  });

  it('backs up the database and DATA_DIR/media, and restores both into an empty DATA_DIR', async () => {
    expect(await backup({ DATA_DIR: source }, backupFile)).toMatchObject({ database: 'pglite', mediaFiles: 1 });
    // Nothing left beside the backup but the backup.
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual(['nightly.tar']);

    expect(await restore({ DATA_DIR: copy }, backupFile)).toMatchObject({ database: 'pglite', mediaFiles: 1 });
    const handle = await openDatabase({ dataDir: pgliteFolder(copy) });
    try {
      expect(await demoFacts(handle)).toEqual(seeded);
    } finally {
      await handle.close();
    }
    expect(fs.readFileSync(path.join(copy, 'media', logo.relative))).toEqual(logo.content);
  }, 60_000);

  it('refuses to restore over data without --force, in one line and exit code 1', async () => {
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'restore', backupFile], {
      env: { ...process.env, DATA_DIR: copy, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr.trim()).toBe(
      `The embedded database in ${pgliteFolder(copy)} already holds data: restore into an empty DATA_DIR, or add --force to replace it.`,
    );

    // --force replaces it: a file added since the backup is gone, the backup's data is back.
    fs.writeFileSync(path.join(copy, 'media', 'logos', `${'cd'.repeat(16)}.png`), 'later');
    await restore({ DATA_DIR: copy }, backupFile, { force: true });
    expect(fs.readdirSync(path.join(copy, 'media', 'logos'))).toEqual([path.basename(logo.relative)]);
    const handle = await openDatabase({ dataDir: pgliteFolder(copy) });
    try {
      expect(await demoFacts(handle)).toEqual(seeded);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('restores a backup only into the kind of database it was made from', async () => {
    await expect(restore({ DATA_DIR: path.join(root, 'other'), DATABASE_URL: 'postgres://db/tarmac' }, backupFile)).rejects.toThrow(
      'This backup is of an embedded database: restore it without DATABASE_URL set',
    );
    await expect(restore({ DATA_DIR: path.join(root, 'other') }, path.join(source, 'media', logo.relative))).rejects.toThrow(BackupError);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.skipIf(!onPostgres || !serverUrl || !hasPgDump)('backup and restore of a PostgreSQL database (pg_dump, pg_restore)', () => {
  const names = ['source', 'copy'].map((role) => `backup_${role}_${randomBytes(4).toString('hex')}`);
  const url = (name: string) => databaseUrlFor(serverUrl!, name);
  let dataDir = '';
  let backupFile = '';

  beforeAll(async () => {
    dataDir = scratch();
    backupFile = path.join(dataDir, 'nightly.tar');
    await adminQuery(serverUrl!, `create database ${names[0]} template ${inject('postgresTemplate')}`);
    await adminQuery(serverUrl!, `create database ${names[1]}`);
  });

  afterAll(async () => {
    for (const name of names) await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('round-trips into a fresh database, and into one that has tables only with --force', async () => {
    const [sourceUrl, copyUrl] = names.map(url);
    const source = await openDatabase({ databaseUrl: sourceUrl, poolSize: 1 });
    const seeded = await demoFacts(source);
    await source.close();

    expect(await backup({ DATA_DIR: dataDir, DATABASE_URL: sourceUrl }, backupFile)).toMatchObject({ database: 'postgres' });
    await restore({ DATA_DIR: dataDir, DATABASE_URL: copyUrl }, backupFile);
    const copy = await openDatabase({ databaseUrl: copyUrl, poolSize: 1 });
    try {
      expect(await demoFacts(copy)).toEqual(seeded);
    } finally {
      await copy.close();
    }
    await expect(restore({ DATA_DIR: dataDir, DATABASE_URL: copyUrl }, backupFile)).rejects.toThrow(
      /^The PostgreSQL database already has \d+ tables: restore into an empty database, or add --force/,
    );

    // --force (pg_restore --clean --if-exists) puts back what changed since.
    await adminQuery(copyUrl, `update users set name = 'Changed since' where email = 'admin@tarmac.test'`);
    await restore({ DATA_DIR: dataDir, DATABASE_URL: copyUrl }, backupFile, { force: true });
    const forced = await openDatabase({ databaseUrl: copyUrl, poolSize: 1 });
    try {
      expect(await demoFacts(forced)).toEqual(seeded);
    } finally {
      await forced.close();
    }
  }, 90_000);
});
