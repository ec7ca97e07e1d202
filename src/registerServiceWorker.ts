/**
 * Registers the service worker of the built app (build/pwa.ts; docs/modules/scheduled.md,
 * "Installable app and service worker") once the page has loaded: its precache download then
 * never competes with the first screen's own requests. `npm run dev` has none to register.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
