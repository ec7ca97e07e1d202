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
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';

/**
 * How the Resources endpoints appear in the OpenAPI document (docs/modules/resource_allocation.md). Bodies are
 * parsed by the handlers (parseBody); queries are validated here.
 */
const tags = ['resource_allocation'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const record = (description: string) => z.object({}).passthrough().meta({ description });
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
    response: {
      200: z.array(record('A resource: key, kind, id, label, station, category, status, due dates, available, reasons')),
      ...errorResponses,
    },
  },
  due: {
    tags,
    summary: 'Calibration, service and insurance due within the settings’ lead times, or overdue',
    querystring: dueListQuery,
    response: { 200: record('{calibration, service, insurance}'), ...errorResponses },
  },
  bookings: {
    tags,
    summary:
      "The timeline: live bookings of the filtered resources in [from, to), their unavailable stretches and the region's stations with their zones",
    querystring: bookingListQuery,
    response: { 200: record('{bookings, unavailable, stations}'), ...errorResponses },
  },
  createBooking: {
    tags,
    summary: 'Book a resource (the availability rules, then the overlap)',
    body: validatedAhead(bookingCreateSchema),
    response: { 201: record('The booking.'), ...errorResponses, 422: refusal, ...overlap },
  },
  moveBooking: {
    tags,
    summary: 'Move a booking (drag on the timeline), checked like a new one',
    params,
    body: validatedAhead(bookingMoveSchema),
    response: { 200: record('The booking.'), ...found, 422: refusal, ...overlap, ...stale },
  },
  releaseBooking: {
    tags,
    summary: 'Release a booking (kept for traceability)',
    params,
    response: { 200: record('The booking, released.'), ...found },
  },
  sendCalibration: {
    tags,
    summary: 'Send a tool for calibration; answers the bookings it can no longer honour',
    params,
    body: validatedAhead(calibrationSendSchema),
    response: { 200: record('{calibration, clashes}'), ...found },
  },
  returnCalibration: {
    tags,
    summary: 'A tool back from calibration: in service, or quarantined when out of tolerance',
    params,
    body: validatedAhead(calibrationReturnSchema),
    response: { 200: record('{calibration, status}'), ...found },
  },
  calibrations: {
    tags,
    summary: 'A tool’s trips to the laboratory, latest first',
    params,
    response: { 200: z.array(record('A calibration.')), ...found },
  },
  usage: {
    tags,
    summary: 'Every activity and on-call job a tool was used on (default: since its last good calibration)',
    params,
    querystring: usageQuery,
    response: { 200: record('{tool, from, to, usage}'), ...found },
  },
  transfers: {
    tags,
    summary: 'Transfers from or to the active region',
    response: { 200: z.array(record('A transfer.')), ...errorResponses },
  },
  createTransfer: {
    tags,
    summary: 'Transfer a resource to another station (booked while in transit)',
    body: validatedAhead(transferCreateSchema),
    response: { 201: record('The transfer.'), ...errorResponses, ...overlap },
  },
  arriveTransfer: {
    tags,
    summary: 'The resource arrived: its station becomes the destination',
    params,
    body: validatedAhead(versionBodySchema),
    response: { 200: record('The transfer.'), ...found, ...stale },
  },
  cancelTransfer: {
    tags,
    summary: 'Cancel a transfer: its booking is released',
    params,
    body: validatedAhead(versionBodySchema),
    response: { 200: record('The transfer.'), ...found, ...stale },
  },
};
