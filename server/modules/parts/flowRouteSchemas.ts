import { z } from 'zod';
import { countCreateSchema, countLinesSchema, countStepSchema } from '../../../model/modules/parts/countSchemas';
import { partRequestCreateSchema, partRequestStatusSchema, partRequestUpdateSchema } from '../../../model/modules/parts/partRequestSchemas';
import { transferCancelSchema, transferCreateSchema, transferReceiveSchema } from '../../../model/modules/parts/transferSchemas';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly, validatedAhead } from '../../plugins/validation';

/**
 * How the transfer, part request and count endpoints appear in the OpenAPI document. Bodies and
 * ids are read by the handlers (parseBody; an id that names nothing is a 404), so they are
 * described only.
 */
const tags = ['parts'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const record = (description: string) => z.object({}).passthrough().meta({ description });
const stale = conflictResponse('The record changed since it was read (`current`).');
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(z.object({}).passthrough()).optional() })
  .meta({
    description:
      'Bad input, or refused: one text per failed rule; not enough stock in `errors.quantity`, a serial already in stock in `errors.lot`.',
  });
const write = (summary: string, body: object, description: string) => ({
  tags,
  summary,
  params,
  body,
  response: { 200: record(description), ...found, 422: refusal, ...stale },
});

const transfer = 'The transfer with its stations, part number and description.';
const partRequest = 'The part request with its part number, station, on-call request number and whether it is late.';
const count = 'The count with its lines: expected, counted, difference and its value.';

export const flowRouteSchemas = {
  createTransfer: {
    tags,
    summary: 'Send stock to another station (of any of the caller’s regions): it leaves now and is in transit',
    body: validatedAhead(transferCreateSchema),
    response: { 201: record(transfer), ...errorResponses, 422: refusal },
  },
  getTransfer: { tags, summary: 'One transfer', params, response: { 200: record(transfer), ...found } },
  receiveTransfer: write(
    'Receive a transfer at its destination: the lot arrives with its certificate and expiry',
    validatedAhead(transferReceiveSchema),
    transfer,
  ),
  cancelTransfer: write('Cancel a transfer in transit: the stock is back at the origin', validatedAhead(transferCancelSchema), transfer),

  createPartRequest: {
    tags,
    summary: 'Request a part for a station, usually for an on-call job',
    body: validatedAhead(partRequestCreateSchema),
    response: { 201: record(partRequest), ...errorResponses, 422: refusal },
  },
  getPartRequest: { tags, summary: 'One part request', params, response: { 200: record(partRequest), ...found } },
  updatePartRequest: write(
    'Edit an open request’s supplier, order reference and dates',
    validatedAhead(partRequestUpdateSchema),
    partRequest,
  ),
  partRequestStatus: write(
    'Order, ship or cancel a part request (illegal steps refused with the reason)',
    validatedAhead(partRequestStatusSchema),
    partRequest,
  ),
  receivePartRequest: {
    tags,
    summary: 'Receive the requested part: the receipt movement (multipart, the receipt fields and the certificate file)',
    params,
    consumes: ['multipart/form-data'],
    body: describedOnly(
      z
        .object({ certificate: z.string().meta({ format: 'binary', description: 'The release certificate (PDF, PNG or JPEG).' }) })
        .passthrough(),
    ),
    response: { 200: record(partRequest), ...found, 422: refusal, ...stale },
  },

  createCount: {
    tags,
    summary: 'Start a count of a station: a sheet of every lot with the book quantity now (and materials at zero with a minimum)',
    body: validatedAhead(countCreateSchema),
    response: { 201: record(count), ...errorResponses, 422: refusal },
  },
  getCount: { tags, summary: 'One count with its lines', params, response: { 200: record(count), ...found } },
  countSheet: {
    tags,
    summary: 'The count sheet as an XLSX workbook',
    params,
    response: { 200: z.string().meta({ description: 'XLSX' }), ...found },
  },
  countLines: write('Enter counted quantities and the reasons for differences (open counts)', validatedAhead(countLinesSchema), count),
  submitCount: write('Submit a counted sheet for confirmation', validatedAhead(countStepSchema), count),
  confirmCount: write(
    'Confirm a submitted count: each difference becomes an adjustment movement (stock_count_confirm)',
    validatedAhead(countStepSchema),
    count,
  ),
  cancelCount: write('Cancel a count that is not confirmed', validatedAhead(countStepSchema), count),
};
