import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { finishAccessibilityChecks } from './accessibility';
import { launchBrowser } from './browser';
import { takePageErrors, watchPageErrors } from './pageErrors';
import { openSession, signInByApi, waitForNavBar, waitForScreen, type Session, type SessionOptions } from './shell';

export interface BrowserPerFile {
  /** The file's browser, there from `beforeAll` on. */
  readonly browser: Browser;
  /**
   * A fresh context with `email` signed in (through the API: support/shell.ts), on `landing` (default
   * /home): a journey that starts elsewhere loads the app once, there.
   */
  signedIn(email: string, options?: SessionOptions & { landing?: string }): Promise<Session>;
  /** A fresh context (own cookies and storage), nobody signed in. */
  anonymous(options?: SessionOptions): Promise<Session>;
}

/**
 * One browser for the test file: call it once at the top of the file. It registers the hooks
 * itself: the browser is launched before the first test and closed after the last, and every
 * session opened through it during a test (as many as the test needs) is closed after that
 * test, passed or failed, once every screen it showed has been checked with axe (a serious or
 * critical violation fails the test: support/accessibility.ts).
 *
 * Vitest runs `afterEach` hooks in reverse order (`sequence.hooks: 'stack'`), so an `afterEach`
 * the file registers after calling this runs while the test's sessions are still open.
 */
export function browserPerFile(): BrowserPerFile {
  let browser: Browser | undefined;
  const open: Session[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    // The screens as the test left them are checked before their contexts close.
    const checks = await Promise.allSettled([finishAccessibilityChecks()]);
    const closing = await Promise.allSettled(open.splice(0).map((session) => session.context.close()));
    const failed = [...checks, ...closing].find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // A screen that threw fails its journey, even when it still looks right.
    const pageErrors = takePageErrors();
    if (pageErrors.length) throw new Error(`uncaught page errors:\n${pageErrors.join('\n')}`);
  });
  afterAll(() => browser?.close());

  const launched = (): Browser => {
    if (!browser) throw new Error('browserPerFile(): the browser is launched in beforeAll; use it from a test or a later hook.');
    return browser;
  };

  const anonymous = async (options: SessionOptions = {}): Promise<Session> => {
    const session = await openSession(launched(), options);
    watchPageErrors(session.context);
    open.push(session);
    return session;
  };

  return {
    get browser() {
      return launched();
    },
    anonymous,
    async signedIn(email, { landing, ...options } = {}) {
      // Tracked before signing in, so a sign-in that fails still has its context closed.
      const session = await anonymous(options);
      await signInByApi(session.page, email, landing);
      await waitForNavBar(session.page);
      await waitForScreen(session.page);
      return session;
    },
  };
}
