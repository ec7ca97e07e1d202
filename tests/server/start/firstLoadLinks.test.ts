import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadHintsFile, type FirstLoadHints } from '../../../model/firstLoadHints';
import { appSettings } from '../../../server/db/schema';
import { firstLoadLinks } from '../../../server/plugins/firstLoadLinks';
import { createTestApp, type TestApp } from '../helper';

const hints: FirstLoadHints = {
  signedOut: ['/assets/account-1.js', '/assets/inputs-1.js'],
  signedIn: ['/assets/layout-1.js', '/assets/inputs-1.js'],
  home: ['/assets/home-1.js'],
  locales: { en: '/assets/en-1.js', fr: '/assets/fr-1.js', es: '/assets/es-1.js' },
};

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-dist-'));
beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(dist, firstLoadHintsFile), JSON.stringify(hints));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The page's Link header for a request of `url` carrying `cookies`, as separate links. */
async function links(url: string, cookies: Record<string, string> = {}, folder = dist) {
  const header = await firstLoadLinks(t.app, { url, cookies } as unknown as FastifyRequest, folder);
  return header.split(', ');
}
const script = (url: string) => `<${url}>; rel=modulepreload; crossorigin`;

// First load: the page announces what its first screen will fetch, so the browser
// starts on it beside the entry script instead of a round trip or two after it.
describe('the Link header of the page', () => {
  it('signed out: the logo, the signed-out screens and the default locale’s messages', async () => {
    expect(await links('/login')).toEqual([
      '</logo.svg>; rel=preload; as=image',
      script('/assets/account-1.js'),
      script('/assets/inputs-1.js'),
      script('/assets/en-1.js'),
    ]);
  });

  it('signed in on What’s up: the layout, the screen and the chosen locale’s messages', async () => {
    expect(await links('/home?x=1', { token: 'any', locale: 'fr' })).toEqual([
      '</logo.svg>; rel=preload; as=image',
      script('/assets/layout-1.js'),
      script('/assets/inputs-1.js'),
      script('/assets/home-1.js'),
      script('/assets/fr-1.js'),
    ]);
  });

  it('signed in elsewhere: the layout only', async () => {
    expect(await links('/scheduled', { token: 'any' })).not.toContain(script('/assets/home-1.js'));
  });

  it('an unknown locale cookie gives the configured default; a company logo replaces the default one', async () => {
    await t.database.db.update(appSettings).set({ default_locale: 'es', logo_path: 'logos/0123456789abcdef0123456789abcdef.png' });
    try {
      const header = await links('/login', { locale: 'xx' });
      expect(header[0]).toBe('</media/logos/0123456789abcdef0123456789abcdef.png>; rel=preload; as=image');
      expect(header).toContain(script('/assets/es-1.js'));
    } finally {
      await t.database.db.update(appSettings).set({ default_locale: 'en', logo_path: null });
    }
  });

  it('without the build’s hints, only the logo', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-dist-'));
    try {
      expect(await links('/login', {}, empty)).toEqual(['</logo.svg>; rel=preload; as=image']);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
