import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { tokenCookie } from '../../model/storageKeys';
import { launchDebuggableChromium } from './chromium';
import type { FormFactor } from './options';

export interface LighthouseFigures {
  /** Performance category score, 0–1 (median of the runs). */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Every run's score, to see the spread. */
  scores: number[];
  /** Unused JavaScript by file (bytes Lighthouse could save), of the median run. */
  unusedJs: { url: string; wastedBytes: number }[];
}

/** Signs the browser in the way the app does: the `token` cookie, set in the browser's own cookie jar. */
async function setTokenCookie(port: number, url: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies([{ name: tokenCookie, value: token, url: new URL(url).origin }]);
  } finally {
    await browser.close(); // a connected browser is only disconnected, not closed
  }
}

/** A failed Lighthouse run (its trace sometimes misses the navigation on a busy machine) is tried this often. */
const attempts = 3;

type RunFigures = Omit<LighthouseFigures, 'scores'>;

async function oneRun(port: number, url: string, formFactor: FormFactor, name: string): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // BENCH_LIGHTHOUSE_JSON=<folder> keeps every report, to read its diagnostics (or open it in the Lighthouse viewer).
  if (process.env.BENCH_LIGHTHOUSE_JSON) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_JSON, `${name}.json`), result.report as string);
  }
  const unused = (lhr.audits['unused-javascript']?.details as { items?: { url: string; wastedBytes: number }[] } | undefined)?.items ?? [];
  return {
    score: lhr.categories.performance.score ?? 0,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    unusedJs: unused.map(({ url: file, wastedBytes }) => ({ url: file, wastedBytes })),
  };
}

/**
 * Lighthouse 12.8.2's performance category for one page: desktop (its desktop preset) or mobile
 * (its default: a mid-range phone on a slow 4G link, simulated throttling). Each run loads the page
 * cold (Lighthouse clears the cache; the cookie stays). `runs` runs, the median by score reported;
 * a run that keeps failing gives the error instead of figures (the bench reports, it never fails).
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  runs: number,
  token?: string,
): Promise<LighthouseFigures | { error: string }> {
  const browser = await launchDebuggableChromium();
  try {
    if (token) await setTokenCookie(browser.port, url, token);
    const results: RunFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'root'}-${formFactor}-${run + 1}`;
      for (let attempt = 1; ; attempt++) {
        try {
          results.push(await oneRun(browser.port, url, formFactor, name));
          break;
        } catch (error) {
          if (attempt === attempts) return { error: error instanceof Error ? error.message : String(error) };
        }
      }
    }
    const sorted = [...results].sort((a, b) => a.score - b.score);
    return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((r) => r.score) };
  } finally {
    await browser.stop();
  }
}
