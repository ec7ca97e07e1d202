import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { linkColumns, recordColumns } from './columns';
import { regions, users } from './accounts';
import { stations } from './network';
import { materials, partCert } from './catalogue';
import { activities } from './scheduled';
import { onCallRequests } from './on_call';
import { deIcingTreatments } from './de_icing';
import { partRequests, stockCertificates, stockCounts, stockTransfers } from './parts';
import { movementKinds } from '../../../model/modules/stock';

/**
 * The current quantity of a material at a station: derived from the movements and updated in the
 * same transaction as each one, by a conditional UPDATE that cannot take it below zero
 * (stock never goes negative; every movement is kept: docs/modules/stock.md).
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    ...linkColumns,
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** Alert below this; empty = the material's minimum stock. */
    minimum_quantity: numeric('minimum_quantity', { precision: 14, scale: 3, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.station_id, t.material_id] }),
    index('stock_levels_region_idx').on(t.region_id),
    check('stock_levels_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Append-only: a mistake is corrected by a reversing movement. Quantity is signed (receipts and
 * transfers in positive, issues, consumption, scrap and transfers out negative).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    kind: text('kind', { enum: movementKinds }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** When it happened (a delivery note's time), which may be earlier than created_at. */
    moved_at: timestamp('moved_at', { withTimezone: true }).notNull(),
    batch_no: text('batch_no'),
    serial_no: text('serial_no'),
    /** The stock lot it moved (stock_lots.lot): the serial, else the batch, else ''. */
    lot: text('lot').notNull().default(''),
    /** Release certificate (docs/modules/parts.md): its type, number and file; shelf-life expiry of the batch. */
    part_cert_id: integer('part_cert_id').references(() => partCert.id),
    cert_no: text('cert_no'),
    certificate_id: integer('certificate_id').references(() => stockCertificates.id),
    expires_on: date('expires_on'),
    reference: text('reference'),
    reason: text('reason'),
    /** What consumed it: at most one of these. */
    de_icing_treatment_id: integer('de_icing_treatment_id').references(() => deIcingTreatments.id),
    activity_id: integer('activity_id').references(() => activities.id),
    on_call_request_id: integer('on_call_request_id').references(() => onCallRequests.id),
    /** The transfer a transfer_out / transfer_in belongs to, the part request a receipt fulfils, the count an adjustment settles. */
    transfer_id: integer('transfer_id').references(() => stockTransfers.id),
    part_request_id: integer('part_request_id').references(() => partRequests.id),
    stock_count_id: integer('stock_count_id').references(() => stockCounts.id),
    /** The movement this one reverses. */
    reverses_id: integer('reverses_id').references((): AnyPgColumn => stockMovements.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('stock_movements_station_material_idx').on(t.station_id, t.material_id, t.moved_at),
    index('stock_movements_region_moved_idx').on(t.region_id, t.moved_at),
    index('stock_movements_treatment_idx').on(t.de_icing_treatment_id),
    index('stock_movements_activity_idx').on(t.activity_id),
    index('stock_movements_on_call_idx').on(t.on_call_request_id),
    index('stock_movements_transfer_idx').on(t.transfer_id),
    index('stock_movements_part_request_idx').on(t.part_request_id),
    // Traceability: where a serial went.
    index('stock_movements_material_lot_idx').on(t.material_id, t.lot),
    // A movement is reversed at most once.
    uniqueIndex('stock_movements_reverses_unique').on(t.reverses_id),
    check('stock_movements_quantity_not_zero', sql`${t.quantity} <> 0`),
  ],
);
