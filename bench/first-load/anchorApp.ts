import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { build } from 'vite';

export interface AnchorApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds bench/first-load/anchor with Tarmac's own vite.config.ts (same plugins, same build
 * options) into a temporary folder and serves it as server/app.ts and server/plugins/staticFiles.ts
 * serve dist/: @fastify/compress at the same threshold, pre-compressed files when present.
 */
export async function startAnchorApp(): Promise<AnchorApp> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-anchor-'));
  await build({
    configFile: path.resolve('vite.config.ts'),
    root: path.resolve('bench/first-load/anchor'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const app = Fastify();
  await app.register(compress, { threshold: 1024 });
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  // The data provider's requests have no API behind them: an empty list, as a fresh back end would give.
  app.get('/api/*', async (_request, reply) => reply.header('content-range', 'posts 0-0/0').send([]));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async stop() {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
