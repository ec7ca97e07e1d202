import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, openDatabase, pgliteExtensions, pgliteHandle } from '../client';
import { adminQuery, databaseUrlFor } from '../postgresAdmin';
import { seedDemoData } from './index';

/**
 * The migrated, demo-seeded database as a ready copy, for the test suites and the benchmarks: migrating
 * and seeding takes seconds each time (PGlite above all), copying a snapshot a fraction of that
 * (migrate once, then clone).
 */

/**
 * The data directory the snapshot is made in writes its WAL in segments of 1 MB and keeps no more
 * than a few (PGlite's own are 16 MB, two kept): the dump then holds 4 MB of WAL instead of 32, and
 * each copy loads in about a second instead of 1.6 s (every PGlite test file loads one).
 */
const compactWal = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
};

/** A PGlite data directory, migrated and seeded, as PGlite's dump (load it with openDatabase's loadDataDir). */
export async function seededPgliteDump(): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({
    extensions: await pgliteExtensions(),
    initDbStartParams: compactWal.initDbStartParams,
    startParams: [...PGlite.defaultStartParams, ...compactWal.startParams],
  });
  const handle = await pgliteHandle(client);
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
    // A copy only ever opens the demo's own database (PGlite makes no other): template0 and template1
    // were a third of the dump, and each copy loads in 0.9 s instead of 1.2 s without them.
    await client.query(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await client.query('drop database template0');
    await client.query('drop database template1');
    // Recycles the segments the migration and the seed filled, so the dump leaves them out.
    await client.query('checkpoint');
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await handle.close();
  }
}

/** Creates database `name` on the PostgreSQL server of `serverUrl`, migrated and seeded (a template for copies). */
export async function createSeededDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 2 });
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
  } finally {
    // A template must have no open connections while it is being copied.
    await handle.close();
  }
}

const dbFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modelFolder = path.resolve(dbFolder, '../../model');

/**
 * What a cached snapshot was made from: the schema, migrations and seed code (server/db and the model
 * they import), and the day — the demo's dates are relative to today. A change to any of them makes a
 * new snapshot rather than a stale one.
 */
export function demoSnapshotKey(now = new Date()): string {
  const hash = createHash('sha1');
  const files = [dbFolder, modelFolder].flatMap((folder) =>
    fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
  );
  for (const file of files.sort()) {
    if (!fs.statSync(file).isFile()) continue;
    hash.update(file).update(fs.readFileSync(file));
  }
  return `${now.toISOString().slice(0, 10).replaceAll('-', '')}_${hash.digest('hex').slice(0, 10)}`;
}

const dumps = new Map<string, Promise<Buffer>>();

/**
 * The cached PGlite dump for today's code: made on first use in the temporary folder (older dumps
 * removed then) and shared by every process after — the test projects and the benchmarks.
 */
export function cachedPgliteDump(): Promise<Buffer> {
  const key = demoSnapshotKey();
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const file = path.join(os.tmpdir(), `tarmac-demo-${key}.tar`);
      if (fs.existsSync(file)) return fs.readFileSync(file);
      const made = await seededPgliteDump();
      for (const old of fs.readdirSync(os.tmpdir()).filter((name) => /^tarmac-demo-.*\.tar$/.test(name)))
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
      // Written aside and renamed: another process never reads half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, made);
      fs.renameSync(partial, file);
      return made;
    })();
    dumps.set(key, dump);
  }
  return dump;
}

/**
 * The template database for today's code on the server of `serverUrl`: made on first use (older
 * templates dropped then) under an advisory lock, so processes starting together make it once.
 */
export async function cachedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `tarmac_demo_${demoSnapshotKey()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('tarmac_demo_template'))`);
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'tarmac\\_demo\\_%'`);
    if (rows.some((row) => row.datname === name)) return name;
    for (const old of rows) await client.query(`drop database if exists ${old.datname} with (force)`);
    await createSeededDatabase(serverUrl, name);
    return name;
  } finally {
    await client.end();
  }
}
