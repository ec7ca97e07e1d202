import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallbackLocale, negotiateLocale, type Locale } from '../../model/locales';
import { translatorFor, type Translate } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
  }
}

/** Every answer speaks the caller's language, chosen from Accept-Language (docs/ARCHITECTURE.md). */
export default fp(async function locale(app: FastifyInstance) {
  app.decorateRequest('locale', fallbackLocale);
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    request.t = translatorFor(request.locale);
  });
});
