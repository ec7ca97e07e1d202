import { and, eq, sql } from 'drizzle-orm';
import type { MovementKind } from '../../../model/modules/stock/enums';
import type { Database } from '../../db/client';
import { stockLevels, stockMovements } from '../../db/schema';

export interface NewMovement {
  region_id: number;
  station_id: number;
  material_id: number;
  kind: MovementKind;
  /** Signed: receipts and returns in, consumption and issues out. */
  quantity: number;
  moved_at: Date;
  reference?: string | null;
  batch_no?: string | null;
  reason?: string | null;
  de_icing_treatment_id?: number | null;
  reverses_id?: number | null;
  created_by?: number | null;
}

/** The movement would take the station's stock below zero: nothing was written. */
export class StockShortage extends Error {
  constructor(
    readonly station_id: number,
    readonly material_id: number,
    readonly requested: number,
    readonly available: number,
  ) {
    super('stock shortage');
  }
}

/**
 * The only way stock changes (domain.md "Parts": stock never goes negative; every movement is kept).
 * The level moves first, by one statement that cannot take it below zero: an increase upserts the
 * level row (the first receipt creates it); a decrease is a conditional UPDATE … WHERE quantity + d >= 0.
 * PostgreSQL's row lock makes a concurrent decrease wait and re-check the condition on the committed
 * quantity, so twenty requests for the last litres never all succeed; PGlite runs one at a time.
 * Then the movement row is appended, in the caller's transaction. Answers the new quantity.
 */
export async function recordMovement(tx: Database, movement: NewMovement): Promise<{ id: number; quantity: number }> {
  const { station_id, material_id, region_id, quantity } = movement;
  let level: { quantity: number } | undefined;
  if (quantity > 0) {
    [level] = await tx
      .insert(stockLevels)
      .values({ station_id, material_id, region_id, quantity })
      .onConflictDoUpdate({
        target: [stockLevels.station_id, stockLevels.material_id],
        set: { quantity: sql`${stockLevels.quantity} + excluded.quantity`, updated_at: sql`now()`, version: sql`${stockLevels.version} + 1` },
      })
      .returning({ quantity: stockLevels.quantity });
  } else {
    [level] = await tx
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} + ${quantity}`, updated_at: sql`now()`, version: sql`${stockLevels.version} + 1` })
      .where(and(eq(stockLevels.station_id, station_id), eq(stockLevels.material_id, material_id), sql`${stockLevels.quantity} + ${quantity} >= 0`))
      .returning({ quantity: stockLevels.quantity });
    if (!level) {
      const [current] = await tx
        .select({ quantity: stockLevels.quantity })
        .from(stockLevels)
        .where(and(eq(stockLevels.station_id, station_id), eq(stockLevels.material_id, material_id)));
      throw new StockShortage(station_id, material_id, -quantity, Number(current?.quantity ?? 0));
    }
  }
  const [row] = await tx.insert(stockMovements).values(movement).returning({ id: stockMovements.id });
  return { id: row.id, quantity: Number(level.quantity) };
}
