/**
 * bench/first-load — the first-load figures: the compressed JavaScript a cold browser
 * downloads for /login and for the technician's /home (signed in), beside a bare react-admin app
 * built the same way (the anchor), and Lighthouse 12.8.2's performance score for both pages,
 * desktop and mobile, in Debian's Chromium, signed in through the `token` cookie.
 *
 *   npm run bench:first-load -- [--runs 3] [--form-factors desktop,mobile] [--no-anchor]
 *
 * Serves dist/ with the demo data (PGlite in a temporary folder): run `npm run build` first.
 * It prints figures and judges them against the targets (report.ts); it never fails on them.
 */
import fs from 'node:fs';
import { demoPassword } from '../../server/db/seed';
import { withBenchDatabase } from '../common/benchDatabase';
import { signIn, startServer } from '../../testkit/http/serverProcess';
import { startAnchorApp } from './anchorApp';
import { measureJsDownload, withBrowser, type JsDownload } from './jsBytes';
import { runLighthouse } from './lighthouseRun';
import { parseOptions } from './options';
import { printReport, type PageFigures } from './report';

/** The technician of the demo data (README "Demo accounts"): What's up is their first screen. */
const technician = 'tech@tarmac.test';

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (the built app is measured).');

  let anchorJs: JsDownload | undefined;
  if (options.anchor) {
    const anchor = await startAnchorApp();
    try {
      anchorJs = await withBrowser((browser) => measureJsDownload(browser, { url: `${anchor.url}/`, readySelector: '#main-content' }));
    } finally {
      await anchor.stop();
    }
  }

  const pages: PageFigures[] = [];
  await withBenchDatabase(undefined, async ({ open, serverEnv }) => {
    await (await open()).close();
    // The limit is per person (or address) and minute: a few Lighthouse runs of one signed-in page, each with
    // the service worker's precache (~280 files), go over it, and a 429 then stands in for the page measured.
    const server = await startServer({ ...serverEnv, JOBS: 'off', WEB_CONCURRENCY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const token = await signIn(server.port, technician, demoPassword);
      const visits = [
        { page: '/login', visit: { url: `${origin}/login`, readySelector: 'input[type="email"]' } },
        { page: '/home (technician)', visit: { url: `${origin}/home`, token, readySelector: 'main h1' } },
      ];
      for (const { page, visit } of visits) {
        const js = await withBrowser((browser) => measureJsDownload(browser, visit));
        const lighthouse: PageFigures['lighthouse'] = {};
        if (options.runs > 0) {
          for (const formFactor of options.formFactors)
            lighthouse[formFactor] = await runLighthouse(visit.url, formFactor, options.runs, visit.token);
        }
        pages.push({ page, js, lighthouse });
      }
    } finally {
      await server.stop();
    }
  });
  printReport(pages, anchorJs, options);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
