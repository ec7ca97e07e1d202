import { describe, expect, it } from 'vitest';
import { browserPerFile } from '../support/browserPerFile';
import { demo } from '../support/shell';

const sessions = browserPerFile();

/**
 * How the built app reaches a cold browser (first load; the figures are
 * bench/first-load's): a handful of script files, the hashed ones pre-compressed with brotli and
 * cached for a year, and the logo announced with the page so it does not wait for the app.
 */
describe('first load', () => {
  it('of the sign-in screen: a few pre-compressed, long-cached scripts, announced with the page with the logo', async () => {
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

    // The logo and the sign-in screen's scripts are announced with the page (fetched beside the entry).
    const link = document!.headers()['link'];
    expect(link).toMatch(/^<\/logo\.svg>; rel=preload; as=image, /);
    expect(link).toMatch(/<\/assets\/account-[\w-]+\.js>; rel=modulepreload; crossorigin/);
    expect(link).toMatch(/<\/assets\/en-[\w-]+\.js>; rel=modulepreload; crossorigin/);
    const assets = scripts.filter((script) => script.url.includes('/assets/'));
    // The entry, the signed-out screens, the text field family and English, each fetched once
    // (a preload the page could not use would be fetched twice): no signed-in code.
    expect(assets.length, assets.map((script) => script.url).join(' ')).toBeLessThanOrEqual(4);
    expect(new Set(assets.map((script) => script.url)).size).toBe(assets.length);
    expect(assets.map((script) => script.url).join(' ')).not.toMatch(/layout-|home-/);
    for (const script of assets) {
      expect(script.encoding, script.url).toBe('br');
      expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    }
  });

  it("signed in on What's up, the page announces the layout and the screen", async () => {
    const { page } = await sessions.signedIn(demo.tech);
    const document = await page.goto('/home');
    const link = document!.headers()['link'];
    expect(link).toMatch(/<\/assets\/layout-[\w-]+\.js>; rel=modulepreload/);
    expect(link).toMatch(/<\/assets\/home-[\w-]+\.js>; rel=modulepreload/);
  });
});
