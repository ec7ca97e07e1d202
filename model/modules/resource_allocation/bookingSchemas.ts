import { z } from 'zod';
import { optionalText, requiredText, version } from '../../resources/fieldRules';
import { calendarDate, instant, referenceId } from '../../core/fieldSchemas';
import { bookableKinds, calibrationResults, type BookingPurpose } from './enums';

/**
 * The bodies and queries of the Resources endpoints (docs/modules/resource_allocation.md), shared by the server,
 * which enforces them, and the browser's forms. Bodies are strict: an unknown field is a 422.
 */

const dayMs = 86_400_000;

/** A period's end after its start (half-open) and at most `maxDays` on: the refinement of every period. */
function periodCheck<T>(start: keyof T & string, end: keyof T & string, maxDays = 366) {
  return (value: T, ctx: z.RefinementCtx) => {
    // A malformed instant is already its own issue; only two instants make a period to judge.
    if (!(value[start] instanceof Date) || !(value[end] instanceof Date)) return;
    const from = value[start].getTime();
    const to = value[end].getTime();
    if (to <= from) ctx.addIssue({ code: 'custom', path: [end], message: 'end_before_start' });
    else if (to - from > maxDays * dayMs) ctx.addIssue({ code: 'custom', path: [end], message: 'invalid_value' });
  };
}
const period = { starts_at: instant, ends_at: instant };

/** POST /api/resource_bookings: a reservation by default, or the booking of a job by its id. */
export const bookingCreateSchema = z
  .object({
    ...period,
    kind: z.enum(bookableKinds),
    resource_id: referenceId,
    purpose: z.enum(['reservation', 'activity', 'on_call', 'de_icing'] as const satisfies readonly BookingPurpose[]).default('reservation'),
    activity_id: referenceId.optional(),
    on_call_request_id: referenceId.optional(),
    de_icing_treatment_id: referenceId.optional(),
    note: optionalText(500),
    override_reason: optionalText(500),
  })
  .strict()
  .superRefine(periodCheck('starts_at', 'ends_at'))
  .superRefine((value, ctx) => {
    // A job's booking names its job; a reservation names none.
    const job = { activity: 'activity_id', on_call: 'on_call_request_id', de_icing: 'de_icing_treatment_id' } as const;
    if (value.purpose !== 'reservation' && value[job[value.purpose]] === undefined)
      ctx.addIssue({ code: 'custom', path: [job[value.purpose]], message: 'required' });
  });
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

/** PUT /api/resource_bookings/:id: drag to move. */
export const bookingMoveSchema = z
  .object({ ...period, version, override_reason: optionalText(500) })
  .strict()
  .superRefine(periodCheck('starts_at', 'ends_at'));
export type BookingMove = z.infer<typeof bookingMoveSchema>;

const optionalQueryId = z.coerce.number().int().positive().max(2_147_483_647).optional();
const resourceFilters = {
  station_id: optionalQueryId,
  kind: z.enum(bookableKinds).optional(),
  category_id: optionalQueryId,
};

/** GET /api/resources. */
export const resourceListQuery = z.object(resourceFilters);
/** GET /api/resources/due. */
export const dueListQuery = z.object({ station_id: optionalQueryId, kind: z.enum(bookableKinds).optional() });

/** GET /api/resource_bookings: the timeline's window (at most 62 days). */
export const bookingListQuery = z.object({ ...resourceFilters, from: instant, to: instant }).superRefine(periodCheck('from', 'to', 62));
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** POST /api/calibrated_tools/:id/calibration/send. */
export const calibrationSendSchema = z.object({ provider: optionalText(120), sent_at: instant.optional() }).strict();
/** POST /api/calibrated_tools/:id/calibration/return. */
export const calibrationReturnSchema = z
  .object({ calibrated_on: calendarDate, certificate: requiredText(120), result: z.enum(calibrationResults), remarks: optionalText(1000) })
  .strict();
export type CalibrationReturn = z.infer<typeof calibrationReturnSchema>;

/** GET /api/calibrated_tools/:id/usage: default, since the last good calibration before the latest. */
export const usageQuery = z.object({ from: calendarDate.optional(), to: calendarDate.optional() });

/** POST /api/resource_transfers. */
export const transferCreateSchema = z
  .object({
    kind: z.enum(bookableKinds),
    resource_id: referenceId,
    to_station_id: referenceId,
    departs_at: instant,
    arrives_at: instant,
    note: optionalText(500),
  })
  .strict()
  .superRefine(periodCheck('departs_at', 'arrives_at'));
export type TransferCreate = z.infer<typeof transferCreateSchema>;

/** POST /api/resource_transfers/:id/arrive and …/cancel. */
export const versionBodySchema = z.object({ version }).strict();
