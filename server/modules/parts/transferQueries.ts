import { and, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { stockTransfers } from '../../db/schema';
import { notFound } from '../../errors';
import { memberRegions } from '../../crud/regionScope';
import { computedSelection } from './flowStock';
import { transferComputed } from './transferList';

/** One transfer as the list shows it, if it leaves or reaches one of the caller's regions. */
export async function transferDetail(db: Database, session: Session, id: number) {
  const regions = memberRegions(session);
  const computed = computedSelection(transferComputed);
  const [row] = await db
    .select({ ...getTableColumns(stockTransfers), ...computed })
    .from(stockTransfers)
    .where(and(eq(stockTransfers.id, id), or(inArray(stockTransfers.region_id, regions), inArray(stockTransfers.to_region_id, regions))));
  if (!row) throw notFound();
  return row;
}
