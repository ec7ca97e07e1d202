import { z } from 'zod';
import { materialCategories } from '../../resources/enums';
import { movementKinds } from '../stock';
import { materialTrackings, partRequestStatuses, stockCountStatuses, stockTransferStatuses } from './enums';
import { expiryStatuses } from './stockDerivation';

/**
 * What the Parts endpoints answer (docs/modules/parts.md): the server declares these as its response
 * schemas (published in the OpenAPI document) and the browser reads its records typed from them, so
 * the two cannot drift apart. Rows are their table's columns (as the CRUD engine's lists send them)
 * and the names the lists compute beside them; instants are ISO texts, days YYYY-MM-DD.
 */
const instant = z.string();
const day = z.string();
const id = z.int();
const recordColumns = { id, created_at: instant, updated_at: instant, version: z.int() };

/** One lot of a part at a station, as GET /api/stock lists it (the region is the active one, not repeated). */
export const stockRowSchema = z
  .object({
    ...recordColumns,
    station_id: id,
    material_id: id,
    /** The serial, else the batch, else '' (bulk stock). */
    lot: z.string(),
    serialised: z.boolean(),
    quantity: z.number(),
    expires_on: day.nullable(),
    part_cert_id: id.nullable(),
    cert_no: z.string().nullable(),
    certificate_id: id.nullable(),
    station_code: z.string(),
    part_number: z.string(),
    description: z.string(),
    category: z.enum(materialCategories),
    tracking: z.enum(materialTrackings),
    measure_code: z.string(),
    unit_cost: z.number().nullable(),
    currency: z.string(),
    /** Quantity × unit cost; none without a unit cost. */
    value: z.number().nullable(),
    part_cert_code: z.string().nullable(),
    /** The station's total of the material (its stock level, written with every lot: server/modules/stock/movements.ts). */
    station_total: z.number(),
    /** The station's own minimum, else the material's. */
    minimum: z.number(),
    below_minimum: z.boolean(),
    expiry_status: z.enum(expiryStatuses).nullable(),
    in_stock: z.boolean(),
  })
  .meta({ description: 'A lot in stock at a station, with its material, certificate, value and the station’s level.' });
export type StockRow = z.infer<typeof stockRowSchema>;

/** One movement of the ledger, as GET /api/stock_movements lists it (the region is the active one, not repeated). */
export const movementRowSchema = z
  .object({
    ...recordColumns,
    station_id: id,
    material_id: id,
    kind: z.enum(movementKinds),
    /** Signed: receipts and transfers in positive; issues, consumption, scrap and transfers out negative. */
    quantity: z.number(),
    moved_at: instant,
    batch_no: z.string().nullable(),
    serial_no: z.string().nullable(),
    lot: z.string(),
    part_cert_id: id.nullable(),
    cert_no: z.string().nullable(),
    certificate_id: id.nullable(),
    expires_on: day.nullable(),
    reference: z.string().nullable(),
    reason: z.string().nullable(),
    de_icing_treatment_id: id.nullable(),
    activity_id: id.nullable(),
    on_call_request_id: id.nullable(),
    transfer_id: id.nullable(),
    part_request_id: id.nullable(),
    stock_count_id: id.nullable(),
    reverses_id: id.nullable(),
    created_by: id.nullable(),
    station_code: z.string(),
    /** The station's time zone: its instants are shown in it (src/components/date/stationTime.ts). */
    time_zone: z.string(),
    part_number: z.string(),
    description: z.string(),
    measure_code: z.string(),
    part_cert_code: z.string().nullable(),
    created_by_name: z.string().nullable(),
    work_order: z.string().nullable(),
    request_no: z.string().nullable(),
    registration: z.string().nullable(),
    /** The movement that reversed this one, if any. */
    reversed_by_id: id.nullable(),
  })
  .meta({ description: 'A stock movement as the ledger lists it.' });
export type MovementRow = z.infer<typeof movementRowSchema>;

/** A movement just recorded (POST /api/stock_movements/…): the ledger row and the station's stock of the material after it. */
export const recordedMovementSchema = movementRowSchema
  .extend({ station_quantity: z.number() })
  .meta({ description: 'The movement as the ledger lists it, and `station_quantity`: the station’s stock of the material after it.' });
export type RecordedMovement = z.infer<typeof recordedMovementSchema>;

/** A job's parts (activity or on-call request): the net of its issues and returns per lot, with the certificate it was issued with. */
export const jobPartSchema = z
  .object({
    material_id: id,
    part_number: z.string(),
    description: z.string(),
    measure_code: z.string(),
    lot: z.string(),
    /** Issued less returned (reversals counted with their sign). */
    quantity: z.number(),
    part_cert_code: z.string().nullable(),
    cert_no: z.string().nullable(),
    certificate_id: id.nullable(),
    /** The issues not reversed yet: DELETE …/parts/:movement_id gives one back. */
    issue_ids: z.array(id),
  })
  .meta({ description: 'A part on the job: its issues less returns per lot, with the certificate.' });
export type JobPart = z.infer<typeof jobPartSchema>;

/** GET /api/stock/trace: where a serial or batch went, where it is now and what of it is on its way. */
export const lotTraceSchema = z.object({
  material: z.object({ id, part_number: z.string(), description: z.string(), tracking: z.enum(materialTrackings) }),
  lot: z.string(),
  movements: z.array(movementRowSchema),
  where_now: z.array(z.object({ station_id: id, station_code: z.string(), quantity: z.number() })),
  in_transit: z.array(z.object({ id, from_station_id: id, to_station_id: id, quantity: z.number(), expected_at: instant.nullable() })),
});
export type LotTrace = z.infer<typeof lotTraceSchema>;

/** GET /api/stock/valuation: the stock value per material, and the totals per currency (never summed across currencies). */
export const stockValuationSchema = z.object({
  lines: z.array(
    z.object({
      material_id: id,
      part_number: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit_cost: z.number().nullable(),
      currency: z.string(),
      value: z.number().nullable(),
    }),
  ),
  total_by_currency: z.array(z.object({ currency: z.string(), value: z.number() })),
});
export type StockValuation = z.infer<typeof stockValuationSchema>;

/** A transfer between stations, as its list and GET /api/stock_transfers/:id answer it. */
export const transferRecordSchema = z
  .object({
    ...recordColumns,
    /** The region it leaves, and the one it goes to: each sees it. */
    region_id: id,
    to_region_id: id,
    from_station_id: id,
    to_station_id: id,
    material_id: id,
    lot: z.string(),
    quantity: z.number(),
    status: z.enum(stockTransferStatuses),
    reference: z.string().nullable(),
    shipped_at: instant,
    expected_at: instant.nullable(),
    received_at: instant.nullable(),
    created_by: id.nullable(),
    received_by: id.nullable(),
    from_station_code: z.string(),
    to_station_code: z.string(),
    /** The stations' time zones: shipped in the first's time, expected and received in the second's (src/components/date/stationTime.ts). */
    from_time_zone: z.string(),
    to_time_zone: z.string(),
    part_number: z.string(),
    description: z.string(),
    measure_code: z.string(),
  })
  .meta({ description: 'The transfer with its stations, part number and description.' });
export type TransferRecord = z.infer<typeof transferRecordSchema>;

/** A part request, as its list and GET /api/part_requests/:id answer it. */
export const partRequestRecordSchema = z
  .object({
    ...recordColumns,
    region_id: id,
    station_id: id,
    material_id: id,
    quantity: z.number(),
    on_call_request_id: id.nullable(),
    activity_id: id.nullable(),
    status: z.enum(partRequestStatuses),
    supplier: z.string().nullable(),
    order_reference: z.string().nullable(),
    needed_by: instant.nullable(),
    expected_at: instant.nullable(),
    requested_at: instant,
    ordered_at: instant.nullable(),
    shipped_at: instant.nullable(),
    received_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancel_reason: z.string().nullable(),
    remarks: z.string().nullable(),
    requested_by: id.nullable(),
    part_number: z.string(),
    description: z.string(),
    measure_code: z.string(),
    station_code: z.string(),
    /** The station's time zone: its instants are shown in it (src/components/date/stationTime.ts). */
    time_zone: z.string(),
    request_no: z.string().nullable(),
    registration: z.string().nullable(),
    /**
     * Needed by (else expected at) passed, neither received nor cancelled (model/modules/parts/late.ts);
     * none while open with neither instant known.
     */
    late: z.boolean().nullable(),
  })
  .meta({ description: 'The part request with its part number, station, on-call request number and whether it is late.' });
export type PartRequestRecord = z.infer<typeof partRequestRecordSchema>;

/** A stock count, as its list answers it. */
export const countRecordSchema = z
  .object({
    ...recordColumns,
    region_id: id,
    station_id: id,
    status: z.enum(stockCountStatuses),
    remarks: z.string().nullable(),
    created_by: id.nullable(),
    submitted_by: id.nullable(),
    submitted_at: instant.nullable(),
    confirmed_by: id.nullable(),
    confirmed_at: instant.nullable(),
    station_code: z.string(),
    /** The station's time zone: its instants are shown in it (src/components/date/stationTime.ts). */
    time_zone: z.string(),
    line_count: z.int(),
    counted_count: z.int(),
    difference_count: z.int(),
  })
  .meta({ description: 'A stock count of a station.' });
export type CountRecord = z.infer<typeof countRecordSchema>;

/** A line of a count sheet: the book quantity when the sheet was made, what was counted, and the difference and its value. */
export const countSheetLineSchema = z.object({
  material_id: id,
  lot: z.string(),
  expected_quantity: z.number(),
  counted_quantity: z.number().nullable(),
  reason: z.string().nullable(),
  part_number: z.string(),
  description: z.string(),
  tracking: z.enum(materialTrackings),
  measure_code: z.string(),
  unit_cost: z.number().nullable(),
  currency: z.string(),
  /** Counted less expected; none until counted. */
  difference: z.number().nullable(),
  /** The difference at the unit cost; none without either. */
  value_difference: z.number().nullable(),
});
export type CountLine = z.infer<typeof countSheetLineSchema>;

/** GET /api/stock_counts/:id and the count's writes: the count with its lines. */
export const countSheetSchema = countRecordSchema
  .extend({ lines: z.array(countSheetLineSchema) })
  .meta({ description: 'The count with its lines: expected, counted, difference and its value.' });
export type CountSheet = z.infer<typeof countSheetSchema>;
