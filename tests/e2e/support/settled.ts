import type { Page, Request } from 'playwright-core';

/** Resolves once the running CSS transitions and animations (menus, dialogs fading in) are over. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (a spinner) never finish.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Resolves once the page has started and finished no request for `quietMs`. Playwright's
 * `networkidle` never comes while the live events stream (`/api/events`) is open, as it is on
 * every signed-in screen; that stream is left aside here.
 */
export async function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  let last = Date.now();
  const touch = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/events')) last = Date.now();
  };
  page.on('request', touch).on('requestfinished', touch).on('requestfailed', touch);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page was still sending requests after ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', touch).off('requestfinished', touch).off('requestfailed', touch);
  }
}
