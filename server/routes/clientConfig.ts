import type { FastifyInstance } from 'fastify';
import { appSettings } from '../db/schema';
import { mediaUrl } from '../media/mediaFiles';

/** The global configuration injected into the page (names, logo, languages, date format, sign-in providers), as a script. */
export async function clientConfigScript(app: FastifyInstance, locales: readonly string[]): Promise<string> {
  const [settings] = await app.db.select().from(appSettings).limit(1);
  const config = {
    appName: 'Tarmac',
    companyName: settings?.company_name ?? 'Tarmac',
    logoUrl: mediaUrl(settings?.logo_path ?? null),
    locales,
    defaultLocale: settings && locales.includes(settings.default_locale) ? settings.default_locale : 'en',
    dateFormat: settings?.date_format ?? 'DD MMM YYYY',
    weekStartsMonday: settings?.week_starts_monday ?? false,
    oidcProviders: app.config.OIDC_PROVIDERS.map(({ name, label }) => ({ name, label: label ?? name })),
  };
  // JSON is valid JavaScript; escaping "<" keeps a stray "</script>" inert.
  return `window.config = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
}
