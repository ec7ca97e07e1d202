import { z } from 'zod';
import { calendarDate, instant, referenceId, registration } from '../../core/fieldSchemas';
import { emptyToNull, localTime, optionalText, version } from '../../resources/fieldRules';
import { flightNumber } from '../../resources/flight_schedule';
import { activityStatuses } from './enums';

/**
 * The bodies of the activity endpoints (docs/modules/scheduled.md), shared by the server, which
 * enforces them, and the browser's forms. All strict: an unknown field is a 422.
 */

const optionalTime = z.preprocess(emptyToNull, localTime.nullable()).optional();
const serviceIds = z
  .array(referenceId)
  .min(1)
  .max(50)
  .transform((ids) => [...new Set(ids)]);

const header = {
  customer_id: referenceId,
  aircraft_type_id: referenceId,
  registration,
  inbound_flight_no: flightNumber,
  outbound_flight_no: flightNumber,
  /** Station-local wall-clock times on the activity's local date; an STD before the STA is the next day. */
  sta: optionalTime,
  std: optionalTime,
  service_ids: serviceIds,
  remarks: optionalText(2000),
};

const needsATime = (value: { sta?: string | null; std?: string | null }, ctx: z.RefinementCtx) => {
  if (!value.sta && !value.std) ctx.addIssue({ code: 'custom', path: ['sta'], message: 'time_needed' });
};

/** POST /activities: ad-hoc work, not from a flight schedule. */
export const activityCreateSchema = z
  .object({ station_id: referenceId, local_date: calendarDate, ...header })
  .strict()
  .superRefine(needsATime);

/** PUT /activities/:id: the header and remarks. Station and date stay: they name the work order. */
export const activityUpdateSchema = z
  .object({ ...header, version })
  .partial()
  .required({ version: true })
  .strict();

const optionalInstant = z.preprocess(emptyToNull, instant.nullable()).optional();
/**
 * Why implausible actual times are right after all (model plausibleTimes.ts): asked for when a save
 * makes them implausible and none is kept yet; once given it stays with the activity.
 */
export const timesRemark = optionalText(2000);

/** PUT /activities/:id/times: estimated and actual times, one field at a time is fine; a remark when they are implausible. */
export const activityTimesSchema = z
  .object({
    eta_at: optionalInstant,
    etd_at: optionalInstant,
    ata_at: optionalInstant,
    atd_at: optionalInstant,
    times_remark: timesRemark,
    version,
  })
  .strict();

/** POST /activities/:id/status. */
export const activityStatusSchema = z.object({ status: z.enum(activityStatuses), reason: optionalText(500), version }).strict();

/** POST /activities/plan: a date of the active region, one station or all. */
export const planDaySchema = z.object({ date: calendarDate, station_id: referenceId.nullable().optional() }).strict();

export type ActivityCreate = z.infer<typeof activityCreateSchema>;
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;
export type ActivityTimesChange = z.infer<typeof activityTimesSchema>;
export type ActivityStatusChange = z.infer<typeof activityStatusSchema>;
