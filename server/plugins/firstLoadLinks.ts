import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLogoUrl } from '../../model/branding';
import { firstLoadHintsFile, type FirstLoadHints } from '../../model/firstLoadHints';
import { fallbackLocale, supportedLocales } from '../../model/locales';
import { localeCookie, tokenCookie } from '../../model/storageKeys';
import { appSettings } from '../db/schema';
import { mediaUrl } from '../media/mediaFiles';

let cachedHints: { mtimeMs: number; hints: FirstLoadHints } | null = null;

/** dist/first-load.json (build/firstLoadHints.ts), read again when a rebuild replaced it; none without it. */
function readHints(distFolder: string): FirstLoadHints | null {
  const file = path.join(distFolder, firstLoadHintsFile);
  try {
    const { mtimeMs } = fs.statSync(file);
    if (cachedHints?.mtimeMs !== mtimeMs) cachedHints = { mtimeMs, hints: JSON.parse(fs.readFileSync(file, 'utf8')) as FirstLoadHints };
    return cachedHints.hints;
  } catch {
    return null;
  }
}

/**
 * The Link header sent with the page (index.html): what its first screen will need, announced so
 * the browser fetches it beside the entry script instead of a round trip or two after it (see
 * bench/first-load). Hints only: a wrong guess (an expired token) costs a download, nothing else.
 * - the logo every page shows (nav bar, sign-in card), the company's or the default one: on a
 *   phone it is the largest thing on the first screen;
 * - the scripts of the first screen's kind, told by the cookies the page will read: the token
 *   (signed in: the default layout, and What's up on /home; else the signed-out screens) and the
 *   locale (its messages; else the configured default, as /config.js says).
 */
export async function firstLoadLinks(app: FastifyInstance, request: FastifyRequest, distFolder: string): Promise<string> {
  const [settings] = await app.db
    .select({ logoPath: appSettings.logo_path, defaultLocale: appSettings.default_locale })
    .from(appSettings)
    .limit(1);
  const links = [`<${mediaUrl(settings?.logoPath ?? null) ?? defaultLogoUrl}>; rel=preload; as=image`];
  const hints = readHints(distFolder);
  if (!hints) return links.join(', ');
  const pathname = request.url.split('?')[0];
  const signedIn = Boolean(request.cookies[tokenCookie]);
  const scripts = signedIn ? [...hints.signedIn, ...(pathname === '/home' ? hints.home : [])] : hints.signedOut;
  const chosen = request.cookies[localeCookie];
  const locale =
    [chosen, settings?.defaultLocale].find((candidate) => candidate && (supportedLocales as readonly string[]).includes(candidate)) ??
    fallbackLocale;
  const messages = hints.locales[locale];
  for (const url of [...scripts, ...(messages ? [messages] : [])]) links.push(`<${url}>; rel=modulepreload; crossorigin`);
  return links.join(', ');
}
