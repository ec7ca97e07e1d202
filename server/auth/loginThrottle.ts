import { and, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * The sign-in limits, counted from failed attempts kept in the database (so they hold across API
 * processes). One address gets a few quick tries; one account, whatever the addresses, gets more
 * but over a longer window, so spreading guesses over many addresses does not help either.
 * More than `max` failures within the window → 429 with Retry-After and the limit's message.
 */
export const loginLimits = [
  { scope: 'email from one address', max: 5, windowSeconds: 60, messageKey: 'auth.throttled' },
  { scope: 'email from any address', max: 20, windowSeconds: 15 * 60, messageKey: 'auth.account_throttled' },
] as const;

type LoginLimit = (typeof loginLimits)[number];

/** Failures older than the longest window no longer count; they are trimmed after this. */
const keepSeconds = Math.max(...loginLimits.map((limit) => limit.windowSeconds));

export interface Attempt {
  id: number;
  /** The limit this attempt broke, with the seconds until the caller may try again; null when it may go ahead. */
  refused: { messageKey: LoginLimit['messageKey']; seconds: number } | null;
}

const windowStart = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Records the attempt before the password is checked and counts it with the earlier ones, so
 * guesses sent in parallel cannot all pass the check before any of them has failed. An attempt
 * that is turned away is not kept: waiting the announced time is then enough.
 */
export async function beginAttempt(db: Database, email: string, ip: string): Promise<Attempt> {
  const [attempt] = await db.insert(loginAttempts).values({ email, ip }).returning({ id: loginAttempts.id });
  for (const limit of loginLimits) {
    const [row] = await db
      .select({ n: count(), oldest: sql<string>`min(${loginAttempts.created_at})` })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          limit.scope === 'email from one address' ? eq(loginAttempts.ip, ip) : undefined,
          gt(loginAttempts.created_at, windowStart(limit.windowSeconds)),
          lte(loginAttempts.id, attempt.id),
        ),
      );
    if (!row || Number(row.n) <= limit.max) continue;
    await forgetAttempt(db, attempt.id);
    const oldest = new Date(row.oldest).getTime();
    const seconds = Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - Date.now()) / 1000));
    return { id: attempt.id, refused: { messageKey: limit.messageKey, seconds } };
  }
  return { id: attempt.id, refused: null };
}

/** The attempt stays counted as a failure; old attempts are trimmed here, which keeps the table small without a job. */
export async function keepFailedAttempt(db: Database): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, windowStart(keepSeconds)));
}

/** For an attempt that did not fail on the password (e.g. an unverified address). */
export async function forgetAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * After a sign-in from this address: its own failures are forgiven, not those made elsewhere (which
 * may be someone else guessing). Without an address — after a password reset, which proves the
 * mailbox — every failure for the account is forgiven, so its owner can sign in at once.
 */
export async function clearFailedAttempts(db: Database, email: string, ip?: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), ip === undefined ? undefined : eq(loginAttempts.ip, ip)));
}
