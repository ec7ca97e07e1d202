import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../auth/session';
import { forbidden, unauthenticated } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The signed-in caller; throws 401 when there is none. */
    requireSession(): Session;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, registration, password reset …). */
    public?: boolean;
    /** Permission names, any of which grants access. */
    permission?: string | string[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * Secure by default: every /api route needs a live token unless its config says `public`,
 * and a route that names a permission needs the caller's role to hold it.
 */
export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('requireSession', function (this: FastifyRequest) {
    if (!this.session) throw unauthenticated();
    return this.session;
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config ?? {};
    const token = bearerToken(request);
    if (token) {
      // From memory when the token was seen lately, else one query (server/auth/sessionForToken.ts).
      request.session = await app.sessions.sessionFor(token);
    }
    if (config.public || !request.url.startsWith('/api/')) return;
    if (!request.session) throw unauthenticated();
    const required = config.permission;
    if (required) {
      const names = Array.isArray(required) ? required : [required];
      if (!names.some((name) => request.session!.permissions.has(name))) throw forbidden();
    }
  });
});
