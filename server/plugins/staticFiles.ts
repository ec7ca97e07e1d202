import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { supportedLocales } from '../../model/locales';
import { notFound } from '../errors';
import { clientConfigScript } from '../routes/clientConfig';

export const distFolder = path.resolve('dist');

/**
 * Serves the built browser app: hashed assets with long caching, /media uploads,
 * /config.js (the spec's injected global configuration), and index.html for every
 * other non-API path so history routing works on reload.
 */
export default async function staticFiles(app: FastifyInstance, options: { serveClient: boolean }) {
  const mediaFolder = path.join(app.config.DATA_DIR, 'media');
  fs.mkdirSync(mediaFolder, { recursive: true });
  await app.register(fastifyStatic, { root: mediaFolder, prefix: '/media/', decorateReply: false, index: false });

  app.get('/config.js', { config: { public: true } }, async (_request, reply) => {
    reply.type('application/javascript').header('cache-control', 'no-cache');
    return clientConfigScript(app, supportedLocales);
  });

  if (!options.serveClient || !fs.existsSync(path.join(distFolder, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distFolder,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(path.join(distFolder, 'index.html'), 'utf8');
  app.get('/*', { config: { public: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) throw notFound();
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
