/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so nodes starting together on
 * one PostgreSQL migrate, import and seed one after another: the first does the work, the next find it done
 * (docs/deployment.md, "Upgrades"). Ending the session releases the lock, also when a node dies mid-way. The
 * embedded database belongs to one process: nothing to share, no lock.
 */
export async function underStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('tarmac_startup'))`);
    return await work();
  } finally {
    await client.end();
  }
}
