import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFileMaxBytes, storedFiles } from '../db/schema';
import { isStoredMediaPath, mediaContentType, sha256Hex } from './mediaFiles';

/** Where uploads were written before they moved into the database (migration 0020). */
export const legacyMediaFolder = (dataDir: string) => path.join(dataDir, 'media');
/** What that folder is renamed to once copied in: kept for the operator to delete, never read again. */
export const importedMediaFolder = (dataDir: string) => path.join(dataDir, 'media.imported');

export interface MediaImport {
  imported: number;
  /** Files in the folder that were not uploads (another name shape) or too big to store. */
  skipped: string[];
  /** Where the folder went once copied in; null when there was none. */
  keptAs: string | null;
}

/**
 * Copies the files of DATA_DIR/media into stored_files, once, at start-up after the migrations
 * (server/start.ts): SQL cannot read a node's folder, so migration 0020 cannot. A file keeps its
 * path, so the users and settings pointing to it need no change. All in one transaction under an
 * advisory lock, so nodes starting together do not race, and a path already in the table is kept
 * as it is. The folder is then renamed media.imported, so the next start finds nothing to do.
 */
export async function importMediaFolder(db: Database, dataDir: string): Promise<MediaImport> {
  const root = legacyMediaFolder(dataDir);
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => null);
  if (!folders) return { imported: 0, skipped: [], keptAs: null };
  const result: MediaImport = { imported: 0, skipped: [], keptAs: null };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tarmac_media_import'))`);
    for (const folder of folders.filter((entry) => entry.isDirectory())) {
      for (const name of await fs.readdir(path.join(root, folder.name))) {
        const relative = `${folder.name}/${name}`;
        const file = path.join(root, relative);
        // One file in memory at a time; none was ever over the upload limit, but a stray one is not read.
        const stat = await fs.stat(file);
        if (!isStoredMediaPath(relative) || !stat.isFile() || stat.size > storedFileMaxBytes) {
          result.skipped.push(relative);
          continue;
        }
        const content = await fs.readFile(file);
        const inserted = await tx
          .insert(storedFiles)
          .values({
            path: relative,
            folder: folder.name,
            bytes: content,
            sha256: sha256Hex(content),
            size: content.length,
            content_type: mediaContentType(relative),
            created_at: stat.mtime,
          })
          .onConflictDoNothing()
          .returning({ path: storedFiles.path });
        result.imported += inserted.length;
      }
    }
  });
  result.keptAs = await freeName(importedMediaFolder(dataDir));
  await fs.rename(root, result.keptAs);
  return result;
}

/** The name itself, or with -2, -3… if an earlier import left a folder of that name. */
async function freeName(wanted: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    if (!(await fs.stat(candidate).catch(() => null))) return candidate;
  }
}
