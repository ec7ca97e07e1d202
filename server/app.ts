import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { uploadImageMaxBytes } from '../model/imageUpload';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { loggerOptions } from './logger';
import { createMailer, type Mailer } from './auth/mail';
import mailQueue from './auth/mailQueue';
import authentication from './plugins/authentication';
import errorHandler from './plugins/errorHandler';
import locale from './plugins/locale';
import securityHeaders from './plugins/securityHeaders';
import sessionCache from './plugins/sessionCache';
import { SharedHitCounter, sharedRateLimitStore } from './plugins/sharedRateLimit';
import liveHub from './live/hubPlugin';
import metrics from './ops/metrics';
import probeRoutes from './ops/probes';
import { zodValidatorCompiler } from './plugins/validation';
import staticFiles from './plugins/staticFiles';
import apiRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replace the mailer (tests capture messages instead of sending them). */
  mailer?: Mailer;
  /** Serve the built browser app from dist/ (off in API tests). */
  serveClient?: boolean;
}

/** Builds the whole API (and, when asked, the browser app's files); index.ts listens, tests inject. */
export async function buildApp({ config, database, mailer, serveClient = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Client-supplied request ids are ignored so log correlation cannot be spoofed.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  await app.register(mailQueue);

  await app.register(locale);
  await app.register(errorHandler);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI and emotion inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.APP_URL.startsWith('https:'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: uploadImageMaxBytes, files: 1, fields: 10 } });
  const rateLimitCounter = new SharedHitCounter(database.db, app.log);
  app.addHook('onClose', () => rateLimitCounter.close());
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // Keyed by the user of the token the authentication hook (which runs first) accepted: keying by
    // whatever the Authorization header says would give each made-up token a fresh allowance, and
    // keying by token would give each new sign-in one.
    keyGenerator: (request) =>
      request.session ? `user:${request.session.user.id}` : request.apiKey ? `api_key:${request.apiKey.id}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
    // Counted across the nodes on this database, without a query per request (docs/security.md, "Rate limits").
    store: sharedRateLimitStore(rateLimitCounter),
  });
  await app.register(sessionCache, { database });
  await app.register(liveHub, { database });
  await app.register(authentication);
  // Before the routes, so its onResponse hook times every one of them.
  await app.register(metrics, { database });
  await app.register(probeRoutes);
  // The OpenAPI document is generated from the same zod schemas that validate requests.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tarmac API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFiles, { serveClient });
  return app;
}
