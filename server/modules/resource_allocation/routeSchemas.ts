import { z } from 'zod';
import {
  bookingCreateSchema,
  bookingListQuery,
  bookingMoveSchema,
  calibrationReturnSchema,
  calibrationSendSchema,
  dueListQuery,
  resourceListQuery,
  transferCreateSchema,
  usageQuery,
  versionBodySchema,
} from '../../../model/modules/resource_allocation/bookingSchemas';
import {
  bookingRowSchema,
  bookingsPeriodSchema,
  calibrationReturnedSchema,
  calibrationSentSchema,
  dueListsSchema,
  resourceRecordSchema,
  resourceTransferSchema,
  toolCalibrationSchema,
  toolUsagePeriodSchema,
  transferRowSchema,
} from '../../../model/modules/resource_allocation/resourceRecords';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

/**
 * The Resources endpoints' schemas (docs/modules/resource_allocation.md): checked before the handlers,
 * which read their parts typed from them (an id that cannot name a record is a 404), and published in
 * the OpenAPI document; the answers are model/modules/resource_allocation/resourceRecords.ts.
 */
const tags = ['resource_allocation'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(z.object({}).passthrough()).optional() })
  .meta({
    description:
      'Bad input, or refused by the availability rules: one text per failed rule in `errors.resource_id`, the verdicts in `rules`.',
  });
const overlap = conflictResponse(
  'The resource is booked then: `errors.starts_at` names each booking, `conflicts` lists them (the database’s exclusion constraint decided).',
);
const stale = conflictResponse('Changed since it was read (`current`).');

export const resourceRouteSchemas = {
  resources: {
    tags,
    summary: 'Every bookable resource of the active region, with whether it can be used today and why not',
    querystring: resourceListQuery,
    response: { 200: z.array(resourceRecordSchema), ...errorResponses },
  },
  due: {
    tags,
    summary: 'Calibration, service and insurance due within the settings’ lead times, or overdue',
    querystring: dueListQuery,
    response: { 200: dueListsSchema, ...errorResponses },
  },
  bookings: {
    tags,
    summary:
      "The timeline: live bookings of the filtered resources in [from, to), their unavailable stretches and the region's stations with their zones",
    querystring: bookingListQuery,
    response: { 200: bookingsPeriodSchema, ...errorResponses },
  },
  createBooking: {
    tags,
    summary: 'Book a resource (the availability rules, then the overlap)',
    body: bookingCreateSchema,
    response: { 201: bookingRowSchema, ...errorResponses, 422: refusal, ...overlap },
  },
  moveBooking: {
    tags,
    summary: 'Move a booking (drag on the timeline), checked like a new one',
    params,
    body: bookingMoveSchema,
    response: { 200: bookingRowSchema, ...found, 422: refusal, ...overlap, ...stale },
  },
  releaseBooking: {
    tags,
    summary: 'Release a booking (kept for traceability)',
    params,
    response: { 200: bookingRowSchema.meta({ description: 'The booking, released.' }), ...found },
  },
  sendCalibration: {
    tags,
    summary: 'Send a tool for calibration; answers the bookings it can no longer honour',
    params,
    body: calibrationSendSchema,
    response: { 200: calibrationSentSchema, ...found },
  },
  returnCalibration: {
    tags,
    summary: 'A tool back from calibration: in service, or quarantined when out of tolerance',
    params,
    body: calibrationReturnSchema,
    response: { 200: calibrationReturnedSchema, ...found },
  },
  calibrations: {
    tags,
    summary: 'A tool’s trips to the laboratory, latest first',
    params,
    response: { 200: z.array(toolCalibrationSchema), ...found },
  },
  usage: {
    tags,
    summary: 'Every activity and on-call job a tool was used on (default: since its last good calibration)',
    params,
    querystring: usageQuery,
    response: { 200: toolUsagePeriodSchema, ...found },
  },
  transfers: {
    tags,
    summary: 'Transfers from or to the active region',
    response: { 200: z.array(resourceTransferSchema), ...errorResponses },
  },
  createTransfer: {
    tags,
    summary: 'Transfer a resource to another station (booked while in transit)',
    body: transferCreateSchema,
    response: { 201: transferRowSchema, ...errorResponses, ...overlap },
  },
  arriveTransfer: {
    tags,
    summary: 'The resource arrived: its station becomes the destination',
    params,
    body: versionBodySchema,
    response: { 200: transferRowSchema, ...found, ...stale },
  },
  cancelTransfer: {
    tags,
    summary: 'Cancel a transfer: its booking is released',
    params,
    body: versionBodySchema,
    response: { 200: transferRowSchema, ...found, ...stale },
  },
};
