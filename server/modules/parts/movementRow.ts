import { eq } from 'drizzle-orm';
import { describeFields, toRecord } from '../../crud/fields';
import type { Database } from '../../db/client';
import { stockMovements } from '../../db/schema';
import { movementListDefinition } from './movementList';

/** The ledger row's fields: columns and the computed names (movementList.ts). */
export const movementFields = describeFields(movementListDefinition);

/** One movement as the ledger lists it (GET /stock_movements), read after a write. */
export async function movementRow(db: Database, id: number): Promise<Record<string, unknown>> {
  const [row] = await db.select(movementFields.selection).from(stockMovements).where(eq(stockMovements.id, id));
  return toRecord(movementFields, row);
}
