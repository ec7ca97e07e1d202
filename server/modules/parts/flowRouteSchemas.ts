import { z } from 'zod';
import { countCreateSchema, countLinesSchema, countStepSchema } from '../../../model/modules/parts/countSchemas';
import { partRequestCreateSchema, partRequestStatusSchema, partRequestUpdateSchema } from '../../../model/modules/parts/partRequestSchemas';
import { transferCancelSchema, transferCreateSchema, transferReceiveSchema } from '../../../model/modules/parts/transferSchemas';
import { countSheetSchema, partRequestRecordSchema, transferRecordSchema } from '../../../model/modules/parts/partsRecords';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';

/**
 * The transfer, part request and count endpoints' schemas: checked before the handlers, which read
 * their parts typed from them, and published in the OpenAPI document. A path id that names nothing
 * is a 404; a part request's receipt (multipart fields) is read by the handler.
 */
const tags = ['parts'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const stale = conflictResponse('The record changed since it was read (`current`).');
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(z.object({}).passthrough()).optional() })
  .meta({
    description:
      'Bad input, or refused: one text per failed rule; not enough stock in `errors.quantity`, a serial already in stock in `errors.lot`.',
  });
const write = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, record: R) => ({
  tags,
  summary,
  params,
  body,
  response: { 200: record, ...found, 422: refusal, ...stale },
});

const transfer = transferRecordSchema;
const partRequest = partRequestRecordSchema;
const count = countSheetSchema;

export const flowRouteSchemas = {
  createTransfer: {
    tags,
    summary: 'Send stock to another station (of any of the caller’s regions): it leaves now and is in transit',
    body: transferCreateSchema,
    response: { 201: transfer, ...errorResponses, 422: refusal },
  },
  getTransfer: { tags, summary: 'One transfer', params, response: { 200: transfer, ...found } },
  receiveTransfer: write(
    'Receive a transfer at its destination: the lot arrives with its certificate and expiry',
    transferReceiveSchema,
    transfer,
  ),
  cancelTransfer: write('Cancel a transfer in transit: the stock is back at the origin', transferCancelSchema, transfer),

  createPartRequest: {
    tags,
    summary: 'Request a part for a station, usually for an on-call job',
    body: partRequestCreateSchema,
    response: { 201: partRequest, ...errorResponses, 422: refusal },
  },
  getPartRequest: { tags, summary: 'One part request', params, response: { 200: partRequest, ...found } },
  updatePartRequest: write('Edit an open request’s supplier, order reference and dates', partRequestUpdateSchema, partRequest),
  partRequestStatus: write(
    'Order, ship or cancel a part request (illegal steps refused with the reason)',
    partRequestStatusSchema,
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
    response: { 200: partRequest, ...found, 422: refusal, ...stale },
  },

  createCount: {
    tags,
    summary: 'Start a count of a station: a sheet of every lot with the book quantity now (and materials at zero with a minimum)',
    body: countCreateSchema,
    response: { 201: count, ...errorResponses, 422: refusal },
  },
  getCount: { tags, summary: 'One count with its lines', params, response: { 200: count, ...found } },
  countSheet: {
    tags,
    summary: 'The count sheet as an XLSX workbook',
    params,
    response: { 200: z.string().meta({ description: 'XLSX' }), ...found },
  },
  countLines: write('Enter counted quantities and the reasons for differences (open counts)', countLinesSchema, count),
  submitCount: write('Submit a counted sheet for confirmation', countStepSchema, count),
  confirmCount: write(
    'Confirm a submitted count: each difference becomes an adjustment movement (stock_count_confirm)',
    countStepSchema,
    count,
  ),
  cancelCount: write('Cancel a count that is not confirmed', countStepSchema, count),
};
