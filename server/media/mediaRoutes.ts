import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteApp } from '../core/routeKit';
import { notFound } from '../errors';
import { signedIn } from '../plugins/routeAccess';
import { isStoredMediaPath, logoFolder, mediaPrefix, mediaServedFolders, readCheckedFile } from './mediaFiles';

/**
 * The company logo is public: it is shown on the sign-in page. A file's name is random and never
 * reused (a new logo gets a new name), so browsers and proxies may keep it for good.
 */
const logoCaching = 'public, max-age=31536000, immutable';

/**
 * Profile photos and any other upload. `private`: no shared cache keeps them. `no-cache`: the
 * browser's own cache is keyed by URL alone, not by the token that fetched it, so it must ask
 * again on every use (a cheap 304 by ETag) — the server then judges the caller's token each time,
 * and a signed-out browser cannot read a photo back out of its cache.
 */
const protectedCaching = 'private, no-cache';

/** The file's path below the route's prefix, as the router matched it (checked by isStoredMediaPath before use). */
type StoredFilePath = { Params: { '*': string } };

/**
 * GET /media/…: uploaded files, read from the database (table stored_files), so any node serves
 * any file. Each route declares who may call it (plugins/authentication.ts): the logo folder
 * `public`, everything else `signed_in`. HEAD comes with each GET.
 */
export default async function mediaRoutes(app: RouteApp) {
  app.get<StoredFilePath>(`${mediaPrefix}${logoFolder}/*`, { config: { public: true } }, (request, reply) =>
    sendStoredFile(app, request, reply, `${logoFolder}/${request.params['*']}`, logoCaching),
  );
  app.get<StoredFilePath>(`${mediaPrefix}*`, { config: { permission: signedIn } }, (request, reply) => {
    const relativePath = request.params['*'];
    // A regional record's file (a certificate, a receipt) is a plain 404 here: its own route checks the caller's regions.
    if (!mediaServedFolders.includes(relativePath.split('/')[0])) throw notFound();
    return sendStoredFile(app, request, reply, relativePath, protectedCaching);
  });
}

/** Whether an If-None-Match header names this ETag (weak or strong, one of a list, or `*`). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

async function sendStoredFile(
  app: RouteApp,
  request: FastifyRequest,
  reply: FastifyReply,
  relativePath: string,
  cacheControl: string,
): Promise<FastifyReply> {
  if (!isStoredMediaPath(relativePath)) throw notFound();
  const file = await readCheckedFile(app.db, request, relativePath);
  // The content never changes under a name, so its checksum is its ETag.
  const etag = `"${file.sha256}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', file.createdAt.toUTCString());
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.header('content-type', file.contentType).header('content-length', file.size).send(file.bytes);
}
