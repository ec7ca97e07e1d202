import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { storedFileMaxBytes, storedFiles } from '../db/schema';
import { ApiError, notFound } from '../errors';

/**
 * Every uploaded or generated file lives in the database (table stored_files, docs/ARCHITECTURE.md
 * "Files"). The records that use one store its path, `folder/name`, which is also the row's key.
 * Profile photos and the logo are served at /media/ (media/mediaRoutes.ts); every other folder only
 * through its record's own route, which checks the caller's permission and regions first.
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

/** The folders files are stored in, one per kind of file. */
export const storedFolders = {
  logos: logoFolder,
  profilePhotos: 'photos',
  /** Signed return-to-service certificates, Scheduled's and On-Call's: generated once, at signing. */
  releases: 'releases',
  expenseReceipts: 'receipts',
  trainingCertificates: 'training-certificates',
  /** Parts' release certificates (EASA Form 1, FAA 8130-3…) received with stock. */
  partCertificates: 'part-certificates',
  defectPhotos: 'defect-photos',
} as const;

/**
 * The folders /media/ serves to any signed-in user besides the public logo. The others hold
 * regional records (certificates, receipts, defect photos), readable only through their record's route.
 */
export const mediaServedFolders: readonly string[] = [storedFolders.profilePhotos];

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
const contentTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
export const mediaContentType = (relativePath: string) => contentTypes[relativePath.split('.').pop()!] ?? 'application/octet-stream';

/** The extension a file of this (sniffed) content type is stored under. */
export function extensionOf(contentType: string): string {
  const extension = Object.keys(contentTypes).find((key) => contentTypes[key] === contentType);
  if (!extension) throw new Error(`no stored file extension for ${contentType}`);
  return extension;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface NewMediaFile {
  folder: (typeof storedFolders)[keyof typeof storedFolders];
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
export async function storeMediaFile(db: Database, file: NewMediaFile): Promise<string> {
  const row = storedFileRow(file);
  await db.insert(storedFiles).values(row);
  return row.path;
}

/** The stored_files row of a new file (storeMediaFile), for callers that insert many at once (the demo seed). */
export function storedFileRow({ folder, extension, content, createdBy }: NewMediaFile): typeof storedFiles.$inferInsert & { path: string } {
  // Uploads are refused far below this (app.ts); the table's check would refuse it too, less kindly.
  if (content.length > storedFileMaxBytes) throw new Error(`a stored file may hold at most ${storedFileMaxBytes} bytes`);
  const relative = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  return {
    path: relative,
    folder,
    bytes: content,
    sha256: sha256Hex(content),
    size: content.length,
    content_type: mediaContentType(relative),
    created_by: createdBy,
  };
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

/**
 * One stored file, whole (at most storedFileMaxBytes, so reading it bounds a download's memory), once
 * its bytes match the SHA-256 taken when they were stored — or `expectedSha256`, a hash its record
 * kept (a signed release's). A missing file is a 404. Bytes changed since are never served: refused
 * (409, `damagedKey`) and logged for the operator.
 */
export async function readCheckedFile(
  db: Database,
  request: FastifyRequest,
  relativePath: string | null | undefined,
  { damagedKey = 'errors.file_damaged', expectedSha256 }: { damagedKey?: string; expectedSha256?: string } = {},
): Promise<MediaFile> {
  const file = relativePath ? await readMediaFile(db, relativePath) : null;
  if (!file) throw notFound();
  if (sha256Hex(file.bytes) === (expectedSha256 ?? file.sha256)) return file;
  request.log.error({ file: relativePath }, 'a stored file does not match its SHA-256: refused');
  throw new ApiError(409, damagedKey);
}

async function readMediaFile(db: Database, relativePath: string): Promise<MediaFile | null> {
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

/**
 * Sends a record's stored file as a download (certificates, receipts): checked against its SHA-256,
 * named for the user's disk, never kept by a shared cache. A missing file is a 404.
 */
export async function sendStoredDownload(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  relativePath: string | null | undefined,
  fileName: string,
): Promise<FastifyReply> {
  const file = await readCheckedFile(db, request, relativePath);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('access-control-expose-headers', 'Content-Disposition')
    .send(file.bytes);
}
