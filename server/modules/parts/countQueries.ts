import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { lineDifference } from '../../../model/modules/parts/countRules';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { materials, measures, stockCountLines, stockCounts } from '../../db/schema';
import { notFound } from '../../errors';
import { memberRegions } from '../../crud/regionScope';
import { computedSelection } from './flowStock';
import { countComputed } from './countList';

export type CountRow = typeof stockCounts.$inferSelect;

/** The count, locked when it is to be written; another region's is a 404. */
export async function findCount(db: Database, session: Session, id: number, lock = false): Promise<CountRow> {
  const query = db
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.id, id), inArray(stockCounts.region_id, memberRegions(session))));
  const [current] = lock ? await query.for('update') : await query;
  if (!current) throw notFound();
  return current;
}

/** The sheet's lines with what the counter reads (part number, description, unit) and their tracking, in shelf order. */
export async function countLines(db: Database, countId: number) {
  const rows = await db
    .select({
      material_id: stockCountLines.material_id,
      lot: stockCountLines.lot,
      expected_quantity: stockCountLines.expected_quantity,
      counted_quantity: stockCountLines.counted_quantity,
      reason: stockCountLines.reason,
      part_number: materials.part_number,
      description: materials.description,
      tracking: materials.tracking,
      measure_code: measures.code,
      unit_cost: materials.unit_cost,
      currency: materials.currency,
    })
    .from(stockCountLines)
    .innerJoin(materials, eq(materials.id, stockCountLines.material_id))
    .innerJoin(measures, eq(measures.id, materials.measure_id))
    .where(eq(stockCountLines.count_id, countId))
    .orderBy(asc(materials.part_number), asc(stockCountLines.lot));
  return rows.map((row) => {
    const expected_quantity = Number(row.expected_quantity);
    const counted_quantity = row.counted_quantity === null ? null : Number(row.counted_quantity);
    const difference = lineDifference({ expected_quantity, counted_quantity });
    const value_difference =
      difference === null || row.unit_cost === null ? null : Math.round(difference * Number(row.unit_cost) * 100) / 100;
    return { ...row, expected_quantity, counted_quantity, difference, value_difference };
  });
}
export type CountLine = Awaited<ReturnType<typeof countLines>>[number];

/** GET /stock_counts/:id: the count as the list shows it, with its lines. */
export async function countDetail(db: Database, session: Session, id: number) {
  const computed = computedSelection(countComputed);
  const [row] = await db
    .select({ ...getTableColumns(stockCounts), ...computed })
    .from(stockCounts)
    .where(and(eq(stockCounts.id, id), inArray(stockCounts.region_id, memberRegions(session))));
  if (!row) throw notFound();
  return { ...row, lines: await countLines(db, id) };
}
