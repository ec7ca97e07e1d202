import { z } from 'zod';
import { calendarDate } from '../../../model/core/fieldSchemas';
import { memoReceiptSchema, memoReceiptsSchema, homeDaySchema } from '../../../model/modules/home/homeDay';
import { errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

/**
 * What's up's and the memo receipts' schemas: the query and the path ids checked before the handlers,
 * which read them typed from these schemas, and published in the OpenAPI document. The answers'
 * schemas are the model's (model/modules/home/homeDay.ts).
 */

/** `?date=YYYY-MM-DD`; absent: today in the active region's zone. */
export const homeDayQuery = z.object({ date: calendarDate.optional() }).strict();

const withId = { params: recordIdParams() };
const found = { ...errorResponses, ...notFoundResponse };

export const homeRouteSchemas = {
  homeDay: {
    tags: ['home'],
    summary:
      'What’s up: the day of the active region at a glance — activities by status, unassigned, late, conflicts, staffing, alerts, memos, unread notifications; a technician’s own jobs first',
    querystring: homeDayQuery,
    response: { 200: homeDaySchema, ...errorResponses },
  },
  read: {
    tags: ['memos'],
    summary: 'Mark a memo of one of the caller’s regions (or of every region) as read; reading again changes nothing',
    ...withId,
    response: { 200: memoReceiptSchema, ...found },
  },
  acknowledge: {
    tags: ['memos'],
    summary: 'Acknowledge a memo that asks for it (422 otherwise); also marks it read',
    ...withId,
    response: { 200: memoReceiptSchema, ...found },
  },
  receipts: {
    tags: ['memos'],
    summary: 'Who of the memo’s region read and acknowledged it, and who has not (readers of the Settings memos)',
    ...withId,
    response: { 200: memoReceiptsSchema, ...found },
  },
};
