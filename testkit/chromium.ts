/**
 * Debian's Chromium with the house flags for this closed network and CI (no background calls home): one list
 * for the journeys (tests/e2e/support/browser.ts) and the benchmarks that drive a browser (bench/first-load,
 * bench/plan-day).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
