import { z } from 'zod';
import {
  markedNotificationsSchema,
  notificationDigestSchema,
  notificationFilterFields,
  notificationIdsSchema,
  notificationMuteSchema,
  notificationMutesSchema,
  notificationSchema,
  notificationSortFields,
} from '../../../model/modules/notifications';
import { maxListRange } from '../../../model/listLimits';
import { embedded } from '../../crud/routeSchemas';
import { errorResponses, jsonQueryParam, notFoundResponse, recordIdParams } from '../../openApiParts';
import { describedOnly } from '../../plugins/validation';

/**
 * The notification endpoints' schemas: checked before the handlers, which read their parts typed from
 * them, and published in the OpenAPI document. The list's JSON query parameters are read by the list
 * engine (parseListQuery), so they are described only; an id that names none of the caller's is a 404.
 */
const tags = ['notifications'];
const sortable = ['id', ...notificationSortFields] as [string, ...string[]];
/** The filter as a client sends it (each key's input form), from the schemas the handler checks it with. */
const filterDocument = z
  .object(Object.fromEntries(Object.entries(notificationFilterFields).map(([name, value]) => [name, embedded(value)])))
  .partial()
  .strict();

const listQuery = describedOnly(
  z.object({
    sort: jsonQueryParam(z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])]), '["field","ASC"|"DESC"]; default ["created_at","DESC"].'),
    range: jsonQueryParam(
      z.tuple([z.int().min(0), z.int().min(0)]),
      `[first, last] row, both included; at most ${maxListRange} rows; default [0,24].`,
    ),
    filter: jsonQueryParam(
      filterDocument,
      'type (one or a list), read (true/false), created_gte / created_lte (an instant or a day), q (words of the notification or a type name), region_id (one or a list: notices of those regions and of none), id (a list: getMany).',
    ),
  }),
);
const withId = { params: recordIdParams() };
const marked = markedNotificationsSchema;
const found = { ...errorResponses, ...notFoundResponse };
const mutes = notificationMutesSchema.meta({ description: 'The notification types the caller does not receive.' });
const digest = notificationDigestSchema.meta({ description: 'Whether unread notifications also arrive by e-mail, once a day.' });

export const notificationRouteSchemas = {
  list: {
    tags,
    summary: 'The caller’s notifications (ra-data-simple-rest list; Content-Range carries the total)',
    querystring: listQuery,
    response: { 200: z.array(notificationSchema), ...errorResponses },
  },
  getOne: { tags, summary: 'One of the caller’s notifications', ...withId, response: { 200: notificationSchema, ...found } },
  read: {
    tags,
    summary: 'Mark one of the caller’s notifications read (the first read time is kept)',
    ...withId,
    response: { 200: notificationSchema, ...found },
  },
  unread: { tags, summary: 'Mark one of the caller’s notifications unread', ...withId, response: { 200: notificationSchema, ...found } },
  readAll: {
    tags,
    summary: 'Mark every unread notification of the caller read; answers which, so that it can be undone',
    response: { 200: marked.meta({ description: 'The notifications that were unread.' }), ...errorResponses },
  },
  unreadMany: {
    tags,
    summary: 'Mark some of the caller’s notifications unread again (the undo of “mark all read”); ids of others change nothing',
    body: notificationIdsSchema,
    response: { 200: marked.meta({ description: 'The notifications marked unread.' }), ...errorResponses },
  },
  getDigest: { tags, summary: 'The caller’s e-mail digest switch', response: { 200: digest, ...errorResponses } },
  putDigest: {
    tags,
    summary: 'Turn the caller’s daily e-mail digest on or off',
    body: notificationDigestSchema,
    response: { 200: digest, ...errorResponses },
  },
  getMutes: { tags, summary: 'The notification types the caller muted', response: { 200: mutes, ...errorResponses } },
  putMute: {
    tags,
    summary: 'Mute or unmute one notification type for the caller (safety-critical types cannot be muted: 422)',
    body: notificationMuteSchema,
    response: { 200: mutes, ...errorResponses },
  },
};
