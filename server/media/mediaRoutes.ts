import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RouteApp } from '../core/routeKit';
import { notFound } from '../errors';
import { signedIn } from '../plugins/routeAccess';
import { isStoredMediaPath, logoFolder, mediaFolder, mediaPrefix } from './mediaFiles';

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
 * GET /media/…: uploaded files. Our own routes rather than @fastify/static's, because each route
 * must declare who may call it (plugins/authentication.ts): the logo folder `public`, everything
 * else `signed_in`. Registered in a context of its own, since reply.sendFile is decorated once per
 * context and the browser app's files (plugins/staticFiles.ts) have theirs.
 */
export default async function mediaRoutes(app: RouteApp) {
  const root = mediaFolder(app.config.DATA_DIR);
  fs.mkdirSync(root, { recursive: true });
  // serve: false: only sendFile, which adds ETag, Last-Modified, ranges and its own traversal checks.
  await app.register(fastifyStatic, { root, serve: false, index: false, cacheControl: false });

  app.get<StoredFilePath>(`${mediaPrefix}${logoFolder}/*`, { config: { public: true } }, (request, reply) =>
    sendStoredFile(reply, `${logoFolder}/${request.params['*']}`, logoCaching),
  );
  app.get<StoredFilePath>(`${mediaPrefix}*`, { config: { permission: signedIn } }, (request, reply) =>
    sendStoredFile(reply, request.params['*'], protectedCaching),
  );
}

function sendStoredFile(reply: FastifyReply, relativePath: string, cacheControl: string): FastifyReply {
  if (!isStoredMediaPath(relativePath)) throw notFound();
  return reply.header('cache-control', cacheControl).sendFile(relativePath);
}
