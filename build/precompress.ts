import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this the server sends files as they are (server/app.ts: @fastify/compress threshold). */
const thresholdBytes = 1024;
const compressible = /\.(js|mjs|css|svg|json|html|txt)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the
 * build. server/plugins/staticFiles.ts serves them (@fastify/static preCompressed) instead of
 * compressing each response on the fly at @fastify/compress's fast settings (brotli quality 4):
 * the same bytes, about a sixth smaller, and no CPU spent per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tarmac:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await fs.readFile(full);
            if (content.length < thresholdBytes) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              gzip(content, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
