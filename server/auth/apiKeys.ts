import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeyPrefix, apiKeyShownLength } from '../../model/apiKeys';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/preparedStatement';
import { apiKeys } from '../db/schema';
import type { ApiKeyCaller } from './apiKeyCaller';
import { hashToken } from './tokens';

/** `last_used_at` is written at most this often per key, so a busy feed does not turn every read into a write. */
const touchIntervalMs = 60_000;

/** A new key: the key itself (shown once), the SHA-256 the database keeps and the prefix the list shows. */
export function generateApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`; // 256 random bits
  return { key, keyHash: hashToken(key), keyPrefix: key.slice(0, apiKeyShownLength) };
}

/** A bearer token that is an API key rather than a session token (session tokens are bare base64url). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(apiKeyPrefix);
}

/**
 * A key's caller in one round trip: the key, not revoked, with its active regions. Keys are not
 * cached, so a revoked key is refused at once on every API process without any notification.
 */
const apiKeyQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      permission: apiKeys.permission,
      lastUsedAt: apiKeys.last_used_at,
      regionIds: sql<
        number[]
      >`array(select kr.region_id from api_key_regions kr join regions g on g.id = kr.region_id where kr.api_key_id = "api_keys"."id" and g.active order by 1)`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.key_hash, sql.placeholder('keyHash')), isNull(apiKeys.revoked_at)))
    .limit(1)
    .prepare('api_key_for_token'),
);

/** The system calling with `key`, or null for an unknown or revoked key; notes its use at most once a minute. */
export async function apiKeyCallerFor(db: Database, key: string): Promise<ApiKeyCaller | null> {
  const [row] = await apiKeyQuery(db).execute({ keyHash: hashToken(key) });
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > touchIntervalMs) {
    // The condition again in SQL: several processes seeing the same stale time write it once.
    await db
      .update(apiKeys)
      .set({ last_used_at: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, sql`now() - make_interval(secs => ${touchIntervalMs / 1000})`)),
        ),
      );
  }
  return { id: row.id, name: row.name, permission: row.permission, regionIds: row.regionIds.map(Number) };
}
