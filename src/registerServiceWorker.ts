/**
 * After the page's load the first screen still fetches its data and renders: the worker's install
 * (the precache, about 1 MB over the wire) waits this long, and then for an idle moment.
 */
const settleMs = 5000;

/**
 * Registers the service worker of the built app (build/pwa.ts; docs/modules/scheduled.md,
 * "Installable app and service worker") once the first screen has settled: its precache download
 * then never competes with that screen's own requests and rendering (bench/first-load: Lighthouse's
 * mobile score of /home counted the install's requests while it ran at `load`). `npm run dev` has
 * none to register.
 *
 * Registered as it is rather than through vite-plugin-pwa's helper, which reloads every open
 * page when a new version takes over: that would throw away a technician's half-filled form.
 * The new worker takes over at once (skipWaiting, clientsClaim) and a page still on the old
 * build meets a missing chunk on its next screen, which reloads it (routes/chunkFailure.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without a worker the app still works online; nothing to tell the user.
      console.warn('Service worker registration failed', error);
    });
  };
  const whenSettled = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: settleMs });
      else register();
    }, settleMs);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
