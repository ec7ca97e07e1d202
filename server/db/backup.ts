import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { legacyMediaFolder } from '../media/importMediaFolder';
import { ArchiveWriter, extractEntry, isSafeEntryName, listArchive, readEntry, type ArchiveEntry } from './backupArchive';
import { acquireDataDirLock, dataDirLockFile, pgliteExtensions, pgliteFolder } from './client';
import { adminQuery } from './postgresAdmin';

/**
 * `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--force]` (server/db/cli.ts; README
 * "Backup and restore"). A backup is one tar file:
 *   tarmac-backup.json       what it holds (the kind of database, when it was made)
 *   database/pglite.tar.gz   the embedded database: PGlite's own dump of its data directory, or
 *   database/postgres.dump   PostgreSQL: pg_dump --format=custom (pg_restore reads it by hand too)
 *   media/…                  the files of DATA_DIR/media, when there are any (see mediaFolder)
 * A restore goes into the same kind of database as the backup's, and only into an empty one unless forced.
 */

/** A refusal or failure the user can act on: the command prints its message alone, without a stack. */
export class BackupError extends Error {}

type DatabaseKind = 'pglite' | 'postgres';

export interface BackupTarget {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

interface Manifest {
  format: 'tarmac-backup';
  version: 1;
  database: DatabaseKind;
  created_at: string;
  media_files: number;
}

export interface BackupSummary {
  database: DatabaseKind;
  mediaFiles: number;
  bytes: number;
}

const manifestName = 'tarmac-backup.json';
const databaseEntry: Record<DatabaseKind, string> = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' };
const mediaEntryPrefix = 'media/';

/**
 * Uploads live in the database (stored_files), so the dump holds them. An install upgraded from
 * before keeps them in DATA_DIR/media until its next start copies them in (importMediaFolder): a
 * backup taken in between, the careful step before that first start, carries that folder as well,
 * and a restore puts it back for the start to import.
 */
const mediaFolder = legacyMediaFolder;

const kindOf = (target: BackupTarget): DatabaseKind => (target.DATABASE_URL ? 'postgres' : 'pglite');

/** Writes a backup of the configured database and DATA_DIR/media to `file` (replacing it only once complete). */
export async function backup(target: BackupTarget, file: string): Promise<BackupSummary> {
  const kind = kindOf(target);
  const destination = path.resolve(file);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  // Beside the destination: a large dump need not fit in the temporary folder, and the rename at the end is atomic.
  const work = fs.mkdtempSync(path.join(path.dirname(destination), '.tarmac-backup-'));
  try {
    const dump = path.join(work, 'database');
    if (kind === 'pglite') fs.writeFileSync(dump, await dumpPglite(target.DATA_DIR));
    else await runPostgresTool('pg_dump', ['--format=custom', '--file', dump], target.DATABASE_URL!);

    const media = listMediaFiles(target.DATA_DIR);
    const manifest: Manifest = {
      format: 'tarmac-backup',
      version: 1,
      database: kind,
      created_at: new Date().toISOString(),
      media_files: media.length,
    };
    const archive = path.join(work, 'backup.tar');
    const writer = new ArchiveWriter(archive);
    writer.addBuffer(manifestName, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    writer.addFile(databaseEntry[kind], dump);
    for (const relative of media) writer.addFile(`${mediaEntryPrefix}${relative}`, path.join(mediaFolder(target.DATA_DIR), relative));
    writer.close();
    fs.renameSync(archive, destination);
    return { database: kind, mediaFiles: media.length, bytes: fs.statSync(destination).size };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Puts a backup back into the configured database and DATA_DIR/media; refuses a non-empty target unless `force`. */
export async function restore(target: BackupTarget, file: string, { force = false } = {}): Promise<BackupSummary> {
  const { manifest, entries } = openBackup(file);
  const kind = kindOf(target);
  if (manifest.database !== kind) {
    throw new BackupError(
      manifest.database === 'pglite'
        ? 'This backup is of an embedded database: restore it without DATABASE_URL set (into DATA_DIR).'
        : 'This backup is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
    );
  }
  const dump = entries.find((entry) => entry.name === databaseEntry[kind]);
  if (!dump) throw new BackupError(`${file} is not a Tarmac backup: it holds no ${databaseEntry[kind]}`);
  const media = entries.filter((entry) => entry.name.startsWith(mediaEntryPrefix));

  if (kind === 'pglite') await restorePglite(target.DATA_DIR, file, dump, force);
  else await restorePostgres(target, file, dump, force);
  restoreMedia(target.DATA_DIR, file, media);
  return { database: kind, mediaFiles: media.length, bytes: fs.statSync(file).size };
}

function openBackup(file: string): { manifest: Manifest; entries: ArchiveEntry[] } {
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such file`);
  let entries: ArchiveEntry[];
  try {
    entries = listArchive(file);
  } catch (error) {
    throw new BackupError(`${file} is not a Tarmac backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  const head = entries.find((entry) => entry.name === manifestName);
  let manifest: Partial<Manifest> = {};
  try {
    if (head) manifest = JSON.parse(readEntry(file, head).toString('utf8')) as Partial<Manifest>;
  } catch {
    // Reported below as not a backup.
  }
  if (
    manifest.format !== 'tarmac-backup' ||
    manifest.version !== 1 ||
    !(manifest.database === 'pglite' || manifest.database === 'postgres')
  )
    throw new BackupError(`${file} is not a Tarmac backup (npm run db:backup makes them)`);
  // A crafted file must not write outside DATA_DIR/media.
  const unsafe = entries.find((entry) => !isSafeEntryName(entry.name));
  if (unsafe) throw new BackupError(`${file} is not a Tarmac backup: it holds an entry named "${unsafe.name}"`);
  return { manifest: manifest as Manifest, entries };
}

/** PGlite's dump of the data directory, taken under its lock: no server may have it open meanwhile. */
async function dumpPglite(dataDir: string): Promise<Buffer> {
  const folder = pgliteFolder(dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${folder} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  const release = acquireDataDirLock(folder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(folder, { extensions: await pgliteExtensions() });
    try {
      // Writes everything out and recycles old WAL segments, so the dump carries less of them.
      await client.query('checkpoint');
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restorePglite(dataDir: string, file: string, dump: ArchiveEntry, force: boolean): Promise<void> {
  const folder = pgliteFolder(dataDir);
  // Held from the check to the end: a server starting meanwhile would find it and stop.
  const release = acquireDataDirLock(folder);
  try {
    const existing = fs.readdirSync(folder).filter((name) => name !== dataDirLockFile);
    if (existing.length && !force)
      throw new BackupError(
        `The embedded database in ${folder} already holds data: restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    refuseMediaUnlessForced(dataDir, force);
    for (const name of existing) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(folder, { loadDataDir: new Blob([readEntry(file, dump)]), extensions: await pgliteExtensions() });
    await client.close();
  } finally {
    release();
  }
}

async function restorePostgres(target: BackupTarget, file: string, dump: ArchiveEntry, force: boolean): Promise<void> {
  const url = target.DATABASE_URL!;
  const tables = await countTables(url);
  if (tables && !force)
    throw new BackupError(
      `The PostgreSQL database already has ${tables} tables: restore into an empty database, or add --force to replace them.`,
    );
  refuseMediaUnlessForced(target.DATA_DIR, force);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-restore-'));
  try {
    // pg_restore reads a file: from a pipe it cannot seek to each table's data.
    const dumpFile = path.join(work, 'postgres.dump');
    extractEntry(file, dump, dumpFile);
    // One transaction that stops at the first error: the database gets the whole backup or keeps what it had.
    const options = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
    await runPostgresTool('pg_restore', [...options, ...(tables ? ['--clean', '--if-exists'] : []), dumpFile], url);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Tables outside PostgreSQL's own schemas: any one means the database is in use. */
async function countTables(url: string): Promise<number> {
  const rows = await adminQuery(
    url,
    `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
  );
  return Number(rows[0].tables);
}

function listMediaFiles(dataDir: string): string[] {
  const folder = mediaFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((relative) => fs.statSync(path.join(folder, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

function refuseMediaUnlessForced(dataDir: string, force: boolean): void {
  if (!force && listMediaFiles(dataDir).length)
    throw new BackupError(`${mediaFolder(dataDir)} already holds files: restore into an empty DATA_DIR, or add --force to replace them.`);
}

/** Replaces DATA_DIR/media with the backup's files (the emptiness was checked before the database was touched). */
function restoreMedia(dataDir: string, file: string, media: ArchiveEntry[]): void {
  const folder = mediaFolder(dataDir);
  fs.rmSync(folder, { recursive: true, force: true });
  for (const entry of media) extractEntry(file, entry, path.join(folder, ...entry.name.slice(mediaEntryPrefix.length).split('/')));
}

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password goes in PGPASSWORD, not on the
 * command line, where any user of the machine could read it in the process list.
 */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const connection = new URL(url);
  const password = decodeURIComponent(connection.password);
  connection.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '--dbname', connection.toString()], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install PostgreSQL's client tools, of the server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lines = stderr.split('\n').filter((line) => line.trim());
      reject(new BackupError(`${tool} failed: ${lines.find((line) => /error/i.test(line)) ?? lines[0] ?? `exit code ${code}`}`));
    });
  });
}
