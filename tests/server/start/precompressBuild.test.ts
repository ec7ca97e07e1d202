import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { build } from 'vite';
import { precompress } from '../../../build/precompress';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-precompress-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * First load: the build writes `.br` and `.gz` beside each file worth compressing,
 * which server/plugins/staticFiles.ts serves (@fastify/static preCompressed) instead of
 * compressing every response on the fly. A stub app stands in for the real one.
 */
it('writes brotli and gzip copies of the files worth compressing, and only of those', async () => {
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>\n',
  );
  // Long enough to pass the 1 kB threshold once minified, and kept by the bundler (it is printed).
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
  fs.writeFileSync(path.join(root, 'main.js'), `console.log(${JSON.stringify(words)}.join(' '));\n`);
  const outDir = path.join(root, 'dist');
  await build({ root, configFile: false, logLevel: 'silent', plugins: [precompress()], build: { outDir } });

  const script = fs.readdirSync(path.join(outDir, 'assets')).find((file) => file.endsWith('.js'))!;
  const original = fs.readFileSync(path.join(outDir, 'assets', script));
  const brotli = fs.readFileSync(path.join(outDir, 'assets', `${script}.br`));
  const gzip = fs.readFileSync(path.join(outDir, 'assets', `${script}.gz`));
  expect(zlib.brotliDecompressSync(brotli).equals(original)).toBe(true);
  expect(zlib.gunzipSync(gzip).equals(original)).toBe(true);
  expect(brotli.length).toBeLessThan(gzip.length);
  // index.html is under 1 kB: the server sends it as it is, so no copies are written.
  expect(fs.existsSync(path.join(outDir, 'index.html.br'))).toBe(false);
}, 60_000);
