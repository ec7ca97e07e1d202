import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * The requests each page of a watched context has in flight, and when that set last changed. The
 * live events stream (`/api/events`) is left aside: it stays open on every signed-in screen.
 */
interface PageRequests {
  readonly inFlight: Set<Request>;
  changedAt: number;
}

const pages = new WeakMap<Page, PageRequests>();

const isLiveStream = (request: Request) => new URL(request.url()).pathname.startsWith('/api/events');

/** Follows the requests of every page `context` opens (browser.ts newContext does this for each context). */
export function trackRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const requests: PageRequests = { inFlight: new Set(), changedAt: Date.now() };
    pages.set(page, requests);
    const started = (request: Request) => {
      if (isLiveStream(request)) return;
      requests.inFlight.add(request);
      requests.changedAt = Date.now();
    };
    const ended = (request: Request) => {
      if (!requests.inFlight.delete(request)) return;
      requests.changedAt = Date.now();
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  });
}

/**
 * Resolves once `page` has had no request in flight for `quietMs` — its screen has the answers it
 * asked for. Playwright's `networkidle` never comes while the live events stream is open.
 */
export async function requestsQuiet(page: Page, { quietMs = 100, timeoutMs = 30_000 } = {}): Promise<void> {
  const requests = pages.get(page);
  if (!requests) throw new Error('requestsQuiet: the page was not opened through newContext() (support/browser.ts)');
  const deadline = Date.now() + timeoutMs;
  while (requests.inFlight.size > 0 || Date.now() - requests.changedAt < quietMs) {
    if (Date.now() > deadline) {
      const pending = [...requests.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`the page was still sending requests after ${timeoutMs} ms: ${pending}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
