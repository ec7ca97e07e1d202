import { z } from 'zod';
import { endNotBeforeStart, isoDate, optionalIsoDate, optionalLocalTime, optionalText, recordId } from './fieldRules';
import { resourceSchemas } from './resourceSchemas';

/** Airline designator + 1–4 digits + optional suffix letter (AF1680, KL1227A). */
export const flightNumber = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase().replace(/\s+/g, '')) : v),
    z
      .string()
      .regex(/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/)
      .nullable(),
  )
  .optional();

export const flightScheduleSchemas = resourceSchemas(
  z.object({
    region_id: recordId.optional(),
    station_id: recordId,
    customer_id: recordId,
    aircraft_type_id: recordId,
    inbound_flight_no: flightNumber,
    outbound_flight_no: flightNumber,
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    days_of_week: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'duplicate_days')
      .transform((days) => [...days].sort()),
    sta: optionalLocalTime,
    std: optionalLocalTime,
    valid_from: isoDate,
    valid_to: optionalIsoDate,
    remarks: optionalText(1000),
    active: z.boolean().optional(),
    /** Services performed on every turnaround; replaced as a whole on update. */
    service_ids: z.array(recordId).max(50).optional(),
  }),
  [
    endNotBeforeStart('valid_from', 'valid_to'),
    (value, ctx) => {
      if (!value.inbound_flight_no && !value.outbound_flight_no) {
        ctx.addIssue({ code: 'custom', path: ['outbound_flight_no'], message: 'flight_number_needed' });
      }
    },
  ],
);
