import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Serialises the decisions that read a person's or a resource's other commitments before writing
 * (an assignment judged against the technician's other jobs, a dispatch against their other calls,
 * an enrolment against their work, a roster save against their rest): two such decisions about the
 * same technician run one after the other, so the second reads what the first wrote. The rules
 * themselves stay in the model; this only makes their reading true until the transaction ends.
 * docs/concurrency.md tells which decision locks what and why.
 *
 * Transaction-scoped advisory locks, two-key form: (namespace, id). They end with the transaction
 * (commit or rollback) so nothing can leak, they take no row and no table (a technician edited on
 * the Settings tab meanwhile is not blocked), and the two-key space is apart from the one-key locks
 * of the jobs and the region-day (PostgreSQL tells them apart), so no number registry is shared.
 * PGlite has them too; it runs one connection, so there they never wait.
 */

/** One namespace per kind of thing whose commitments are read; never renumber (two releases running side by side must agree). */
export const commitmentNamespaces = {
  technician: 7301,
  truck: 7302,
  equipment: 7303,
  calibrated_tool: 7304,
} as const;

export type CommitmentKind = keyof typeof commitmentNamespaces;

export type Commitments = Partial<Record<CommitmentKind, readonly number[]>>;

/** Ids are int4 columns: a number outside that range names nothing, so there is nothing to wait for (and the cast would fail). */
const namesARow = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * Takes the locks of everything named, waiting for whoever holds one. Call it inside the
 * transaction, after locking the record being changed and BEFORE reading the other commitments,
 * once, with every technician and resource the decision touches: the keys are taken in one
 * statement, de-duplicated, in ascending (namespace, id) order, so two transactions wanting
 * overlapping sets never wait on each other in a circle. Taking a key already held is free.
 */
export async function lockCommitments(tx: Database, commitments: Commitments): Promise<void> {
  const keys = (Object.entries(commitments) as [CommitmentKind, readonly number[] | undefined][])
    .flatMap(([kind, ids]) => [...new Set(ids ?? [])].filter(namesARow).map((id) => [commitmentNamespaces[kind], id] as const))
    .sort(([a, x], [b, y]) => a - b || x - y);
  if (!keys.length) return;
  // The ordered subquery is kept as a sort (never flattened), so the locks are taken row by row in that order.
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(k.namespace, k.id))
    from (select namespace, id from (values ${sql.join(
      keys.map(([namespace, id]) => sql`(${namespace}::int, ${id}::int)`),
      sql`, `,
    )}) as v(namespace, id) order by namespace, id) as k`);
}

/** The technicians' locks: see lockCommitments. */
export const lockTechnicians = (tx: Database, ids: readonly number[]) => lockCommitments(tx, { technician: ids });

/** The resources' locks (trucks, equipment, calibrated tools): see lockCommitments. */
export const lockResources = (tx: Database, kind: Exclude<CommitmentKind, 'technician'>, ids: readonly number[]) =>
  lockCommitments(tx, { [kind]: ids });
