// Starts the app one frame late (build/deferredEntry.ts, docs/ARCHITECTURE.md "The browser's first
// load"). Its entry takes ~300 ms to evaluate on a phone and, when it has arrived by the end of
// parsing, would run before the first paint, so the splash would wait for it. The built page only
// preloads the entry (<link rel="modulepreload" data-entry>: fetched and compiled beside the rest);
// this imports it once a frame with the splash has been painted. A page opened in a hidden tab paints
// no frame until shown, so there it starts at once. In development the page loads the entry itself.
(() => {
  const entry = document.querySelector('link[rel="modulepreload"][data-entry]');
  if (!entry) return;
  const start = () => import(entry.href);
  if (document.visibilityState === 'hidden') void start();
  else requestAnimationFrame(() => setTimeout(start));
})();
