import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { oauthProviderSchema, oauthStartSchema } from '../../../model/accountRecords';
import { users } from '../../db/schema';
import { recordAudit } from '../../audit';
import { finishSignIn, OidcSignInError, openPendingSignIn, pendingSignInSeconds, sealPendingSignIn, startSignIn } from '../../auth/oidc';
import { signingSecret } from '../../auth/signedLinks';
import { issueToken } from '../../auth/tokens';
import { publicRoute, type RouteApp } from '../../core/routeKit';
import { ApiError } from '../../errors';

const stateCookie = 'tarmac_oidc';
const cookiePath = '/api/oauth';

// The body is optional: a bodyless POST reaches the validator as null.
const startBody = z.object({ remember: z.boolean().optional().default(false) }).nullish();

/**
 * The provider's name as the path holds it: any text, typed here rather than validated, since the
 * handlers answer an unknown one themselves (a 404, or a redirect to the sign-in page with the
 * reason). Naming the params also names the rest: the start's body is what `startBody` parses to.
 */
type ProviderPath = { Params: { provider: string } };
type StartRequest = ProviderPath & { Body: z.output<typeof startBody> };

/**
 * External sign-in (docs/security.md): POST gives the browser the provider's URL, the provider sends
 * the browser back to the callback, which hands the token to the app in the URL fragment
 * (never in a query string, so it reaches no server log or Referer).
 */
export default async function oauthRoutes(app: RouteApp) {
  const providers = app.config.OIDC_PROVIDERS;
  const findProvider = (name: string) => providers.find((p) => p.name === name);

  app.get('/oauth/providers', publicRoute({ response: { 200: z.array(oauthProviderSchema) } }), async () =>
    providers.map((p) => ({ name: p.name, label: p.label ?? p.name })),
  );

  app.post<StartRequest>(
    '/oauth/:provider',
    publicRoute({ body: startBody, response: { 200: oauthStartSchema } }),
    async (request, reply) => {
      const provider = findProvider(request.params.provider);
      if (!provider) throw new ApiError(404, 'auth.oidc_unknown_provider');
      const remember = request.body?.remember ?? false;
      let started: Awaited<ReturnType<typeof startSignIn>>;
      try {
        started = await startSignIn(provider, app.config.APP_URL, remember);
      } catch (error) {
        // The provider is down or misconfigured: an upstream failure, said plainly, without details.
        request.log.warn({ provider: provider.name, reason: (error as Error).message }, 'oidc discovery failed');
        throw new ApiError(502, 'auth.oidc_failed');
      }
      reply.setCookie(stateCookie, sealPendingSignIn(started.pending, await signingSecret(app)), {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax', // the provider's redirect back is a top-level GET navigation
        secure: app.config.APP_URL.startsWith('https:'),
        maxAge: pendingSignInSeconds,
      });
      return { url: started.url };
    },
  );

  app.get<ProviderPath>('/oauth/:provider/callback', { config: { public: true } }, async (request, reply) => {
    reply.clearCookie(stateCookie, { path: cookiePath });
    reply.header('cache-control', 'no-store');
    const name = request.params.provider;
    try {
      const provider = findProvider(name);
      if (!provider) throw new OidcSignInError('auth.oidc_unknown_provider');
      const pending = openPendingSignIn(request.cookies[stateCookie], await signingSecret(app));
      if (!pending || pending.provider !== provider.name) throw new OidcSignInError('auth.oidc_failed');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const { email } = await finishSignIn(provider, app.config.APP_URL, pending, query);
      const userId = await activeUserId(request, email, provider.name);
      const issued = await issueToken(app.db, userId, {
        remember: pending.remember,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return redirectToLogin(reply, `token=${encodeURIComponent(issued.token)}&expires_in=${issued.expires_in}`);
    } catch (error) {
      const key = error instanceof OidcSignInError ? error.messageKey : 'auth.oidc_failed';
      const cause = error instanceof OidcSignInError ? error.cause : error;
      const reason = cause instanceof Error ? cause.message : undefined;
      if (error instanceof OidcSignInError) request.log.warn({ provider: name, key, reason }, 'oidc sign-in failed');
      else request.log.error({ provider: name, err: error }, 'oidc sign-in failed unexpectedly');
      return redirectToLogin(reply, `error=${encodeURIComponent(request.t(key))}`);
    }
  });

  function redirectToLogin(reply: FastifyReply, fragment: string) {
    return reply.redirect(`${app.config.APP_URL}/login#${fragment}`, 302);
  }

  /** No auto-provisioning: the address must belong to an active account; signing in proves it. */
  async function activeUserId(request: FastifyRequest, email: string, providerName: string): Promise<number> {
    const [user] = await app.db
      .select({ id: users.id, verifiedAt: users.email_verified_at })
      .from(users)
      .where(and(eq(users.email, email), eq(users.active, true)))
      .limit(1);
    if (!user) throw new OidcSignInError('auth.oidc_no_account');
    if (!user.verifiedAt) {
      await app.db
        .update(users)
        .set({ email_verified_at: sql`now()`, updated_at: sql`now()`, version: sql`${users.version} + 1` })
        .where(and(eq(users.id, user.id), isNull(users.email_verified_at)));
      await recordAudit(app.db, request, {
        action: 'update',
        resource: 'users',
        recordId: user.id,
        changes: { email_verified_at: `verified by ${providerName}` },
      });
    }
    return user.id;
  }
}
