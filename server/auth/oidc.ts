import { createHmac, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcProviderConfig } from '../config';

/**
 * External sign-in through OpenID Connect: authorization code flow with PKCE (S256), state
 * and nonce. What the callback needs to check travels in a signed cookie rather than in
 * server memory, because several API processes may sit behind one load balancer.
 */

/** A sign-in started at the provider must come back within this time. */
export const pendingSignInSeconds = 10 * 60;

/** A failure the browser is told about; `messageKey` is an i18n key under `auth.`. */
export class OidcSignInError extends Error {
  constructor(
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(messageKey, options);
  }
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** openid-client refuses plain http; we only relax that for a provider on this machine (development, tests). */
export function isLoopbackIssuer(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

export function callbackUrl(appUrl: string, providerName: string): string {
  return `${appUrl}/api/oauth/${encodeURIComponent(providerName)}/callback`;
}

// Keyed by the provider's config object: derived from configuration, never from a user's state,
// so it is safe to keep per process; a failed discovery is forgotten so the next attempt retries.
const configurations = new WeakMap<OidcProviderConfig, Promise<client.Configuration>>();

export function providerConfiguration(provider: OidcProviderConfig): Promise<client.Configuration> {
  let pending = configurations.get(provider);
  if (!pending) {
    pending = discover(provider);
    configurations.set(provider, pending);
    pending.catch(() => configurations.delete(provider));
  }
  return pending;
}

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const insecure = isLoopbackIssuer(provider.issuer);
  const discovered = await client.discovery(new URL(provider.issuer), provider.client_id, undefined, client.None(), {
    execute: insecure ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  const server = discovered.serverMetadata();
  const configuration = new client.Configuration(
    server,
    provider.client_id,
    provider.client_secret,
    clientAuthentication(provider, server),
  );
  if (insecure) client.allowInsecureRequests(configuration);
  configuration.timeout = 10;
  return configuration;
}

/** client_secret_basic is the default every provider must accept (RFC 8414 §2); post only when basic is not offered. */
function clientAuthentication(provider: OidcProviderConfig, server: client.ServerMetadata): client.ClientAuth {
  if (!provider.client_secret) return client.None();
  const supported = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return supported.includes('client_secret_basic') || !supported.includes('client_secret_post')
    ? client.ClientSecretBasic(provider.client_secret)
    : client.ClientSecretPost(provider.client_secret);
}

/** Everything the callback must check, carried by the browser in a signed cookie. */
const pendingSignInSchema = z.object({
  provider: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  remember: z.boolean(),
  /** Unix seconds; the cookie's own max-age is only advice to the browser. */
  expires: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** The provider's authorization URL and the checks to keep until the browser comes back. */
export async function startSignIn(
  provider: OidcProviderConfig,
  appUrl: string,
  remember: boolean,
): Promise<{ url: string; pending: PendingSignIn }> {
  const configuration = await providerConfiguration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(appUrl, provider.name),
    response_type: 'code',
    scope: provider.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const expires = Math.floor(Date.now() / 1000) + pendingSignInSeconds;
  return { url: url.href, pending: { provider: provider.name, state, codeVerifier, nonce, remember, expires } };
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`oidc:${payload}`).digest();
}

export function sealPendingSignIn(pending: PendingSignIn, secret: string): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The pending sign-in when the cookie is intact and not expired; null otherwise. */
export function openPendingSignIn(sealed: string | undefined, secret: string): PendingSignIn | null {
  const [payload, given, ...rest] = (sealed ?? '').split('.');
  if (!payload || !given || rest.length) return null;
  const expected = signature(secret, payload);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) return null;
  try {
    const pending = pendingSignInSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return pending.expires > Date.now() / 1000 ? pending : null;
  } catch {
    return null;
  }
}

/**
 * Exchanges the code (checking state, PKCE and nonce) and returns the e-mail address the
 * provider vouches for. Throws OidcSignInError with the message to show.
 */
export async function finishSignIn(
  provider: OidcProviderConfig,
  appUrl: string,
  pending: PendingSignIn,
  callbackQuery: string,
): Promise<{ email: string; subject: string }> {
  let claims: Record<string, unknown>;
  try {
    const configuration = await providerConfiguration(provider);
    const redirectUri = callbackUrl(appUrl, provider.name);
    const tokens = await client.authorizationCodeGrant(
      configuration,
      new URL(`${redirectUri}?${callbackQuery}`),
      { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
      { redirect_uri: redirectUri },
    );
    const idToken = tokens.claims()!;
    claims = { ...idToken };
    // Providers that follow OIDC Core §5.4 strictly put scope claims only in UserInfo for the code flow.
    if ((claims.email === undefined || claims.email_verified === undefined) && configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      claims = { ...userInfo, ...idToken };
    }
  } catch (error) {
    throw new OidcSignInError('auth.oidc_failed', { cause: error });
  }
  if (claims.email_verified !== true || typeof claims.email !== 'string' || !claims.email.includes('@')) {
    throw new OidcSignInError('auth.oidc_unverified_email');
  }
  return { email: claims.email.trim().toLowerCase(), subject: String(claims.sub) };
}
