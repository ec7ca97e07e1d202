import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error oidc-provider ships no type declarations
import Provider from 'oidc-provider';
import { users } from '../../../server/db/schema';
import { bearer, createTestApp, type TestApp } from '../helper';

/**
 * External sign-in against a real OpenID provider (oidc-provider) on 127.0.0.1: the test plays
 * the browser — it follows the provider's redirects with plain fetch and carries cookies by hand.
 */

const appUrl = 'http://tarmac.test';
const callbackUrl = (provider = 'local') => `${appUrl}/api/oauth/${provider}/callback`;
const clientSecret = 'tarmac-test-secret-0123456789abcdef';

/** The provider's accounts, by subject; the interaction handler signs in whichever the test names. */
const accounts: Record<string, { email: string; email_verified: boolean }> = {
  planner: { email: 'Planner@Tarmac.test', email_verified: true },
  unverified: { email: 'supervisor@tarmac.test', email_verified: false },
  stranger: { email: 'nobody@elsewhere.test', email_verified: true },
  viewer: { email: 'viewer@tarmac.test', email_verified: true },
  newcomer: { email: 'newcomer@tarmac.test', email_verified: true },
};
type Account = keyof typeof accounts;

interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Artifact lifetimes in seconds; setting them also keeps oidc-provider's notices out of the output. */
const ttl = { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 };

/**
 * `claimsInIdToken: false` is oidc-provider's default (OIDC Core §5.4: with the code flow the
 * e-mail claims come from UserInfo); `true` puts them in the ID token, as many providers do.
 */
async function startOpenIdProvider(name: string, claimsInIdToken: boolean): Promise<RunningProvider> {
  const server = http.createServer();
  const issuer = await listen(server);
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'tarmac',
        client_secret: clientSecret,
        redirect_uris: [callbackUrl(name)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: { keys: [{ ...signingKey, kid: 'test', alg: 'RS256', use: 'sig' }] },
    features: { devInteractions: { enabled: false } },
    conformIdTokenClaims: !claimsInIdToken,
    ttl,
    findAccount: async (_ctx: unknown, sub: string) =>
      accounts[sub] ? { accountId: sub, claims: async () => ({ sub, ...accounts[sub] }) } : undefined,
  });
  const callback = provider.callback();
  // The login and consent screens, reduced to "sign in as ?account=… and grant what was asked".
  const interact = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url!, issuer);
    if (!url.pathname.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = url.searchParams.get('account')!;
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => void interact(req, res));
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Plays the browser at the provider: follows redirects until it is sent back to the app's callback. */
async function authorizeAt(authorizationUrl: string, account: Account, provider = 'local'): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(`${callbackUrl(provider)}?`)) return url.slice(callbackUrl(provider).length + 1);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
    if (new URL(url).pathname.startsWith('/interaction/')) url += `?account=${account}`;
  }
  throw new Error('too many redirects at the provider');
}

let op: RunningProvider;
let direct: RunningProvider;
let unreachableIssuer: string;
let t: TestApp;

beforeAll(async () => {
  op = await startOpenIdProvider('local', false);
  direct = await startOpenIdProvider('direct', true);
  const closed = http.createServer();
  unreachableIssuer = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  t = await createTestApp({
    APP_URL: appUrl,
    OIDC_PROVIDERS: JSON.stringify([
      { name: 'local', label: 'Local OP', issuer: op.issuer, client_id: 'tarmac', client_secret: clientSecret },
      { name: 'direct', label: 'Direct OP', issuer: direct.issuer, client_id: 'tarmac', client_secret: clientSecret },
      { name: 'offline', issuer: unreachableIssuer, client_id: 'tarmac' },
    ]),
  });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
  await direct?.close();
});

async function start(remember?: boolean, provider = 'local') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/oauth/${provider}`,
    payload: remember === undefined ? {} : { remember },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'tarmac_oidc')!;
  return { url: response.json().url as string, cookie: cookie.value, setCookie: cookie };
}

async function callback(query: string, cookie?: string, provider = 'local') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/oauth/${provider}/callback?${query}`,
    cookies: cookie ? { tarmac_oidc: cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/login`);
  const cleared = response.cookies.find((c) => c.name === 'tarmac_oidc');
  expect(cleared?.value).toBe('');
  return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
}

async function signIn(account: Account, remember?: boolean, provider = 'local') {
  const { url, cookie } = await start(remember, provider);
  return callback(await authorizeAt(url, account, provider), cookie, provider);
}

describe('GET /api/oauth/providers', () => {
  it('lists the configured providers without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'local', label: 'Local OP' },
      { name: 'direct', label: 'Direct OP' },
      { name: 'offline', label: 'offline' },
    ]);
  });
});

describe('POST /api/oauth/:provider', () => {
  it('answers the authorization URL with PKCE S256, state and nonce, and keeps them in a signed cookie', async () => {
    const { url, setCookie } = await start();
    const authorization = new URL(url);
    expect(authorization.origin).toBe(op.issuer);
    const params = authorization.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('tarmac');
    expect(params.get('redirect_uri')).toBe(callbackUrl());
    expect(params.get('scope')).toBe('openid email profile');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth', maxAge: 600 });
    expect(setCookie.value).not.toContain(params.get('code_challenge'));
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth/nope', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This sign-in provider is not configured.' });
  });

  it('answers 502, not 500, when the provider cannot be reached', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth/offline' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'External sign-in failed. Please try again.' });
  });

  it('answers 422 for a malformed body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth/local', payload: { remember: 'yes' } });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/oauth/:provider/callback', () => {
  it('signs the user in by verified e-mail and hands the token to the browser app', async () => {
    const result = await signIn('planner');
    expect(result.error).toBeUndefined();
    expect(result.expires_in).toBe(String(24 * 3600));
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(result.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('planner@tarmac.test');
  });

  it('reads the e-mail from the ID token when the provider puts it there', async () => {
    const result = await signIn('planner', false, 'direct');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(result.token) });
    expect(me.json().email).toBe('planner@tarmac.test');
    expect(await signIn('unverified', false, 'direct')).toEqual({ error: 'The provider did not confirm this e-mail address.' });
  });

  it('carries "remember me" through the provider', async () => {
    const result = await signIn('planner', true);
    expect(result.expires_in).toBe(String(365 * 24 * 3600));
  });

  it('verifies a local address that the provider vouches for', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'New Comer', email: 'newcomer@tarmac.test', password: 'a-long-password', password_confirmation: 'a-long-password' },
    });
    expect(registered.statusCode).toBe(201);
    const result = await signIn('newcomer');
    expect(result.token).toBeTruthy();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'newcomer@tarmac.test'));
    expect(user.email_verified_at).toBeInstanceOf(Date);
  });

  it('refuses an e-mail address the provider has not verified', async () => {
    expect(await signIn('unverified')).toEqual({ error: 'The provider did not confirm this e-mail address.' });
  });

  it('refuses an address with no account, and a deactivated account', async () => {
    expect(await signIn('stranger')).toEqual({ error: 'No active account uses this e-mail address.' });
    await t.database.db.update(users).set({ active: false }).where(eq(users.email, 'viewer@tarmac.test'));
    expect(await signIn('viewer')).toEqual({ error: 'No active account uses this e-mail address.' });
  });

  it('refuses a tampered state', async () => {
    const { url, cookie } = await start();
    const query = new URLSearchParams(await authorizeAt(url, 'planner'));
    query.set('state', `${query.get('state')}x`);
    expect(await callback(query.toString(), cookie)).toEqual({ error: 'External sign-in failed. Please try again.' });
  });

  it('refuses a missing, forged or foreign state cookie', async () => {
    const { url, cookie } = await start();
    const query = await authorizeAt(url, 'planner');
    const failed = { error: 'External sign-in failed. Please try again.' };
    expect(await callback(query)).toEqual(failed);
    const [payload, signature] = cookie.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), remember: true })).toString(
      'base64url',
    );
    expect(await callback(query, `${forged}.${signature}`)).toEqual(failed);
    const other = await start();
    expect(await callback(query, other.cookie)).toEqual(failed);
  });

  it('does not accept the same authorization response twice', async () => {
    const { url, cookie } = await start();
    const query = await authorizeAt(url, 'planner');
    expect((await callback(query, cookie)).token).toBeTruthy();
    expect(await callback(query, cookie)).toEqual({ error: 'External sign-in failed. Please try again.' });
  });

  it('reports an error answered by the provider', async () => {
    const { url, cookie } = await start();
    const state = new URL(url).searchParams.get('state')!;
    const query = new URLSearchParams({ error: 'access_denied', state, iss: op.issuer });
    expect(await callback(query.toString(), cookie)).toEqual({ error: 'External sign-in failed. Please try again.' });
  });

  it('redirects with a message for an unknown provider', async () => {
    const { cookie } = await start();
    expect(await callback('code=abc&state=def', cookie, 'nope')).toEqual({ error: 'This sign-in provider is not configured.' });
  });
});
