import { chromium, type Browser } from 'playwright-core';
import { tokenCookie } from '../../model/storageKeys';
import { chromiumLaunchOptions } from '../../testkit/chromium';

export interface JsDownload {
  /** Compressed (encoded) body bytes of every JavaScript response: what crossed the wire, headers aside. */
  bodyBytes: number;
  /** The same plus the response headers (DevTools' "transferred", Lighthouse's transferSize). */
  transferBytes: number;
  files: { url: string; bodyBytes: number }[];
}

export interface PageVisit {
  url: string;
  /** Sign in through the `token` cookie, set in the browser as the app itself does. */
  token?: string;
  /** The page is drawn once this selector is visible. */
  readySelector: string;
}

/** No new script for this long once the page is drawn: the lazy chunks it asked for have all arrived. */
const quietMs = 1500;

/**
 * The JavaScript a cold browser (fresh context: empty cache) downloads for one page, from the
 * DevTools protocol: per response Network.loadingFinished's encodedDataLength (all bytes received)
 * less its headers (Network.responseReceivedExtraInfo's headersText).
 */
export async function measureJsDownload(browser: Browser, visit: PageVisit): Promise<JsDownload> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const origin = new URL(visit.url);
    if (visit.token) await context.addCookies([{ name: tokenCookie, value: visit.token, domain: origin.hostname, path: '/' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, string>();
    const headerBytes = new Map<string, number>();
    const files: JsDownload['files'] = [];
    let transferBytes = 0;
    let lastScriptAt = Date.now();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || /javascript/.test(response.mimeType)) {
        scripts.set(requestId, response.url);
        lastScriptAt = Date.now();
      }
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
      if (headersText) headerBytes.set(requestId, headersText.length);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const url = scripts.get(requestId);
      if (!url) return;
      transferBytes += encodedDataLength;
      files.push({ url, bodyBytes: encodedDataLength - (headerBytes.get(requestId) ?? 0) });
      lastScriptAt = Date.now();
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(visit.url);
    await page.locator(visit.readySelector).first().waitFor({ timeout: 60_000 });
    while (Date.now() - lastScriptAt < quietMs) await page.waitForTimeout(250);
    return { bodyBytes: files.reduce((sum, file) => sum + file.bodyBytes, 0), transferBytes, files };
  } finally {
    await context.close();
  }
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
