import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens, users } from '../db/schema';

/** Remembered sessions last a year; others expire after a day without use (issue 3 §4). */
export const rememberLifetimeSeconds = 365 * 24 * 60 * 60;
export const idleLifetimeSeconds = 24 * 60 * 60;
/** Sliding expiry is refreshed at most this often, so reads do not turn into writes. */
const touchIntervalMs = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  token_type: 'bearer';
  expires_in: number;
}

export async function issueToken(
  db: Database,
  userId: number,
  options: { remember: boolean; userAgent?: string; ip?: string },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url'); // 256 random bits
  const lifetime = options.remember ? rememberLifetimeSeconds : idleLifetimeSeconds;
  await db.insert(accessTokens).values({
    user_id: userId,
    token_hash: hashToken(token),
    remember: options.remember,
    expires_at: new Date(Date.now() + lifetime * 1000),
    user_agent: options.userAgent?.slice(0, 300),
    ip: options.ip,
  });
  return { token, token_type: 'bearer', expires_in: lifetime };
}

export interface TokenOwner {
  tokenId: number;
  userId: number;
}

/** The live token's owner, or null when the token is unknown, revoked, expired or its user is inactive. */
export async function resolveToken(db: Database, token: string): Promise<TokenOwner | null> {
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      userId: accessTokens.user_id,
      remember: accessTokens.remember,
      lastUsedAt: accessTokens.last_used_at,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(
      and(
        eq(accessTokens.token_hash, hashToken(token)),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.remember && Date.now() - row.lastUsedAt.getTime() > touchIntervalMs) {
    await db
      .update(accessTokens)
      .set({
        last_used_at: sql`now()`,
        expires_at: sql`now() + make_interval(secs => ${idleLifetimeSeconds})`,
      })
      .where(eq(accessTokens.id, row.tokenId));
  }
  return { tokenId: row.tokenId, userId: row.userId };
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revoked_at: sql`now()`, updated_at: sql`now()` }).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllTokens(db: Database, userId: number, exceptTokenId?: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(accessTokens.user_id, userId),
        isNull(accessTokens.revoked_at),
        exceptTokenId ? sql`${accessTokens.id} <> ${exceptTokenId}` : undefined,
      ),
    );
}
