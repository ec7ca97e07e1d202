import { sql } from 'drizzle-orm';
import { stockLevels, stockLots, stockMovements } from '../../schema';
import type { SeedDb } from '../types';

export type DemoMovement = typeof stockMovements.$inferInsert & { quantity: number; moved_at: Date; lot: string };

const key = (m: { station_id: number; material_id: number; lot: string }) => `${m.station_id}:${m.material_id}:${m.lot}`;

/**
 * The demo's stock history, kept the way server/modules/stock/movements.ts keeps the real one: every
 * change a movement, each lot the sum of its movements, each level the sum of its lots, never below
 * zero at any moment. Movements are written in the order they happened (ids follow history: the
 * low-stock alert reads it), then the lots and levels derived from them, in bulk — added to those an
 * earlier seed step moved through the ledger itself (the On-Call demo's fitted parts).
 */
export class DemoLedger {
  readonly #movements: DemoMovement[] = [];

  add(movement: DemoMovement): void {
    this.#movements.push(movement);
  }

  /** A lot's quantity just before `at` (a count sheet's snapshot, an issue's availability). */
  quantityAt(station_id: number, material_id: number, lot: string, at: Date): number {
    return this.#movements
      .filter((m) => m.station_id === station_id && m.material_id === material_id && m.lot === lot && m.moved_at.getTime() < at.getTime())
      .reduce((sum, m) => sum + m.quantity, 0);
  }

  /** The lots of a station holding stock just before `at`. */
  lotsAt(station_id: number, at: Date): { material_id: number; lot: string; quantity: number }[] {
    const lots = new Map<string, { material_id: number; lot: string; quantity: number }>();
    for (const m of this.#movements) {
      if (m.station_id !== station_id || m.moved_at.getTime() >= at.getTime()) continue;
      const lot = lots.get(key(m)) ?? { material_id: m.material_id, lot: m.lot, quantity: 0 };
      lot.quantity += m.quantity;
      lots.set(key(m), lot);
    }
    return [...lots.values()].filter((lot) => lot.quantity > 0);
  }

  async write(tx: SeedDb, serialised: ReadonlySet<number>): Promise<void> {
    const ordered = [...this.#movements].sort((a, b) => a.moved_at.getTime() - b.moved_at.getTime());
    const lots = new Map<string, typeof stockLots.$inferInsert & { quantity: number }>();
    for (const m of ordered) {
      const lot = lots.get(key(m)) ?? {
        region_id: m.region_id,
        station_id: m.station_id,
        material_id: m.material_id,
        lot: m.lot,
        serialised: serialised.has(m.material_id),
        quantity: 0,
      };
      lot.quantity = Math.round((lot.quantity + m.quantity) * 1000) / 1000;
      if (lot.quantity < 0) throw new Error(`Demo seed: stock of ${key(m)} would go below zero on ${m.moved_at.toISOString()}`);
      // Stock coming in brings its papers (the lot keeps its latest receipt's), as recordMovement does.
      if (m.quantity > 0) {
        if (m.expires_on) lot.expires_on = m.expires_on;
        if (m.part_cert_id) Object.assign(lot, { part_cert_id: m.part_cert_id, cert_no: m.cert_no ?? null });
        if (m.certificate_id) lot.certificate_id = m.certificate_id;
      }
      lots.set(key(m), lot);
    }
    for (let i = 0; i < ordered.length; i += 1000) await tx.insert(stockMovements).values(ordered.slice(i, i + 1000));
    const lotRows = [...lots.values()];
    const keepOrTake = (column: string) => sql.raw(`coalesce(excluded.${column}, "stock_lots".${column})`);
    for (let i = 0; i < lotRows.length; i += 1000) {
      await tx
        .insert(stockLots)
        .values(lotRows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [stockLots.station_id, stockLots.material_id, stockLots.lot],
          set: {
            quantity: sql`${stockLots.quantity} + excluded.quantity`,
            serialised: sql`excluded.serialised`,
            expires_on: keepOrTake('expires_on'),
            part_cert_id: keepOrTake('part_cert_id'),
            cert_no: keepOrTake('cert_no'),
            certificate_id: keepOrTake('certificate_id'),
          },
        });
    }
    const levels = new Map<string, typeof stockLevels.$inferInsert & { quantity: number }>();
    for (const lot of lotRows) {
      const level = levels.get(`${lot.station_id}:${lot.material_id}`) ?? {
        station_id: lot.station_id,
        material_id: lot.material_id,
        region_id: lot.region_id,
        quantity: 0,
      };
      level.quantity = Math.round((level.quantity + lot.quantity) * 1000) / 1000;
      levels.set(`${lot.station_id}:${lot.material_id}`, level);
    }
    if (levels.size) {
      await tx
        .insert(stockLevels)
        .values([...levels.values()])
        .onConflictDoUpdate({
          target: [stockLevels.station_id, stockLevels.material_id],
          set: { quantity: sql`${stockLevels.quantity} + excluded.quantity` },
        });
    }
  }
}
