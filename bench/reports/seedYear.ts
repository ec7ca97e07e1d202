import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../common/sql';
import { seedCompliance } from './seedCompliance';
import { seedDeIcing } from './seedDeIcing';
import { seedOnCall } from './seedOnCall';
import { seedStockMovements } from './seedStock';
import { seedActivities, seedCrewAndRoster } from './seedWork';
import { yearSize } from './yearSize';

/** The tables the reports read, counted after the seed (the figures say what they were measured on). */
const countedTables = [
  'activities',
  'activity_services',
  'activity_assignments',
  'roster_shifts',
  'on_call_requests',
  'on_call_expenses',
  'de_icing_treatments',
  'de_icing_steps',
  'stock_movements',
  'technician_courses',
  'tool_calibrations',
] as const;

/**
 * A year of operations for the demo's 3 regions on top of the demo data, in bulk (INSERT … SELECT
 * generate_series, one statement per table, never a row at a time), then VACUUM ANALYZE, as autovacuum
 * would have by then: the plans (and index-only scans, which need the visibility map) are those of a
 * database that has lived. Prints each step's time; answers the row counts.
 */
export async function seedYear(db: Database, scale: number, log: (line: string) => void): Promise<Record<string, number>> {
  const size = yearSize(scale);
  const steps: [string, () => Promise<void>][] = [
    ['technicians and roster', () => seedCrewAndRoster(db, size)],
    ['activities, services, assignments', () => seedActivities(db, size)],
    ['on-call requests, crews, expenses', () => seedOnCall(db, size)],
    ['de-icing treatments and steps', () => seedDeIcing(db, size)],
    ['stock movements, lots, levels', () => seedStockMovements(db)],
    ['training records, tool calibrations', () => seedCompliance(db, size)],
  ];
  for (const [name, step] of steps) {
    const started = performance.now();
    await step();
    log(`  ${name.padEnd(38)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`  ${'vacuum analyze'.padEnd(38)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(row.n);
  }
  return counts;
}
