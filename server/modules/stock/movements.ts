import { sql } from 'drizzle-orm';
import type { MovementKind } from '../../../model/modules/stock/enums';
import type { Database } from '../../db/client';
import { stockLevels, stockLots, stockMovements } from '../../db/schema';

export interface NewMovement {
  region_id: number;
  station_id: number;
  material_id: number;
  kind: MovementKind;
  /** Signed: receipts, returns and transfers in are positive; issues, consumption, scrap and transfers out negative. */
  quantity: number;
  moved_at: Date;
  /** The stock lot: the serial of a serialised part, the batch of a batch-tracked one, '' for bulk. */
  lot?: string;
  /** The material is serialised (its lot holds one unit, in one place at a time). */
  serialised?: boolean;
  serial_no?: string | null;
  batch_no?: string | null;
  /** Release certificate and shelf life: written on the movement, and on the lot when stock comes in. */
  part_cert_id?: number | null;
  cert_no?: string | null;
  certificate_id?: number | null;
  expires_on?: string | null;
  reference?: string | null;
  reason?: string | null;
  de_icing_treatment_id?: number | null;
  activity_id?: number | null;
  on_call_request_id?: number | null;
  transfer_id?: number | null;
  part_request_id?: number | null;
  stock_count_id?: number | null;
  reverses_id?: number | null;
  created_by?: number | null;
}

/** The movement would take the station's stock (of the lot) below zero: nothing was written. */
export class StockShortage extends Error {
  constructor(
    readonly station_id: number,
    readonly material_id: number,
    readonly requested: number,
    readonly available: number,
    readonly lot = '',
  ) {
    super('stock shortage');
  }
}

/** The serial is already in stock somewhere (stock_lots_serial_in_stock_unique, or stock_lots_serial_is_one at the same station): nothing was written. */
export class SerialInStock extends Error {
  constructor(
    readonly material_id: number,
    readonly lot: string,
  ) {
    super('serial already in stock');
  }
}

/** The row's new timestamp and version (qualified: inside ON CONFLICT a bare name is ambiguous with excluded). */
const bump = (table: typeof stockLots | typeof stockLevels) => ({ updated_at: sql`now()`, version: sql`${table.version} + 1` });

/** Adds a positive quantity to the lot (creating it), and to the station's level. */
async function addStock(tx: Database, movement: NewMovement, lot: string): Promise<number> {
  const { station_id, material_id, region_id, quantity } = movement;
  const certificate = {
    ...(movement.expires_on ? { expires_on: movement.expires_on } : {}),
    ...(movement.part_cert_id ? { part_cert_id: movement.part_cert_id, cert_no: movement.cert_no ?? null } : {}),
    ...(movement.certificate_id ? { certificate_id: movement.certificate_id } : {}),
  };
  try {
    await tx
      .insert(stockLots)
      .values({ station_id, material_id, region_id, lot, serialised: movement.serialised ?? false, quantity, ...certificate })
      .onConflictDoUpdate({
        target: [stockLots.station_id, stockLots.material_id, stockLots.lot],
        set: { quantity: sql`${stockLots.quantity} + excluded.quantity`, ...certificate, ...bump(stockLots) },
      });
  } catch (error) {
    // In stock elsewhere (the partial unique index) or already here (the lot's one-unit check).
    if (movement.serialised && (sqlState(error) === '23505' || sqlState(error) === '23514')) throw new SerialInStock(material_id, lot);
    throw error;
  }
  const [level] = await tx
    .insert(stockLevels)
    .values({ station_id, material_id, region_id, quantity })
    .onConflictDoUpdate({
      target: [stockLevels.station_id, stockLevels.material_id],
      set: { quantity: sql`${stockLevels.quantity} + excluded.quantity`, ...bump(stockLevels) },
    })
    .returning({ quantity: stockLevels.quantity });
  return Number(level.quantity);
}

/**
 * Takes a quantity out of the lot and the level in one statement, each by a conditional UPDATE that
 * cannot go below zero. The level's update waits on the lot's (its condition reads the lot's result),
 * so the lot is locked first, as everywhere; no lot row updated means a shortage and the level is
 * left alone. The lot's quantity then is read only to say how much there was.
 */
async function removeStock(tx: Database, movement: NewMovement, lot: string): Promise<number> {
  const { station_id, material_id, quantity } = movement;
  const { rows } = (await tx.execute(sql`with taken as (
      update stock_lots set quantity = quantity + ${quantity}, updated_at = now(), version = version + 1
      where station_id = ${station_id} and material_id = ${material_id} and lot = ${lot} and quantity + ${quantity} >= 0
      returning quantity),
    level as (
      update stock_levels set quantity = quantity + ${quantity}, updated_at = now(), version = version + 1
      where station_id = ${station_id} and material_id = ${material_id} and exists (select 1 from taken)
      returning quantity)
    select (select quantity from level) as level,
      case when not exists (select 1 from taken) then
        (select quantity from stock_lots where station_id = ${station_id} and material_id = ${material_id} and lot = ${lot})
      end as lot_before`)) as { rows: { level: string | number | null; lot_before: string | number | null }[] };
  const [row] = rows;
  if (row.level === null) throw new StockShortage(station_id, material_id, -quantity, Number(row.lot_before ?? 0), lot);
  return Number(row.level);
}

/** The SQLSTATE of a failed statement (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
}

/**
 * The only way stock changes (stock never goes negative; every movement is kept: docs/modules/stock.md).
 * The lot moves first, then the station's level (their sum), each by one statement that cannot
 * take it below zero: an increase upserts the row (the first receipt creates it); a decrease is a
 * conditional UPDATE … WHERE quantity + d >= 0. PostgreSQL's row lock makes a concurrent decrease
 * wait and re-check the condition on the committed quantity, so twenty requests for the last units
 * never all succeed; PGlite runs one at a time. Lots are always locked before levels, so two
 * movements never wait on each other in opposite orders. Then the movement row is appended, in the
 * caller's transaction. Answers the movement's id and the station's new quantity of the material.
 */
export async function recordMovement(tx: Database, movement: NewMovement): Promise<{ id: number; quantity: number }> {
  const [recorded] = await recordMovements(tx, [movement]);
  return recorded;
}

/**
 * Several movements in the caller's order (the caller orders them so two transactions lock stock rows
 * alike): each lot and level moves as `recordMovement` says, then the movement rows are appended by one
 * statement (a de-icing treatment's steps: `npm run bench:deicing`). A shortage writes nothing.
 */
export async function recordMovements(tx: Database, movements: readonly NewMovement[]): Promise<{ id: number; quantity: number }[]> {
  if (!movements.length) return [];
  const quantities: number[] = [];
  const rows = [];
  for (const movement of movements) {
    const lot = movement.lot ?? movement.serial_no ?? movement.batch_no ?? '';
    quantities.push(movement.quantity > 0 ? await addStock(tx, movement, lot) : await removeStock(tx, movement, lot));
    const { serialised: _serialised, ...row } = movement;
    rows.push({ ...row, lot });
  }
  const inserted = await tx.insert(stockMovements).values(rows).returning({ id: stockMovements.id });
  // Ids are serial, so in insert order whatever order the rows come back in.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  return ids.map((id, i) => ({ id, quantity: quantities[i] }));
}
