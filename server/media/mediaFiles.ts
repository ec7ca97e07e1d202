import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFileMaxBytes, storedFiles } from '../db/schema';

/**
 * Uploaded files live in the database (table stored_files, docs/ARCHITECTURE.md "Files") and are
 * served at /media/ (media/mediaRoutes.ts). The records that use one store its path, `folder/name`,
 * which is also the row's key.
 */

/** Where the stored files are served; a stored relative path appended to it is the file's URL. */
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
 * Whether a requested path (folder/name) has the shape of a file storeMediaFile wrote. Nothing else
 * is ever looked up, so odd paths ("..", encoded slashes, another case) are a plain 404 and the
 * public logo folder cannot name a file of a protected one.
 */
export function isStoredMediaPath(relativePath: string): boolean {
  const parts = relativePath.split('/');
  return parts.length === 2 && folderName.test(parts[0]) && storedFileName.test(parts[1]);
}

/** The content type a file is served with, by the extension storeMediaFile gave it from its bytes. */
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const mediaContentType = (relativePath: string) => contentTypes[relativePath.split('.').pop()!] ?? 'application/octet-stream';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface NewMediaFile {
  folder: string;
  /** From the bytes (imageType.ts), never the client's name. */
  extension: string;
  content: Buffer;
  createdBy: number | null;
}

/**
 * Stores the content under a random name (never the client's), returning the relative path the
 * record keeps. Called in the transaction that points the record at it, so a write that fails
 * leaves no file behind, and the file is there on every node the moment the record is.
 */
export async function storeMediaFile(db: Database, { folder, extension, content, createdBy }: NewMediaFile): Promise<string> {
  // Uploads are refused far below this (app.ts); the table's check would refuse it too, less kindly.
  if (content.length > storedFileMaxBytes) throw new Error(`a stored file may hold at most ${storedFileMaxBytes} bytes`);
  const relative = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  await db.insert(storedFiles).values({
    path: relative,
    folder,
    bytes: content,
    sha256: sha256Hex(content),
    size: content.length,
    content_type: mediaContentType(relative),
    created_by: createdBy,
  });
  return relative;
}

/** Removes a file nobody points to any more, in the transaction that stopped pointing to it. */
export async function removeMediaFile(db: Database, relativePath: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.path, relativePath));
}

export interface MediaFile {
  bytes: Buffer;
  sha256: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

/** One stored file, whole: at most storedFileMaxBytes, so reading it bounds a download's memory. */
export async function readMediaFile(db: Database, relativePath: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({
      bytes: storedFiles.bytes,
      sha256: storedFiles.sha256,
      size: storedFiles.size,
      contentType: storedFiles.content_type,
      createdAt: storedFiles.created_at,
    })
    .from(storedFiles)
    .where(eq(storedFiles.path, relativePath));
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : null;
}
