import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyCaller } from '../auth/apiKeyCaller';
import { apiKeyCallerFor, isApiKeyToken } from '../auth/apiKeys';
import type { Session } from '../auth/session';
import { forbidden, unauthenticated } from '../errors';
import { routeAccess, signedIn, type RouteAccess } from './routeAccess';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The system calling with an API key; when set, `session` is null (docs/security.md, "API keys"). */
    apiKey: ApiKeyCaller | null;
    /** The signed-in caller; throws 401 when there is none. */
    requireSession(): Session;
  }
  interface FastifyInstance {
    /** Every registered route with the access it declared, in registration order (tests walk it). */
    routeAccessTable: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, registration, password reset …). */
    public?: boolean;
    /**
     * Permission names, any of which grants access; `'signed_in'` admits every signed-in account.
     * A route that is not public must name one: a route declaring neither is refused at start-up.
     */
    permission?: string | string[];
  }
}

export { signedIn };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * Deny by default, decided from the route the router matched, never from the raw request URL:
 * the router decodes percent-escapes and accepts absolute request targets, so `/%61pi/users` and
 * `http://host/api/users` reach the same handler as `/api/users` and must meet the same check.
 * Every route declares `public` or a `permission`; a request that matched no route needs a session
 * (so unknown paths cannot be probed signed out).
 */
export default fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('requireSession', function (this: FastifyRequest) {
    if (!this.session) throw unauthenticated();
    return this.session;
  });

  const table: FastifyInstance['routeAccessTable'] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = routeAccess(route.config);
    if (!access) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access: give it config.public or config.permission (use '${signedIn}' for any signed-in user)`,
      );
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token && isApiKeyToken(token)) {
      // A system's key: one query, never cached, so a revoked key is refused at once (server/auth/apiKeys.ts).
      request.apiKey = await apiKeyCallerFor(app.db, token);
    }
    // Session tokens are random base64url, so one in 64⁴ starts like a key: not a key, it may still be a session.
    if (token && !request.apiKey) {
      // From memory when the token was seen lately, else one query (server/auth/sessionForToken.ts).
      request.session = await app.sessions.sessionFor(token);
    }
    const access = request.is404 ? null : routeAccess(request.routeOptions.config);
    if (access?.public) return;
    if (request.apiKey) {
      // A key is never a person: it reaches only the routes that name its one permission, not even signed_in ones.
      if (!access?.permissions.includes(request.apiKey.permission)) throw forbidden();
      return;
    }
    if (!request.session) throw unauthenticated();
    if (!access) return; // no such route: the not-found handler answers 404 to a signed-in caller
    if (access.permissions.includes(signedIn)) return;
    if (!access.permissions.some((name) => request.session!.permissions.has(name))) throw forbidden();
  });
});
