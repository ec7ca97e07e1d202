import { z } from 'zod';
import { emptyToNull, optionalText, requiredText } from '../../resources/fieldRules';
import { calendarDate, instant, referenceId } from '../../core/fieldSchemas';

/**
 * The bodies of the Parts stock endpoints (docs/modules/parts.md), shared by the
 * server, which enforces them, and the browser's dialogs. All strict: an unknown field is a 422.
 */

/** A quantity moved: numeric(14,3), positive (the kind gives the sign). */
export const movedQuantity = z.number().positive().max(1_000_000).multipleOf(0.001);
/** A serial number or batch, as printed on the part or the certificate. */
export const lotText = z.preprocess(emptyToNull, z.string().trim().min(1).max(60).nullable()).optional();
const optionalInstant = z.preprocess(emptyToNull, instant.nullable()).optional();
const reason = requiredText(500);

/** Where stock is taken from: a station, a material and (tracked materials) its serial or batch. */
const stockPlace = { station_id: referenceId, material_id: referenceId, lot: lotText };

/** A multipart field arrives as text: '' is no value, numbers are parsed. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema);
const formOptionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v), schema.nullable()).optional();

/**
 * POST /stock_movements/receipt: the multipart text fields (the certificate file is the part
 * `certificate`). parts-flow's part-request receipt takes the same fields.
 */
export const receiptFieldsSchema = z
  .object({
    station_id: formNumber(referenceId),
    material_id: formNumber(referenceId),
    quantity: formNumber(movedQuantity),
    lot: lotText,
    part_cert_id: formOptionalNumber(referenceId),
    cert_no: optionalText(60),
    expires_on: z.preprocess(emptyToNull, calendarDate.nullable()).optional(),
    reference: optionalText(120),
    moved_at: optionalInstant,
  })
  .strict();
export type ReceiptFields = z.infer<typeof receiptFieldsSchema>;

/** What a part is issued from, without the job: the body of POST /activities/:id/parts and /on_call_requests/:id/parts. */
export const partsUsedSchema = z
  .object({ ...stockPlace, quantity: movedQuantity, moved_at: optionalInstant, reference: optionalText(120) })
  .strict();
export type PartsUsedBody = z.infer<typeof partsUsedSchema>;

const oneJobAtMost = (body: { activity_id?: number | null; on_call_request_id?: number | null }) =>
  !(body.activity_id && body.on_call_request_id);

/** POST /stock_movements/issue: to a Scheduled activity, an On-Call request, or neither (a counter issue). */
export const issueSchema = partsUsedSchema
  .extend({ activity_id: referenceId.nullable().optional(), on_call_request_id: referenceId.nullable().optional() })
  .strict()
  .refine(oneJobAtMost, { message: 'one_job', path: ['on_call_request_id'] });
export type IssueBody = z.infer<typeof issueSchema>;

/** POST /stock_movements/return: back to stock from the job it was issued to (exactly one job). */
export const returnSchema = z
  .object({
    ...stockPlace,
    quantity: movedQuantity,
    activity_id: referenceId.nullable().optional(),
    on_call_request_id: referenceId.nullable().optional(),
    reason,
  })
  .strict()
  .refine(oneJobAtMost, { message: 'one_job', path: ['on_call_request_id'] })
  .refine((body) => Boolean(body.activity_id || body.on_call_request_id), { message: 'job_required', path: ['activity_id'] });
export type ReturnBody = z.infer<typeof returnSchema>;

/** POST /stock_movements/scrap: unserviceable, out of stock for good. */
export const scrapSchema = z.object({ ...stockPlace, quantity: movedQuantity, reason }).strict();
export type ScrapBody = z.infer<typeof scrapSchema>;

/** POST /stock_movements/adjustment (stock_count_confirm): signed, never zero. */
export const adjustmentSchema = z
  .object({
    ...stockPlace,
    quantity: z
      .number()
      .min(-1_000_000)
      .max(1_000_000)
      .multipleOf(0.001)
      .refine((q) => q !== 0, 'not_zero'),
    reason,
  })
  .strict();
export type AdjustmentBody = z.infer<typeof adjustmentSchema>;

/** POST /stock_movements/:id/reverse and DELETE …/parts/:movement_id (reason optional there). */
export const reverseSchema = z.object({ reason }).strict();
export type ReverseBody = z.infer<typeof reverseSchema>;

/** A query's id: text in the URL. */
const queryId = z.coerce.number().pipe(referenceId);

/** GET /stock/trace: where a serial (or batch) went. */
export const traceQuerySchema = z.object({ material_id: queryId, lot: z.string().max(60).optional() }).strict();
export type TraceQuery = z.infer<typeof traceQuerySchema>;

/** GET /stock/valuation: one station, or the whole active region. */
export const valuationQuerySchema = z.object({ station_id: queryId.optional() }).strict();
export type ValuationQuery = z.infer<typeof valuationQuerySchema>;
