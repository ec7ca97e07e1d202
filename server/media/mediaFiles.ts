import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Uploaded files live in DATA_DIR/media and are served at /media/ (media/mediaRoutes.ts).
 * The database stores the path relative to that folder.
 */
export function mediaFolder(dataDir: string): string {
  return path.join(dataDir, 'media');
}

/** Where DATA_DIR/media is served; a stored relative path appended to it is the file's URL. */
export const mediaPrefix = '/media/';

export function mediaUrl(relativePath: string | null): string | null {
  return relativePath ? `${mediaPrefix}${relativePath}` : null;
}

/** mediaUrl in SQL, for a column holding a stored relative path. */
export function mediaUrlSql(pathColumn: string): string {
  return `case when ${pathColumn} is null then null else '${mediaPrefix}' || ${pathColumn} end`;
}

/**
 * The company logo's folder. The only one served to anyone, since the sign-in page shows the logo
 * (routes/clientConfig.ts); every other upload, profile photos included, only to signed-in users.
 */
export const logoFolder = 'logos';

/** A stored file's name: 32 hex digits and an extension. storeMediaFile makes no other. */
const storedFileName = /^[0-9a-f]{32}\.[a-z0-9]+$/;
const folderName = /^[a-z0-9_-]+$/;

/**
 * Whether a requested path (folder/name) has the shape of a file storeMediaFile wrote. Nothing
 * else is ever looked up on disk, so "..", encoded slashes, dot-files and the like cannot reach
 * beyond the media folder or from the public logo folder into a protected one.
 */
export function isStoredMediaPath(relativePath: string): boolean {
  const parts = relativePath.split('/');
  return parts.length === 2 && folderName.test(parts[0]) && storedFileName.test(parts[1]);
}

/** Writes the content under a random name (never the client's), returning the relative path to store. */
export async function storeMediaFile(dataDir: string, subfolder: string, extension: string, content: Buffer): Promise<string> {
  const relative = path.posix.join(subfolder, `${randomBytes(16).toString('hex')}.${extension}`);
  await fs.mkdir(path.join(mediaFolder(dataDir), subfolder), { recursive: true });
  await fs.writeFile(path.join(mediaFolder(dataDir), relative), content);
  return relative;
}

/**
 * Removes a file nobody points to any more. Already gone is fine, and a failure is only logged:
 * the change that made the file unused has been saved, and a leftover file harms nobody.
 */
export async function removeMediaFile(dataDir: string, relativePath: string, log: FastifyBaseLogger): Promise<void> {
  await fs.rm(path.join(mediaFolder(dataDir), relativePath), { force: true }).catch((error: unknown) => {
    log.warn({ err: error, file: relativePath }, 'an unused media file could not be removed');
  });
}
