import { z } from 'zod';
import { optionalText, version } from '../../resources/fieldRules';
import { instant, referenceId } from '../../core/fieldSchemas';
import { optionalInstant, stockQuantity } from './flowFields';

/** POST /api/part_requests: a part needed at a station, usually for an AOG on-call job. */
export const partRequestCreateSchema = z
  .object({
    station_id: referenceId,
    material_id: referenceId,
    quantity: stockQuantity,
    on_call_request_id: referenceId.nullable().optional(),
    activity_id: referenceId.nullable().optional(),
    needed_by: optionalInstant,
    supplier: optionalText(120),
    remarks: optionalText(2000),
  })
  .strict()
  .refine((body) => !(body.on_call_request_id && body.activity_id), { path: ['activity_id'], message: 'one_job_only' });
export type PartRequestCreate = z.infer<typeof partRequestCreateSchema>;

/** PUT /api/part_requests/:id: the order's details while the request is open. */
export const partRequestUpdateSchema = z
  .object({
    version,
    supplier: optionalText(120),
    order_reference: optionalText(80),
    expected_at: optionalInstant,
    needed_by: optionalInstant,
    remarks: optionalText(2000),
  })
  .strict();
export type PartRequestUpdate = z.infer<typeof partRequestUpdateSchema>;

/** Steps a plain status change may take; received is the receipt (POST …/receive). */
export const partRequestStepTargets = ['ordered', 'shipped', 'cancelled'] as const;

/** POST /api/part_requests/:id/status. */
export const partRequestStatusSchema = z
  .object({
    version,
    to: z.enum(partRequestStepTargets),
    at: instant.optional(),
    supplier: optionalText(120),
    order_reference: optionalText(80),
    expected_at: optionalInstant,
    cancel_reason: optionalText(500),
  })
  .strict();
export type PartRequestStatusStep = z.infer<typeof partRequestStatusSchema>;
