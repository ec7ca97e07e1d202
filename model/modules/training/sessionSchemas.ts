import { z } from 'zod';
import { optionalRecordId, optionalText, recordId } from '../../resources/fieldRules';
import { resourceSchemas } from '../../resources/resourceSchemas';
import { recordInstantText, supportedDate } from '../../supportedDates';
import { attendeeResults, sessionStatuses } from './enums';

const instant = recordInstantText;
const certificateNo = z
  .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(80).nullable())
  .optional();

/** A session (training_activities) as the generic CRUD engine takes it; region_id absent = the active region. */
export const trainingActivitySchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    course_id: recordId,
    station_id: optionalRecordId,
    location: optionalText(200),
    starts_at: instant,
    ends_at: instant,
    instructor_technician_id: optionalRecordId,
    instructor_name: optionalText(160),
    capacity: z.number().int().min(1).max(500),
    status: z.enum(sessionStatuses).optional(),
    remarks: optionalText(2000),
  }),
  [
    (value, ctx) => {
      const [start, end] = [value.starts_at, value.ends_at];
      if (typeof start === 'string' && typeof end === 'string' && Date.parse(end) <= Date.parse(start)) {
        ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'end_before_start' });
      }
    },
  ],
);

/** POST /training_activities/:id/attendees: one technician or several at once. */
export const enrolSchema = z.object({ technician_ids: z.array(recordId).min(1).max(200) }).strict();

/** One attendee's result; a pass carries its completion date (the browser proposes the session's last day). */
export const attendeeResultSchema = z
  .object({
    result: z.enum(attendeeResults).nullable(),
    completed_on: z.preprocess((v) => (v === '' ? null : v), supportedDate.nullable()).optional(),
    certificate_no: certificateNo,
    version: z.number().int().positive(),
  })
  .strict();

/** PUT /training_activities/:id/attendees: several results recorded together (the session page's "save results"). */
export const attendeeResultsSchema = z
  .object({
    results: z
      .array(attendeeResultSchema.extend({ attendee_id: recordId }))
      .min(1)
      .max(500),
  })
  .strict();

export type AttendeeResultBody = z.infer<typeof attendeeResultSchema>;

/** A certificate file: PDF or image, judged by its bytes on the server. */
export const certificateTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const certificateMaxBytes = 5 * 1024 * 1024;
export const isAcceptableCertificate = (file: { type: string; size: number }) =>
  (certificateTypes as readonly string[]).includes(file.type) && file.size <= certificateMaxBytes;
