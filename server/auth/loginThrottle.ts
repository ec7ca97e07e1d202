import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Issue 3: more than 5 failed attempts for one e-mail + address within a minute → 429. */
export const maxFailedAttempts = 5;
export const throttleWindowSeconds = 60;

const windowStart = sql`now() - make_interval(secs => ${throttleWindowSeconds})`;

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function throttledFor(db: Database, email: string, ip: string): Promise<number> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string>`min(${loginAttempts.created_at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip), gt(loginAttempts.created_at, windowStart)));
  if (!row || Number(row.n) < maxFailedAttempts) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + throttleWindowSeconds * 1000 - Date.now()) / 1000));
}

export async function recordFailedAttempt(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip });
  // Old attempts are useless; trimming here keeps the table small without a job.
  await db.delete(loginAttempts).where(lt(loginAttempts.created_at, sql`now() - interval '1 hour'`));
}

export async function clearFailedAttempts(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}
