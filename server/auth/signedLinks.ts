import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appSettings } from '../db/schema';

/** Verification links stay valid this long. */
export const verificationLinkHours = 48;

let cachedSecret: { db: unknown; secret: string } | null = null;

/**
 * APP_SECRET when configured; otherwise a secret generated once and kept in the database,
 * so every API process behind a load balancer signs and checks links alike.
 */
export async function signingSecret(app: FastifyInstance): Promise<string> {
  if (app.config.APP_SECRET) return app.config.APP_SECRET;
  if (cachedSecret?.db === app.db) return cachedSecret.secret;
  const [settings] = await app.db.select({ id: appSettings.id, secret: appSettings.signing_secret }).from(appSettings).limit(1);
  let secret = settings?.secret;
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    if (settings) await app.db.update(appSettings).set({ signing_secret: secret }).where(eq(appSettings.id, settings.id));
    else await app.db.insert(appSettings).values({ id: 1, signing_secret: secret }).onConflictDoNothing();
    // Another process may have won the race: use whatever is stored now.
    const [stored] = await app.db.select({ secret: appSettings.signing_secret }).from(appSettings).limit(1);
    secret = stored?.secret ?? secret;
  }
  cachedSecret = { db: app.db, secret };
  return secret;
}

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The address the verification e-mail links to: the browser page, which posts it back. */
export async function verificationLink(app: FastifyInstance, userId: number, email: string): Promise<string> {
  const expires = Math.floor(Date.now() / 1000) + verificationLinkHours * 3600;
  const sig = signature(await signingSecret(app), `verify:${userId}:${email}:${expires}`);
  return `${app.config.APP_URL}/email/verify/${userId}?expires=${expires}&signature=${sig}`;
}

/** True when the signature matches this user's current e-mail and has not expired. */
export async function verificationLinkIsValid(
  app: FastifyInstance,
  userId: number,
  email: string,
  expires: number,
  givenSignature: string,
): Promise<boolean> {
  if (expires < Date.now() / 1000) return false;
  const expected = Buffer.from(signature(await signingSecret(app), `verify:${userId}:${email}:${expires}`), 'hex');
  const given = Buffer.from(givenSignature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
