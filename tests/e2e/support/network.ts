import type { CDPSession, Page } from 'playwright-core';

interface PageNetwork {
  cdp: CDPSession;
  offline: boolean;
}

const pages = new WeakMap<Page, PageNetwork>();

const overrideState = (network: PageNetwork) =>
  network.cdp.send('Network.overrideNetworkState', {
    offline: network.offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

/**
 * Takes a phone's network away or gives it back, as the ramp does: every request fails (Playwright's
 * `context.setOffline`) and `navigator.onLine` says so, with its `offline`/`online` events. Chromium 150
 * stopped reflecting Playwright's offline emulation in `navigator.onLine`, which My work reads to queue its
 * actions, so the page's own network state is overridden as well (DevTools' `Network.overrideNetworkState`),
 * and again after each navigation of the page, which resets it.
 */
export async function setPageOffline(page: Page, offline: boolean): Promise<void> {
  let network = pages.get(page);
  if (!network) {
    const created: PageNetwork = { cdp: await page.context().newCDPSession(page), offline };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && created.offline) void overrideState(created).catch(() => undefined);
    });
    pages.set(page, created);
    network = created;
  }
  network.offline = offline;
  await page.context().setOffline(offline);
  await overrideState(network);
}
