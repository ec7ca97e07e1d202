import { z } from 'zod';
import {
  adjustmentSchema,
  issueSchema,
  partsUsedSchema,
  returnSchema,
  reverseSchema,
  scrapSchema,
  traceQuerySchema,
  valuationQuerySchema,
} from '../../../model/modules/parts/movementSchemas';
import {
  jobPartSchema,
  lotTraceSchema,
  recordedMovementSchema,
  stockRowSchema,
  stockValuationSchema,
} from '../../../model/modules/parts/partsRecords';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';

/**
 * The Parts stock endpoints beyond the lists: their schemas, checked before the handlers, which read
 * their parts typed from them, and published in the OpenAPI document. A path id that names nothing
 * is a 404; the receipt's multipart fields are read by the handler.
 */
const tags = ['parts'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(z.object({}).passthrough()).optional() })
  .meta({
    description:
      'Bad input, or refused: one text per failed rule under its field, the verdicts in `rules`; a shortage in `errors.quantity`, a serial already in stock in `errors.lot`.',
  });
const moved = { 201: recordedMovementSchema, ...errorResponses, 422: refusal };
const parts = z.array(jobPartSchema);

export const partsRouteSchemas = {
  receipt: {
    tags,
    summary:
      'Receive stock: multipart fields and the certificate file (PDF/PNG/JPEG); the receipt rules (certificate, serial, shelf life) checked',
    consumes: ['multipart/form-data'],
    response: moved,
  },
  issue: {
    tags,
    summary: 'Issue parts from a station’s stock, to a job or over the counter',
    body: issueSchema,
    response: moved,
  },
  return: {
    tags,
    summary: 'Parts back to stock from the job they were issued to (at most what it holds)',
    body: returnSchema,
    response: moved,
  },
  scrap: { tags, summary: 'Scrap stock with a reason', body: scrapSchema, response: moved },
  adjustment: {
    tags,
    summary: 'Correct stock up or down with a reason (stock_count_confirm)',
    body: adjustmentSchema,
    response: moved,
  },
  reverse: {
    tags,
    summary: 'Reverse a movement once: the opposite quantity on the same lot',
    params,
    body: reverseSchema,
    response: { ...moved, ...notFoundResponse, ...conflictResponse('Already reversed (`reversed_by_id`), or a reversal itself.') },
  },
  trace: {
    tags,
    summary: 'Where a serial or batch went: its movements oldest first, and where it is now (or in transit)',
    querystring: traceQuerySchema,
    response: { 200: lotTraceSchema, ...errorResponses },
  },
  valuation: {
    tags,
    summary: 'Stock value per material of a station (or the active region), and totals per currency',
    querystring: valuationQuerySchema,
    response: { 200: stockValuationSchema, ...errorResponses },
  },
  exportXlsx: { tags, summary: 'The stock list as an XLSX workbook, with the filters in a header row', response: { ...errorResponses } },
  certificate: {
    tags,
    summary: 'A release certificate’s file, for users whose regions hold a movement with it',
    params,
    response: { ...found },
  },
  jobParts: {
    tags,
    summary: 'The parts used on the job: issues less returns per lot, with certificate type and number',
    params,
    response: { 200: parts, ...found },
  },
  jobLots: {
    tags,
    summary:
      'What the job’s station holds that could be fitted: its lots in stock, as the stock list shows them (for whoever may fit parts on the job)',
    params,
    response: { 200: z.array(stockRowSchema), ...found },
  },
  addJobPart: {
    tags,
    summary: 'Issue a part to the job from its station’s stock',
    params,
    body: partsUsedSchema,
    response: { 201: parts, ...found, 422: refusal },
  },
  removeJobPart: {
    tags,
    summary: 'Give a part issued to the job back to stock (reverses its issue)',
    params: recordIdsParams(['id', 'movement_id'], 'The job id and the issue movement id.'),
    response: { 200: parts, ...found, ...conflictResponse('Already given back.') },
  },
};
