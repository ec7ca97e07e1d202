import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';

const sessions = browserPerFile();

/**
 * How the built app reaches a cold browser (issue 13, first load; the figures are
 * bench/first-load's): a handful of script files, the hashed ones pre-compressed with brotli and
 * cached for a year, and the logo announced with the page so it does not wait for the app.
 */
describe('first load of the sign-in screen', () => {
  it('downloads a few pre-compressed, long-cached scripts, and the logo announced with the page', async () => {
    const { page } = await sessions.anonymous();
    const scripts: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        const headers = response.headers();
        scripts.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
      }
    });
    const document = await page.goto('/login');
    await page.getByRole('button', { name: /sign in/i }).waitFor();

    expect(document!.headers()['link']).toBe('</logo.svg>; rel=preload; as=image');
    const assets = scripts.filter((script) => script.url.includes('/assets/'));
    // The entry, the signed-out screens, the text field family and English: no signed-in code.
    expect(assets.length).toBeLessThanOrEqual(5);
    expect(assets.map((script) => script.url).join(' ')).not.toMatch(/layout-|home-/);
    for (const script of assets) {
      expect(script.encoding, script.url).toBe('br');
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });
});
