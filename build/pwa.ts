import type { VitePWAOptions } from 'vite-plugin-pwa';
import { apiCacheName } from '../model/storageKeys.ts';

/**
 * Tarmac as an installable app (docs/modules/scheduled.md, "Installable app and service worker"):
 * the manifest, and a Workbox service worker that precaches the whole built shell (every lazy
 * screen and every locale, so a phone opens any screen with no network) and keeps the last GET
 * answers of the API for when the network is gone. src/main.tsx registers it after the page has
 * loaded; `npm run dev` gets none.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // src/main.tsx registers it itself, once the page has loaded (the first load is not slowed).
  injectRegister: false,
  devOptions: { enabled: false },
  manifest: {
    name: 'Tarmac',
    short_name: 'Tarmac',
    description: 'Tarmac, operations planning for aviation ground services',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    // As index.html's theme-color.
    theme_color: '#1565c0',
    background_color: '#ffffff',
    // Made once from public/logo.svg's mark (the maskable one keeps the star in the central safe zone).
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2,png}'],
    // The shell's entry chunk is the largest file (~750 kB before compression): below Workbox's 2 MiB default.
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // Every app route opens index.html from the precache; the API, uploads, the operations
    // endpoints (docs/operations.md) and real files (/config.js, /samples/*.csv, a PDF) are never
    // answered with the app's page.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/(health|ready|metrics)(\?|$)/, /^\/config\.js$/, /\/[^/?]+\.[^/]+$/],
    runtimeCaching: [
      {
        // The global configuration index.html loads: fresh when online, the last one offline.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
        handler: 'NetworkFirst',
        // A blocking script of the page: on a weak signal the last copy beats a blank screen.
        options: { cacheName: 'tarmac-config', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
      },
      {
        // GET answers of the API (only GET is routed: a write goes to the network and fails
        // offline, for the offline queue to catch). Never the live stream (SSE), the health probe,
        // files (PDF, CSV, spreadsheets, exports) or uploads. Workbox serialises this function into
        // sw.js, so it names nothing from outside itself.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith('/api/') &&
          !/^\/api\/(events|health)(\/|$)/.test(url.pathname) &&
          !/(\.(pdf|csv|xlsx)|\/export)$/.test(url.pathname) &&
          !url.pathname.includes('/media/'),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: apiCacheName,
          // A phone on a weak signal gets the last answer after 4 s instead of a spinner.
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 300, maxAgeSeconds: 2 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
