import { and, count, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Issue 3: more than 5 failed attempts for one e-mail + address within a minute → 429. */
export const maxFailedAttempts = 5;
export const throttleWindowSeconds = 60;

const windowStart = sql`now() - make_interval(secs => ${throttleWindowSeconds})`;

export interface Attempt {
  id: number;
  /** Seconds until the caller may try again, or 0 when this attempt may go ahead. */
  wait: number;
}

/**
 * Records the attempt before the password is checked and counts it with the earlier ones, so
 * guesses sent in parallel cannot all pass the check before any of them has failed. An attempt
 * that is turned away is not kept: waiting the announced time is then enough.
 */
export async function beginAttempt(db: Database, email: string, ip: string): Promise<Attempt> {
  const [attempt] = await db.insert(loginAttempts).values({ email, ip }).returning({ id: loginAttempts.id });
  const [row] = await db
    .select({ n: count(), oldest: sql<string>`min(${loginAttempts.created_at})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        gt(loginAttempts.created_at, windowStart),
        lte(loginAttempts.id, attempt.id),
      ),
    );
  if (!row || Number(row.n) <= maxFailedAttempts) return { id: attempt.id, wait: 0 };
  await forgetAttempt(db, attempt.id);
  const oldest = new Date(row.oldest).getTime();
  return { id: attempt.id, wait: Math.max(1, Math.ceil((oldest + throttleWindowSeconds * 1000 - Date.now()) / 1000)) };
}

/** The attempt stays counted as a failure; old attempts are trimmed here, which keeps the table small without a job. */
export async function keepFailedAttempt(db: Database): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, sql`now() - interval '1 hour'`));
}

/** For an attempt that did not fail on the password (e.g. an unverified address). */
export async function forgetAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function clearFailedAttempts(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}
