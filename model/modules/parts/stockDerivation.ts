import { dueStatus } from '../../dueStatus';

/** Shelf life of a lot: past its expiry day, expiring within the lead days, ok, or no shelf life (null). */
export const expiryStatuses = ['expired', 'expiring', 'ok'] as const;
export type ExpiryStatus = (typeof expiryStatuses)[number];

/** The lead days used when app_settings has none. */
export const defaultShelfLifeAlertDays = 30;

/**
 * The shelf-life status of a lot expiring on `expiresOn` (ISO day), seen on `today` (the station's
 * ISO day): the expiry day itself is still usable ('expiring'), the day after is 'expired'. The one
 * due-date rule of the product (model/dueStatus.ts), so its SQL twin serves the lists.
 */
export function expiryStatus(
  expiresOn: string | null | undefined,
  today: string,
  leadDays = defaultShelfLifeAlertDays,
): ExpiryStatus | null {
  const status = dueStatus(expiresOn, today, leadDays);
  return status === 'none' ? null : status === 'overdue' ? 'expired' : status === 'due_soon' ? 'expiring' : 'ok';
}

/** The ISO day a batch received on `movedAt` expires when it came without a date: `months` later (UTC day). */
export function defaultExpiry(movedAt: Date, months: number): string {
  const day = new Date(Date.UTC(movedAt.getUTCFullYear(), movedAt.getUTCMonth() + months, movedAt.getUTCDate()));
  // 31 January + 1 month is the last day of February, not 3 March.
  if (day.getUTCDate() !== movedAt.getUTCDate()) day.setUTCDate(0);
  return day.toISOString().slice(0, 10);
}

/** What the ledger needs of a movement to derive stock. */
export interface LedgerMovement {
  station_id: number;
  material_id: number;
  lot: string;
  /** Signed. */
  quantity: number;
}

export interface DerivedLot {
  station_id: number;
  material_id: number;
  lot: string;
  quantity: number;
}

/** Quantities are numeric(14,3): sum in thousandths so 0.1 + 0.2 is 0.3. */
const thousandths = (quantity: number) => Math.round(quantity * 1000);

/**
 * The stock of every station × material × lot that the movements add up to (docs/modules/stock.md:
 * stock is derived from the movements; stock_lots and stock_levels are kept in step with it).
 * Lots that net to zero are kept (a lot that was there and is used up), in station, material, lot order.
 */
export function deriveStock(movements: Iterable<LedgerMovement>): DerivedLot[] {
  const totals = new Map<string, DerivedLot & { milli: number }>();
  for (const movement of movements) {
    const key = `${movement.station_id}\u0000${movement.material_id}\u0000${movement.lot}`;
    const line = totals.get(key) ?? {
      station_id: movement.station_id,
      material_id: movement.material_id,
      lot: movement.lot,
      quantity: 0,
      milli: 0,
    };
    line.milli += thousandths(movement.quantity);
    totals.set(key, line);
  }
  return [...totals.values()]
    .map(({ milli, ...line }) => ({ ...line, quantity: milli / 1000 }))
    .sort((a, b) => a.station_id - b.station_id || a.material_id - b.material_id || (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0));
}

/** The station totals per material (stock_levels) from the derived lots. */
export function deriveLevels(lots: readonly DerivedLot[]): { station_id: number; material_id: number; quantity: number }[] {
  return deriveStock(lots.map((lot) => ({ ...lot, lot: '' }))).map(({ lot: _lot, ...level }) => level);
}
