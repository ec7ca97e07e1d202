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
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';

/**
 * How the Parts stock endpoints beyond the lists appear in the OpenAPI document. Bodies and ids are
 * read by the handlers (parseBody; an id that names nothing is a 404), so they are described only;
 * queries are validated here.
 */
const tags = ['parts'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const record = (description: string) => z.object({}).passthrough().meta({ description });
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(z.object({}).passthrough()).optional() })
  .meta({
    description:
      'Bad input, or refused: one text per failed rule under its field, the verdicts in `rules`; a shortage in `errors.quantity`, a serial already in stock in `errors.lot`.',
  });
const movement = record('The movement as the ledger lists it, and `station_quantity`: the station’s stock of the material after it.');
const moved = { 201: movement, ...errorResponses, 422: refusal };
const parts = z.array(record('A part on the job: its issues less returns per lot, with the certificate.'));

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
    body: validatedAhead(issueSchema),
    response: moved,
  },
  return: {
    tags,
    summary: 'Parts back to stock from the job they were issued to (at most what it holds)',
    body: validatedAhead(returnSchema),
    response: moved,
  },
  scrap: { tags, summary: 'Scrap stock with a reason', body: validatedAhead(scrapSchema), response: moved },
  adjustment: {
    tags,
    summary: 'Correct stock up or down with a reason (stock_count_confirm)',
    body: validatedAhead(adjustmentSchema),
    response: moved,
  },
  reverse: {
    tags,
    summary: 'Reverse a movement once: the opposite quantity on the same lot',
    params,
    body: validatedAhead(reverseSchema),
    response: { ...moved, ...notFoundResponse, ...conflictResponse('Already reversed (`reversed_by_id`), or a reversal itself.') },
  },
  trace: {
    tags,
    summary: 'Where a serial or batch went: its movements oldest first, and where it is now (or in transit)',
    querystring: traceQuerySchema,
    response: { 200: record('{material, lot, movements, where_now, in_transit}'), ...errorResponses },
  },
  valuation: {
    tags,
    summary: 'Stock value per material of a station (or the active region), and totals per currency',
    querystring: valuationQuerySchema,
    response: { 200: record('{lines, total_by_currency:[{currency, value}]}'), ...errorResponses },
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
    response: { 200: z.array(record('A lot in stock, as GET /stock lists it.')), ...found },
  },
  addJobPart: {
    tags,
    summary: 'Issue a part to the job from its station’s stock',
    params,
    body: validatedAhead(partsUsedSchema),
    response: { 201: parts, ...found, 422: refusal },
  },
  removeJobPart: {
    tags,
    summary: 'Give a part issued to the job back to stock (reverses its issue)',
    params: recordIdsParams(['id', 'movement_id'], 'The job id and the issue movement id.'),
    response: { 200: parts, ...found, ...conflictResponse('Already given back.') },
  },
};
