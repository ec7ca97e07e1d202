import { z } from 'zod';
import { count, emptyToNull, optionalText, phoneText, requiredText, version } from '../../resources/fieldRules';
import { flightNumber } from '../../resources/flight_schedule';
import { resourceSchemas } from '../../resources/resourceSchemas';
import { calendarDate, instant, referenceId, registration } from '../../core/fieldSchemas';
import { overrideReason } from '../scheduled';
import { dispatchRoles, melStatuses, requestPriorities } from './enums';

/**
 * The bodies of the On-Call endpoints (docs/modules/on_call.md), shared by the server, which
 * enforces them, and the browser's forms. All strict: an unknown field is a 422.
 */

/** An instant; the stored record's Date reads back as itself (the CRUD engine re-checks the merged record). */
const storedInstant = z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), instant);
const optionalInstant = z.preprocess(emptyToNull, storedInstant.nullable()).optional();
/** An ATA 100 chapter, two digits 05–99 (00–04 are not aircraft systems). */
export const ataChapter = z
  .preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .regex(/^(0[5-9]|[1-9]\d)$/)
      .nullable(),
  )
  .optional();
const partNumbers = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .transform((numbers) => [...new Set(numbers.map((number) => number.toUpperCase()))])
  .optional();

/** What the desk takes on the phone (POST and PUT share it; status is never edited here). */
const intakeFields = {
  customer_id: referenceId,
  airport_id: referenceId,
  priority: z.enum(requestPriorities),
  caller_name: requiredText(120),
  caller_phone: z.preprocess(emptyToNull, phoneText),
  defect: requiredText(4000),
  registration,
  aircraft_type_id: referenceId.nullable().optional(),
  flight_no: flightNumber,
  std_at: optionalInstant,
  ata_chapter: ataChapter,
  mel_status: z.enum(melStatuses).optional(),
  tech_log_ref: optionalText(60),
  part_numbers: partNumbers,
  customer_po: optionalText(60),
  remarks: optionalText(2000),
};

/**
 * POST /on_call_requests (requested_at defaults to now at the server) and PUT /on_call_requests/:id
 * (any of the intake fields with the version read, while the request is not closed): the CRUD
 * engine's schemas, so the edit is a plain resource update.
 */
export const onCallRequestSchemas = resourceSchemas(z.object({ ...intakeFields, requested_at: storedInstant.optional() }));
export const intakeSchema = onCallRequestSchemas.create;
export const intakeEditSchema = onCallRequestSchemas.update;

/** POST /on_call_requests/:id/dispatch. */
export const dispatchSchema = z
  .object({
    version,
    station_id: referenceId,
    technicians: z
      .array(z.object({ technician_id: referenceId, role: z.enum(dispatchRoles) }).strict())
      .min(1)
      .max(10)
      .refine((crew) => new Set(crew.map((member) => member.technician_id)).size === crew.length, 'duplicate_technician'),
    truck_id: referenceId.nullable().optional(),
    road_trip_id: referenceId.nullable().optional(),
    eta_at: instant.optional(),
    override_reason: overrideReason,
  })
  .strict();

/** The steps a status change may take; dispatch has its own endpoint. */
export const stepStatuses = ['en_route', 'on_site', 'completed', 'closed', 'cancelled'] as const;
export type StepStatus = (typeof stepStatuses)[number];
/** The steps a dispatched technician may record from the field (work_record). */
export const technicianSteps: readonly StepStatus[] = ['en_route', 'on_site', 'completed'];

/** POST /on_call_requests/:id/status. */
export const statusStepSchema = z
  .object({
    version,
    to: z.enum(stepStatuses),
    at: instant.optional(),
    note: optionalText(2000),
    cancel_reason: optionalText(500),
    first_time_fix: z.boolean().nullable().optional(),
    resolution: optionalText(4000),
  })
  .strict();

/** GET /on_call_requests/:id/dispatch_suggestions. */
export const suggestionsQuerySchema = z.object({ station_id: z.coerce.number().pipe(referenceId).optional() }).strict();

/** POST /on_call_requests/:id/technicians: a crew change after dispatch (the same rules apply). */
export const crewAddSchema = z
  .object({ version, technician_id: referenceId, role: z.enum(dispatchRoles), override_reason: overrideReason })
  .strict();

/** PUT /on_call_requests/:id/technicians/:tid: the hours worked on the job (cost per event). */
export const crewUpdateSchema = z
  .object({ version, worked_minutes: count(7 * 24 * 60).nullable(), role: z.enum(dispatchRoles).optional() })
  .strict();

/** A multipart field arrives as text: '' is no value, numbers are parsed. */
const formNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema);
const formOptionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v), schema.nullable()).optional();

/** POST /on_call_requests/:id/expenses: the multipart fields (the receipt is the file part). */
export const expenseFieldsSchema = z
  .object({
    expense_id: formNumber(referenceId),
    quantity: formNumber(z.number().positive().max(100_000).multipleOf(0.01)),
    rate: formOptionalNumber(z.number().min(0).max(1_000_000).multipleOf(0.01)),
    technician_id: formOptionalNumber(referenceId),
    incurred_at: instant,
    remarks: optionalText(500),
  })
  .strict();

/** POST /on_call_requests/:id/rts: the template, and the password again (e-signature practice, as Scheduled). */
export const requestRtsSignSchema = z.object({ rts_id: referenceId, password: z.string().min(1).max(200) }).strict();

/** GET /on_call/kpis: station-local days, both included. */
export const kpiQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    customer_id: z.coerce.number().pipe(referenceId).optional(),
    station_id: z.coerce.number().pipe(referenceId).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'end_before_start' });
  });

export type Intake = z.infer<typeof intakeSchema>;
export type IntakeEdit = z.infer<typeof intakeEditSchema>;
export type Dispatch = z.infer<typeof dispatchSchema>;
export type StatusStep = z.infer<typeof statusStepSchema>;
export type CrewAdd = z.infer<typeof crewAddSchema>;
export type CrewUpdate = z.infer<typeof crewUpdateSchema>;
export type ExpenseFields = z.infer<typeof expenseFieldsSchema>;
export type KpiQuery = z.infer<typeof kpiQuerySchema>;
export type RequestRtsSign = z.infer<typeof requestRtsSignSchema>;
