import { z } from 'zod';
import { defectCreateSchema, defectDeferSchema, defectRecordSchema, defectRectifySchema } from '../../../model/modules/defects';
import { conflictResponse, errorResponses, fileUpload, notFoundResponse, recordIdParams, recordIdsParams } from '../../openApiParts';

/**
 * The schemas of the defect routes, the same for both kinds of job (docs/modules/defects.md): checked
 * before the handlers and published in the OpenAPI document.
 */
const tags = ['defects'];
const job = { params: recordIdParams() };
const defect = { params: recordIdsParams(['id', 'defect_id'], 'The job id and the defect id.') };
const verdict = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const refusal = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), rules: z.array(verdict).optional() })
  .meta({ description: 'Bad input, or refused by the defect rules: one text per failed rule in `errors.defect`.' });
const locked = conflictResponse('The job’s return to service is signed: its record is final.');
const answers = { ...errorResponses, 422: refusal, ...notFoundResponse, ...locked };
const list = z.array(defectRecordSchema);

export const defectRouteSchemas = {
  list: {
    tags,
    summary: 'The job’s defects, with the aircraft’s deferred ones carried from earlier jobs',
    ...job,
    response: { 200: list, ...answers },
  },
  create: {
    tags,
    summary: 'Record a defect found on the job (open until rectified or deferred)',
    ...job,
    body: defectCreateSchema,
    response: { 201: defectRecordSchema, ...answers },
  },
  rectify: {
    tags,
    summary: 'Rectify a defect: the work done, with the job’s own part issues and bookings used',
    ...defect,
    body: defectRectifySchema,
    response: { 200: defectRecordSchema, ...answers },
  },
  defer: {
    tags,
    summary: 'Defer an open defect under the MEL/CDL: item, category (A needs its days), tech-log page; the due day is computed',
    ...defect,
    body: defectDeferSchema,
    response: { 200: defectRecordSchema, ...answers },
  },
  photo: {
    tags,
    summary: 'Attach the photo of a defect (JPEG, PNG or WebP)',
    ...defect,
    ...fileUpload('photo', 'A JPEG, PNG or WebP image.'),
    response: { 200: defectRecordSchema, ...answers },
  },
  evidence: {
    tags,
    summary: 'The job’s part issues and bookings a rectification may name as used',
    ...job,
    response: {
      200: z.object({
        movements: z.array(z.object({ id: z.number().int(), label: z.string() })),
        bookings: z.array(z.object({ id: z.number().int(), label: z.string() })),
      }),
      ...answers,
    },
  },
  photoFile: { tags, summary: 'The photo of a defect', ...defect, response: { ...errorResponses, ...notFoundResponse } },
};
