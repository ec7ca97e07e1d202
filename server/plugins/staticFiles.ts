import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { supportedLocales } from '../../model/locales';
import { notFound } from '../errors';
import { mediaPrefix } from '../media/mediaFiles';
import mediaRoutes from '../media/mediaRoutes';
import { clientConfigScript } from '../routes/clientConfig';
import { firstLoadLinks } from './firstLoadLinks';

export const distFolder = path.resolve('dist');

/**
 * Serves the built browser app: hashed assets with long caching, /media uploads (media/mediaRoutes.ts),
 * /config.js (the global configuration injected into the page), and index.html for every
 * other non-API path so history routing works on reload.
 */
export default async function staticFiles(app: FastifyInstance, options: { serveClient: boolean }) {
  await app.register(mediaRoutes);

  app.get('/config.js', { config: { public: true } }, async (_request, reply) => {
    reply.type('application/javascript').header('cache-control', 'no-cache');
    return clientConfigScript(app, supportedLocales);
  });

  if (!options.serveClient || !fs.existsSync(path.join(distFolder, 'index.html'))) return;
  // Files are looked up per request rather than listed at start-up, so a rebuild of dist/
  // while the server runs is served at once instead of leaving pages pointing at old chunks.
  await app.register(fastifyStatic, {
    root: distFolder,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { public: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname.startsWith(mediaPrefix)) throw notFound();
    const relative = safeRelativePath(pathname);
    if (relative && isFile(path.join(distFolder, relative))) return reply.sendFile(relative);
    // A missing chunk must be a 404, so the browser's chunk-failure handling reloads the page.
    if (pathname.startsWith('/assets/')) throw notFound();
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('link', await firstLoadLinks(app, request, distFolder))
      .send(readIndexHtml());
  });
}

/** The path inside dist/, or null when it is malformed or tries to leave the folder. */
function safeRelativePath(pathname: string): string | null {
  try {
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
    const full = path.resolve(distFolder, relative);
    return full.startsWith(distFolder + path.sep) ? relative : null;
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

let cachedIndex: { mtimeMs: number; html: string } | null = null;
function readIndexHtml(): string {
  const file = path.join(distFolder, 'index.html');
  const { mtimeMs } = fs.statSync(file);
  if (cachedIndex?.mtimeMs !== mtimeMs) cachedIndex = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
  return cachedIndex.html;
}
