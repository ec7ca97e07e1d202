import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';

/** Remembered sessions last a year; others expire after a day without use (docs/security.md). */
export const rememberLifetimeSeconds = 365 * 24 * 60 * 60;
export const idleLifetimeSeconds = 24 * 60 * 60;

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

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(accessTokens.id, tokenId));
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
