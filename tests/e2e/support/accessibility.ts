import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { loadingBarFinished } from './loadingBar';
import { requestsQuiet } from './pageRequests';
import { settled } from './settled';

/**
 * Every screen a journey visits is checked with axe: a serious or critical
 * violation fails the test. Contexts opened through newContext() are watched: each page is
 * checked once its screen is on show (heading or dialog visible, loading bar finished, requests
 * answered) after every navigation, by the shared helpers that open dialogs and menus, and at the
 * end of each test (browserPerFile). Findings are gathered and
 * reported together by finishAccessibilityChecks(), so one run lists every screen's faults.
 */

const failingImpacts: ReadonlyArray<Result['impact']> = ['serious', 'critical'];

/**
 * axe leaves its experimental rules off. These test WCAG success criteria and are turned on:
 * the issue's own audit found label-content-name-mismatch (WCAG 2.5.3) on every page.
 */
const experimentalWcagRules = [
  'label-content-name-mismatch',
  'p-as-heading',
  'css-orientation-lock',
  'table-fake-caption',
  'td-has-header',
];

/** How long a check waits for a screen to show before checking whatever is there. */
const showTimeoutMs = 5_000;

/** How many times a check starts again because the screen moved while axe was reading it. */
const attempts = 3;

/** Rules that read colours, which a fading or sliding element shows half-way. */
const motionBlindRules = new Set(['color-contrast']);

interface PageChecks {
  /** Screen states already checked on this page (see screenState). */
  readonly checked: Set<string>;
  /** The page's last check: axe cannot run twice at once in one page. */
  last: Promise<void>;
  /** Navigations so far: a check that fails after one has lost its document, not found a fault. */
  navigations: number;
}

const watchedContexts = new Set<BrowserContext>();
const pageChecks = new WeakMap<Page, PageChecks>();
const running = new Set<Promise<void>>();
const findings: string[] = [];

export function watchAccessibility(context: BrowserContext): void {
  watchedContexts.add(context);
  context.on('close', () => watchedContexts.delete(context));
  context.on('page', (page) => {
    // Also fires for the history-API navigations of the single-page app.
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !isAppPage(page)) return;
      checksOf(page).navigations += 1;
      inBackground(checkAccessibility(page));
    });
  });
}

/**
 * Checks the page as it is once its screen is on show (heading or dialog visible, loading
 * bar gone, animations over), unless this very state (path, language, open dialogs and
 * menus) was checked on this page already. `moment` tells apart states these do not, such
 * as a list with rows selected.
 */
export function checkAccessibility(page: Page, moment?: string): Promise<void> {
  const checks = checksOf(page);
  const check = checks.last.then(() => checkOnce(page, checks, moment));
  checks.last = check.catch(() => undefined);
  return check;
}

/**
 * Checks every open page of the watched contexts, waits for the checks still running, and
 * throws one error listing what they found (then starts afresh for the next test).
 */
export async function finishAccessibilityChecks(): Promise<void> {
  for (const context of watchedContexts) {
    for (const page of context.pages()) if (isAppPage(page)) inBackground(checkAccessibility(page));
  }
  while (running.size > 0) await Promise.all(running);
  const found = findings.splice(0);
  if (found.length > 0) {
    throw new Error(`axe: serious or critical accessibility violations on the screens this test visited:\n${found.join('\n')}`);
  }
}

function checksOf(page: Page): PageChecks {
  let checks = pageChecks.get(page);
  if (!checks) pageChecks.set(page, (checks = { checked: new Set(), last: Promise.resolve(), navigations: 0 }));
  return checks;
}

async function checkOnce(page: Page, checks: PageChecks, moment = ''): Promise<void> {
  const navigations = checks.navigations;
  try {
    for (let attempt = 1; ; attempt += 1) {
      await screenShown(page);
      const shownState = await page.evaluate(screenState);
      const state = `${shownState}${moment && ` (${moment})`}`;
      if (checks.checked.has(state)) return;
      await page.evaluate(watchForMotion);
      const results = await analyze(page);
      // The journey goes on while a check runs: a menu or dialog fading in or out meanwhile
      // shows axe half-transparent text, so such a reading is taken again. A menu that was
      // already fading out when the watch began can be unmounted before its transition ends:
      // it leaves no event and no running animation behind, only a different set of open menus.
      const moved = (await page.evaluate(movedSinceWatching)) || (await page.evaluate(screenState)) !== shownState;
      if (moved && attempt < attempts) continue;
      checks.checked.add(state);
      for (const violation of results.violations) {
        // A screen still moving after the last attempt (a menu closing as a toast slides in and
        // the page reloads) gives no contrast reading worth the name; every other rule counts.
        if (moved && motionBlindRules.has(violation.id)) continue;
        if (failingImpacts.includes(violation.impact)) findings.push(describeViolation(state, violation));
      }
      return;
    }
  } catch (error) {
    // The page closed, or a navigation replaced its document (whose own check is queued). The
    // old document can go before the navigation event comes: Playwright then says it was destroyed.
    const gone = page.isClosed() || /has been closed|Execution context was destroyed/.test(String(error));
    if (gone || checks.navigations !== navigations) return;
    throw error;
  }
}

/** axe-core's browser build, read once per run. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const axeOptions: RunOptions = {
  rules: Object.fromEntries(experimentalWcagRules.map((rule) => [rule, { enabled: true }])),
  // Only violations are read: leaving out the passes spares axe collecting, and Playwright
  // carrying back, a description of every node that passed.
  resultTypes: ['violations'],
};

/**
 * Runs axe inside the page itself, injected once per document (a later check finds it there):
 * injecting half a megabyte of script before every check cost a third of the journeys' time.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options),
    axeOptions,
  );
}

/**
 * Counts the transitions and animations that start or end from now on (window.a11yMotion). Ends
 * count too: a menu that began fading out just before the watch and is gone by the end of the
 * reading was read half-transparent, yet neither started meanwhile nor is running afterwards.
 */
function watchForMotion(): void {
  const page = window as unknown as { a11yMotion?: number; a11yMotionWatched?: boolean };
  page.a11yMotion = 0;
  if (page.a11yMotionWatched) return;
  page.a11yMotionWatched = true;
  // The loading bar fading out after a screen finished loading changes nothing axe reads, nor do
  // MUI's autofill probes: an input runs an invisible `mui-auto-fill-cancel` animation once its
  // style is computed, and axe's own reading of the page is often that moment.
  const changesNothing = (moved: Event) =>
    (moved.target instanceof Element && moved.target.matches('[data-testid=loading-bar]')) ||
    (moved instanceof AnimationEvent && moved.animationName.startsWith('mui-auto-fill'));
  for (const event of ['transitionrun', 'transitionend', 'transitioncancel', 'animationstart', 'animationend', 'animationcancel']) {
    document.addEventListener(event, (moved) => !changesNothing(moved) && (page.a11yMotion = (page.a11yMotion ?? 0) + 1), true);
  }
}

function movedSinceWatching(): boolean {
  const running = document
    .getAnimations()
    .some(
      (animation) =>
        animation.effect?.getComputedTiming().iterations !== Infinity &&
        !(animation.effect instanceof KeyframeEffect && animation.effect.target?.matches('[data-testid=loading-bar]')) &&
        !(animation instanceof CSSAnimation && animation.animationName.startsWith('mui-auto-fill')),
    );
  return running || ((window as unknown as { a11yMotion?: number }).a11yMotion ?? 0) > 0;
}

function inBackground(check: Promise<void>): void {
  const tracked = check
    .catch((error: unknown) => {
      findings.push(`could not check a screen: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

async function screenShown(page: Page): Promise<void> {
  const deadline = Date.now() + showTimeoutMs;
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('h1, [role=dialog], [role=alertdialog]')].some((element) => element.checkVisibility());
  await page
    .waitForFunction(shown, undefined, { timeout: showTimeoutMs })
    .then(() => page.waitForFunction(loadingBarFinished, undefined, { timeout: Math.max(1, deadline - Date.now()) }))
    .then(() => requestsQuiet(page, { timeoutMs: Math.max(1, deadline - Date.now()) }))
    .catch((error: unknown) => {
      if (!/timeout|still sending requests/i.test(String(error))) throw error;
    });
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
}

/**
 * What tells one checked state from another: path, language, and the dialogs and menus open. A
 * menu faded out to nothing, about to be unmounted, is not open.
 */
function screenState(): string {
  const open = [...document.querySelectorAll<HTMLElement>('[role=dialog], [role=alertdialog], [role=menu], [role=listbox]')]
    .filter((element) => element.checkVisibility({ opacityProperty: true }))
    .map(
      (element) => `${element.getAttribute('role')}:${element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-label') ?? ''}`,
    );
  return [document.documentElement.lang, location.pathname, ...open].join(' ');
}

function describeViolation(state: string, violation: Result): string {
  const nodes = violation.nodes
    .map((node) => node.target.join(' '))
    .slice(0, 3)
    .join(' | ');
  return `  [${state}] ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${nodes})`;
}

function isAppPage(page: Page): boolean {
  return /^https?:/.test(page.url());
}
