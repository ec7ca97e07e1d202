import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { linkColumns, recordColumns } from './columns';
import { storedFiles } from './files';
import { regions, users } from './accounts';
import { stations } from './network';
import { materials, partCert } from './catalogue';
import { activities } from './scheduled';
import { onCallRequests } from './on_call';
import { partRequestStatuses, stockCountStatuses, stockTransferStatuses } from '../../../model/modules/parts';

/**
 * Stock per station, material and lot (docs/modules/parts.md): the lot is the serial number of a serialised
 * part, the batch of a batch-tracked one, '' for bulk stock. stock_levels keeps the station's total
 * per material; both are updated with every movement, in its transaction, by conditional UPDATEs
 * that cannot go below zero.
 */
export const stockLots = pgTable(
  'stock_lots',
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
    lot: text('lot').notNull().default(''),
    /** Copied from the material's tracking when the lot is created: a serial is one unit, in one place. */
    serialised: boolean('serialised').notNull().default(false),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** Shelf-life expiry of this batch (empty: no shelf life). */
    expires_on: date('expires_on'),
    /** The release certificate the lot arrived with (its latest receipt). */
    part_cert_id: integer('part_cert_id').references(() => partCert.id),
    cert_no: text('cert_no'),
    certificate_id: integer('certificate_id').references(() => stockCertificates.id),
  },
  (t) => [
    uniqueIndex('stock_lots_station_material_lot_unique').on(t.station_id, t.material_id, t.lot),
    index('stock_lots_region_idx').on(t.region_id),
    index('stock_lots_expires_idx').on(t.expires_on),
    // A serial number is in stock in one place at a time: issuing or receiving it twice is impossible.
    uniqueIndex('stock_lots_serial_in_stock_unique')
      .on(t.material_id, t.lot)
      .where(sql`${t.serialised} and ${t.quantity} > 0`),
    check('stock_lots_not_negative', sql`${t.quantity} >= 0`),
    check('stock_lots_serial_is_one', sql`not ${t.serialised} or ${t.quantity} <= 1`),
  ],
);

/** A release certificate's file (PDF or image), served to signed-in users only. */
export const stockCertificates = pgTable('stock_certificates', {
  ...recordColumns,
  file_name: text('file_name').notNull(),
  file_path: text('file_path')
    .notNull()
    .references(() => storedFiles.path),
  uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Stock on its way between stations: the transfer_out movement creates it, the transfer_in movement
 * at the destination receives it. Until then the quantity is in transit, in neither station's stock.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    to_region_id: integer('to_region_id')
      .notNull()
      .references(() => regions.id),
    from_station_id: integer('from_station_id')
      .notNull()
      .references(() => stations.id),
    to_station_id: integer('to_station_id')
      .notNull()
      .references(() => stations.id),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    lot: text('lot').notNull().default(''),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    status: text('status', { enum: stockTransferStatuses }).notNull().default('in_transit'),
    reference: text('reference'),
    shipped_at: timestamp('shipped_at', { withTimezone: true }).notNull(),
    expected_at: timestamp('expected_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    received_by: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('stock_transfers_from_idx').on(t.from_station_id, t.status),
    index('stock_transfers_to_idx').on(t.to_station_id, t.status),
    check('stock_transfers_quantity', sql`${t.quantity} > 0`),
    check('stock_transfers_other_station', sql`${t.from_station_id} <> ${t.to_station_id}`),
  ],
);

/** A part ordered for a job, mostly AOG: requested → ordered → shipped → received (the receipt movement). */
export const partRequests = pgTable(
  'part_requests',
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
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    on_call_request_id: integer('on_call_request_id').references(() => onCallRequests.id),
    activity_id: integer('activity_id').references(() => activities.id),
    status: text('status', { enum: partRequestStatuses }).notNull().default('requested'),
    supplier: text('supplier'),
    order_reference: text('order_reference'),
    /** When the part must be at the station; past it and not received, the request is late. */
    needed_by: timestamp('needed_by', { withTimezone: true }),
    expected_at: timestamp('expected_at', { withTimezone: true }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull(),
    ordered_at: timestamp('ordered_at', { withTimezone: true }),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    received_at: timestamp('received_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    remarks: text('remarks'),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('part_requests_region_status_idx').on(t.region_id, t.status),
    index('part_requests_station_idx').on(t.station_id),
    index('part_requests_on_call_idx').on(t.on_call_request_id),
    check('part_requests_quantity', sql`${t.quantity} > 0`),
  ],
);

/** A physical count of one station: the sheet snapshots the expected quantities; a supervisor confirms. */
export const stockCounts = pgTable(
  'stock_counts',
  {
    ...recordColumns,
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id),
    station_id: integer('station_id')
      .notNull()
      .references(() => stations.id),
    status: text('status', { enum: stockCountStatuses }).notNull().default('open'),
    remarks: text('remarks'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    confirmed_by: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('stock_counts_station_idx').on(t.station_id, t.status)],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    ...linkColumns,
    count_id: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    material_id: integer('material_id')
      .notNull()
      .references(() => materials.id),
    lot: text('lot').notNull().default(''),
    /** The book quantity when the sheet was made. */
    expected_quantity: numeric('expected_quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    counted_quantity: numeric('counted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.count_id, t.material_id, t.lot] }), check('stock_count_lines_counted', sql`${t.counted_quantity} >= 0`)],
);
