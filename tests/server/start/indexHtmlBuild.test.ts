import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build, createLogger, type Logger } from 'vite';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-html-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * The production build warned that `<script src="/config.js">` "can't be
 * bundled without type="module"". The real index.html is built here around a stub app (the app
 * itself is not what this checks, and bundling it takes a while): no warning, and the runtime
 * configuration script stays a classic script in the built page.
 */
it('builds index.html without a warning and keeps /config.js as a classic script', async () => {
  fs.copyFileSync(path.join(projectRoot, 'index.html'), path.join(root, 'index.html'));
  fs.mkdirSync(path.join(root, 'src'));
  fs.writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {};\n');
  const warnings: string[] = [];
  const quiet = createLogger('silent');
  const customLogger: Logger = { ...quiet, warn: (message) => warnings.push(message), warnOnce: (message) => warnings.push(message) };

  await build({
    root,
    configFile: false,
    publicDir: path.join(projectRoot, 'public'),
    customLogger,
    logLevel: 'warn',
    build: { outDir: path.join(root, 'dist') },
  });

  expect(warnings).toEqual([]);
  const html = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  expect(html).toMatch(/<script\s+src="\/config\.js"><\/script>/);
  expect(html).not.toMatch(/<script[^>]*vite-ignore/);
}, 60_000);
