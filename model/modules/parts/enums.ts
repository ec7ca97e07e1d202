/**
 * Closed lists of the Parts tab (docs/modules/parts.md), shared by the schema, the zod schemas, the rules and
 * the browser's chips. Labels: i18n `parts.choices.<list>.<value>`. Movement kinds themselves are in
 * model/modules/stock/enums.ts (de-icing fluids move through the same ledger).
 */

/** How a material is tracked in stock: in bulk, per batch (lot) or per serial number. */
export const materialTrackings = ['none', 'batch', 'serial'] as const;
export type MaterialTracking = (typeof materialTrackings)[number];

/** A transfer between stations: stock leaves with transfer_out and is in transit until received. */
export const stockTransferStatuses = ['in_transit', 'received', 'cancelled'] as const;
export type StockTransferStatus = (typeof stockTransferStatuses)[number];

/** A part ordered for a job (mostly AOG): receipt creates the stock movement. */
export const partRequestStatuses = ['requested', 'ordered', 'shipped', 'received', 'cancelled'] as const;
export type PartRequestStatus = (typeof partRequestStatuses)[number];

/** A physical count: counted, then confirmed by a supervisor (differences become adjustments). */
export const stockCountStatuses = ['open', 'submitted', 'confirmed', 'cancelled'] as const;
export type StockCountStatus = (typeof stockCountStatuses)[number];
