import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build, createLogger, type Logger } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from '../../../build/pwa';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-html-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * The production build warned that `<script src="/config.js">` "can't be
 * bundled without type="module"". The real index.html is built here around a stub app (the app
 * itself is not what this checks, and bundling it takes a while), with the service worker's plugin
 * as vite.config.ts has it: no warning, the runtime configuration script stays a classic script in
 * the built page, and the page links the web app manifest and the iOS icon.
 */
it('builds index.html without a warning, keeps /config.js as a classic script and links the manifest', async () => {
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
    plugins: [VitePWA(pwaOptions)],
    build: { outDir: path.join(root, 'dist') },
  });

  expect(warnings).toEqual([]);
  const html = fs.readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
  expect(html).toMatch(/<script\s+src="\/config\.js"><\/script>/);
  expect(html).not.toMatch(/<script[^>]*vite-ignore/);
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />');
  for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon-180.png']) {
    expect(fs.existsSync(path.join(root, 'dist', 'icons', icon)), icon).toBe(true);
  }
  // The worker precaches the page it falls back to and the icons.
  const worker = fs.readFileSync(path.join(root, 'dist', 'sw.js'), 'utf8');
  // (minified or not, as NODE_ENV has it)
  expect(worker).toMatch(/"?url"?:\s*"index\.html"/);
  expect(worker).toMatch(/"?url"?:\s*"icons\/icon-512\.png"/);
}, 60_000);

type RouteMatch = (options: { url: URL; sameOrigin: boolean }) => boolean;

/**
 * What the service worker keeps for offline use (build/pwa.ts; docs/modules/scheduled.md, "Installable app and
 * service worker"): the API's GET answers, never the live stream, the health probe, files, exports or uploads.
 */
it("keeps the API's answers and /config.js, never SSE, health, files, exports or uploads, and no file path opens the app", () => {
  const [config, api] = pwaOptions.workbox!.runtimeCaching!;
  const matches = (route: { urlPattern: unknown }, href: string, sameOrigin = true) =>
    Boolean((route.urlPattern as RouteMatch)({ url: new URL(href, 'https://tarmac.test'), sameOrigin }));
  const kept = ['/api/user', '/api/activities/12', '/api/activities?filter=%7B%7D&range=%5B0%2C24%5D', '/api/my_work'];
  const never = [
    '/api/events',
    '/api/events?last=3',
    '/api/health',
    '/api/activities/12/rts/certificate.pdf',
    '/api/reports/kpis/export.csv',
    '/api/stock/export.xlsx',
    '/api/activities/export',
    '/api/media/avatars/0123456789abcdef0123456789abcdef.png',
    '/media/logos/0123456789abcdef0123456789abcdef.png',
    '/config.js',
  ];
  expect(kept.filter((href) => !matches(api, href))).toEqual([]);
  expect(never.filter((href) => matches(api, href))).toEqual([]);
  expect(matches(api, 'https://elsewhere.test/api/user', false)).toBe(false);
  expect(api).toMatchObject({ method: 'GET', handler: 'NetworkFirst' });
  expect(api.options).toMatchObject({ cacheName: 'tarmac-api', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } });
  expect(matches(config, '/config.js')).toBe(true);
  expect(matches(config, '/api/user')).toBe(false);

  // Navigations: an app path opens index.html from the precache; the API, uploads, probes and real files go to the network.
  const denied = (pathname: string) => pwaOptions.workbox!.navigateFallbackDenylist!.some((pattern) => pattern.test(pathname));
  expect(['/home', '/scheduled', '/scheduled/activity/12', '/parts?search=a.b'].filter(denied)).toEqual([]);
  const toNetwork = ['/api/user', '/media/logos/x.png', '/config.js', '/samples/airport.csv', '/sw.js', '/health', '/ready', '/metrics'];
  expect(toNetwork.filter((pathname) => !denied(pathname))).toEqual([]);
});
