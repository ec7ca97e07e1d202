/**
 * Page-side checks of the app's loading bar (src/layout/loadingBar), for `page.waitForFunction`.
 * The bar finishes once the screen's code is in and the user is known, then stays full for 500 ms
 * and fades out over 300 ms (loadingBarController.ts, LoadingBar.tsx): a journey waits for it to
 * finish, not to fade. The selector is written out in each: these functions run in the page.
 */

/** Finished (full width, about to fade out) or idle. */
export function loadingBarFinished(): boolean {
  const bar = document.querySelector<HTMLElement>('[data-testid=loading-bar]');
  return !bar || bar.getAttribute('aria-hidden') === 'true' || bar.getAttribute('aria-valuenow') === '100';
}

/** Faded out, as a picture of the screen should show it. */
export function loadingBarFaded(): boolean {
  const bar = document.querySelector<HTMLElement>('[data-testid=loading-bar]');
  return !bar || getComputedStyle(bar).opacity === '0';
}
