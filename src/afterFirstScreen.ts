/**
 * Runs `run` once the first screen has settled: after the page's load that screen still fetches its
 * data and renders (a phone's first load, bench/first-load), so work it does not need waits `settleMs`
 * past `load` and then for an idle moment, and never competes with its requests and rendering.
 */
export function afterFirstScreen(run: () => void, settleMs: number): void {
  const whenSettled = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: settleMs });
      else run();
    }, settleMs);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
