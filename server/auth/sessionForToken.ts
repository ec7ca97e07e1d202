import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/preparedStatement';
import { accessTokens, roles, users } from '../db/schema';
import type { Session } from './session';
import { idleLifetimeSeconds } from './tokens';

/** Sliding expiry is refreshed at most this often, so reads do not turn into writes . */
const touchIntervalMs = 60_000;

/** A session with what its token row says about how long it may be used. */
export interface TokenSession {
  session: Session;
  remember: boolean;
  /** Milliseconds since the epoch, as are the times below. */
  expiresAt: number;
  lastUsedAt: number;
}

/**
 * The caller's session from a bearer token in one round trip: token, user, role, permission
 * names and active region memberships. Every API request whose token is not in the session cache
 * runs this, so it is what an API list costs beyond its own SQL (bench/settings-list). Same shape
 * as loadSession.
 */
const sessionQuery = preparedPerDatabase((db: Database) =>
  db
    .select({
      tokenId: accessTokens.id,
      remember: accessTokens.remember,
      lastUsedAt: accessTokens.last_used_at,
      expiresAt: accessTokens.expires_at,
      user: users,
      roleName: roles.name,
      permissions: sql<
        string[]
      >`array(select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = "users"."role_id" order by p.name)`,
      regions: sql<
        Session['regions']
      >`coalesce((select json_agg(json_build_object('region_id', g.id, 'region_name', g.name) order by g.name) from user_regions ur join regions g on g.id = ur.region_id where ur.user_id = "users"."id" and g.active), '[]'::json)`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .leftJoin(roles, eq(roles.id, users.role_id))
    .where(
      and(
        eq(accessTokens.token_hash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1)
    // Built and parsed once per database, not per request.
    .prepare('session_for_token'),
);

/** Null when the token is unknown, revoked or expired, or its user is deactivated. */
export async function sessionForToken(db: Database, tokenHash: string): Promise<TokenSession | null> {
  const [row] = await sessionQuery(db).execute({ tokenHash });
  if (!row) return null;
  return {
    session: {
      tokenId: row.tokenId,
      user: row.user,
      roleName: row.roleName,
      permissions: new Set(row.permissions),
      regions: row.regions,
    },
    remember: row.remember,
    expiresAt: row.expiresAt.getTime(),
    lastUsedAt: row.lastUsedAt.getTime(),
  };
}

/** Slides a token that is not remembered forward when it is in use; updates `token` to match the row. */
export async function keepTokenAlive(db: Database, token: TokenSession): Promise<void> {
  if (token.remember || Date.now() - token.lastUsedAt <= touchIntervalMs) return;
  const [touched] = await db
    .update(accessTokens)
    .set({ last_used_at: sql`now()`, expires_at: sql`now() + make_interval(secs => ${idleLifetimeSeconds})` })
    .where(eq(accessTokens.id, token.session.tokenId))
    .returning({ lastUsedAt: accessTokens.last_used_at, expiresAt: accessTokens.expires_at });
  // Gone meanwhile: its delete trigger empties the session cache, nothing to update here.
  if (!touched) return;
  token.lastUsedAt = touched.lastUsedAt.getTime();
  token.expiresAt = touched.expiresAt.getTime();
}
