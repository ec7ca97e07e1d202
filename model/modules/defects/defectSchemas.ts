import { z } from 'zod';
import { referenceId } from '../../core/fieldSchemas';
import { defectStates, deferralCategories } from './enums';

/**
 * The bodies of the defect routes (docs/modules/defects.md), the same under /activities/:id/defects and
 * /on_call_requests/:id/defects, shared by the server and the browser's forms. Strict: an unknown field is a 422.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

/** An ATA 100 / iSpec 2200 chapter: two digits ("32" landing gear), optionally a section ("32-41"). */
const ataChapter = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .regex(/^\d{2}(-\d{2})?$/)
    .nullable()
    .optional(),
);

/** POST …/defects: what the technician saw; the photo follows on its own route. */
export const defectCreateSchema = z.object({ description: text(2000), ata_chapter: ataChapter }).strict();

/** POST …/defects/:defect_id/rectify: the work done, with the job's own part issues and bookings used for it. */
export const defectRectifySchema = z
  .object({
    action_taken: text(2000),
    movement_ids: z.array(referenceId).max(50).default([]),
    booking_ids: z.array(referenceId).max(50).default([]),
  })
  .strict();

/** POST …/defects/:defect_id/defer: under the operator's MEL/CDL item, written on a tech-log page. */
export const defectDeferSchema = z
  .object({
    mel_item: text(40),
    category: z.enum(deferralCategories),
    /** Category A only: the interval the MEL item states, in calendar days. */
    limit_days: z.number().int().min(1).max(365).nullable().optional(),
    tech_log_ref: text(40),
  })
  .strict();

export type DefectCreate = z.infer<typeof defectCreateSchema>;
export type DefectRectify = z.infer<typeof defectRectifySchema>;
export type DefectDefer = z.input<typeof defectDeferSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A defect as a job shows it: found here, or deferred on an earlier job of the aircraft and carried here. */
export const defectRecordSchema = z.object({
  id: z.number().int(),
  state: z.enum(defectStates),
  description: z.string(),
  ata_chapter: z.string().nullable(),
  registration: z.string().nullable(),
  /** Where it was found: the job's number (work order or request number) and its station. */
  found_on_job: z.string(),
  found_station: z.string().nullable(),
  /** true when found on another job and shown here because it follows the aircraft. */
  carried: z.boolean(),
  found_by: person,
  found_at: z.string(),
  found_on: z.string(),
  has_photo: z.boolean(),
  action_taken: z.string().nullable(),
  rectified_by: person,
  rectified_at: z.string().nullable(),
  rectified_parts: z.array(z.object({ movement_id: z.number().int(), label: z.string() })),
  rectified_tools: z.array(z.object({ booking_id: z.number().int(), label: z.string() })),
  mel_item: z.string().nullable(),
  deferral_category: z.enum(deferralCategories).nullable(),
  limit_days: z.number().int().nullable(),
  due_on: z.string().nullable(),
  /** Days from the station's today to the due day: 0 on the day, negative when overdue. */
  days_left: z.number().int().nullable(),
  tech_log_ref: z.string().nullable(),
  deferred_by: person,
  deferred_at: z.string().nullable(),
  version: z.number().int(),
});
export type DefectRecord = z.infer<typeof defectRecordSchema>;
