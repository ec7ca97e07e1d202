import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../common/sql';

/** One table's cumulative counters (pg_stat_user_tables), and the database's commits under the name `(commits)`. */
export interface TableActivity {
  table: string;
  scans: number;
  seqScans: number;
  inserted: number;
  updated: number;
}

/** The counters now. PostgreSQL flushes a session's counts when it goes idle or ends: read after the server stopped. */
export async function tableActivity(db: Database): Promise<TableActivity[]> {
  const rows = rowsOf<{ table: string; scans: string; seq_scans: string; inserted: string; updated: string }>(
    await db.execute(sql`
      select relname as table, coalesce(idx_scan, 0) + coalesce(seq_scan, 0) as scans, coalesce(seq_scan, 0) as seq_scans,
        n_tup_ins as inserted, n_tup_upd as updated
      from pg_stat_user_tables
      union all
      select '(commits)', xact_commit, 0, 0, 0 from pg_stat_database where datname = current_database()`),
  );
  return rows.map((row) => ({
    table: row.table,
    scans: Number(row.scans),
    seqScans: Number(row.seq_scans),
    inserted: Number(row.inserted),
    updated: Number(row.updated),
  }));
}

/**
 * What each message cost the database, table by table (index and sequential scans, rows written),
 * busiest first: a guide to the statements a message runs without a statement log.
 */
export function tableActivityPerMessage(before: TableActivity[], after: TableActivity[], messages: number): string[] {
  const was = new Map(before.map((row) => [row.table, row]));
  const per = (value: number) => (value / messages).toFixed(value / messages < 10 ? 2 : 0);
  return after
    .map((row) => {
      const old = was.get(row.table) ?? { scans: 0, seqScans: 0, inserted: 0, updated: 0 };
      return {
        table: row.table,
        scans: row.scans - old.scans,
        seqScans: row.seqScans - old.seqScans,
        inserted: row.inserted - old.inserted,
        updated: row.updated - old.updated,
      };
    })
    .filter((row) => row.scans || row.inserted || row.updated)
    .sort((a, b) => b.scans + b.inserted + b.updated - (a.scans + a.inserted + a.updated))
    .map((row) =>
      row.table === '(commits)'
        ? `transactions committed: ${per(row.scans)}`
        : `${row.table.padEnd(28)} scans ${per(row.scans)}${row.seqScans ? ` (sequential ${per(row.seqScans)})` : ''}, rows inserted ${per(row.inserted)}, updated ${per(row.updated)}`,
    );
}
