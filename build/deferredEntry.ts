import type { Plugin } from 'vite';

/**
 * The built page preloads the app's entry instead of running it, and /boot.js (public/boot.js)
 * imports it after one frame: the splash logo then paints before the entry's long first evaluation
 * (docs/ARCHITECTURE.md, "The browser's first load"; measured with bench/first-load). The entry's own
 * imports keep the modulepreload links Vite writes for them.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'tarmac:deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // A page without /boot.js (the first-load bench's bare react-admin app) runs its entry as built.
        if (!html.includes('src="/boot.js"')) return html;
        const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
        if (entries.length !== 1) throw new Error(`deferredEntry: expected one module entry in index.html, found ${entries.length}`);
        const [tag, src] = entries[0];
        return html.replace(tag, `<link rel="modulepreload" crossorigin href="${src}" data-entry>`);
      },
    },
  };
}
