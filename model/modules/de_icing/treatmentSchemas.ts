import { z } from 'zod';
import { isoDate, optionalText, recordId as anyRecordId, requiredText, version } from '../../resources/fieldRules';
import { resourceSchemas } from '../../resources/resourceSchemas';
import { recordInstantText } from '../../supportedDates';
import {
  fluidTypes,
  precipitationIntensities,
  precipitationTypes,
  stepPurposes,
  treatedSurfaces,
  treatmentProcedures,
  treatmentStatuses,
} from './enums';
import { hotImportFormats } from './hotImport';

/** A record id the database can hold (integer columns): a larger number names nothing and is refused here, not by PostgreSQL. */
const maxRecordId = 2_147_483_647;
const recordId = anyRecordId.max(maxRecordId);
const optionalRecordId = recordId.nullable().optional();
const queryId = z.coerce.number().int().positive().max(maxRecordId);

const instant = recordInstantText;
const optionalInstant = z.preprocess((v) => (v === '' ? null : v), recordInstantText.nullable()).optional();
const celsius = (min: number, max: number) => z.number().multipleOf(0.1).min(min).max(max);
const optionalCelsius = (min: number, max: number) => celsius(min, max).nullable().optional();

/** One fluid step as the operator records it. */
export const treatmentStepSchema = z
  .object({
    purpose: z.enum(stepPurposes),
    fluid_id: recordId,
    // 0 = heated water alone (mixingRules: only the first step of two, at OAT −3 °C and above).
    concentration: z.number().int().min(0).max(100),
    freezing_point_c: optionalCelsius(-80, 10),
    brix: z.number().min(0).max(100).nullable().optional(),
    nozzle_temperature_c: optionalCelsius(-40, 100),
    litres: z.number().multipleOf(0.1).positive().max(20_000),
    /** The fluid batch: a stock lot of the station ('' is a delivery without a batch number); the step rules require it. */
    lot: z.string().max(80).nullable().optional(),
    /** What sprayed the step: a truck or a piece of equipment (the step rules require one). */
    truck_id: optionalRecordId,
    equipment_id: optionalRecordId,
    started_at: instant,
    ended_at: optionalInstant,
  })
  .strict();
export type TreatmentStepBody = z.infer<typeof treatmentStepSchema>;

const treatmentFields = {
  station_id: recordId,
  pad: optionalText(40),
  customer_id: recordId,
  flight_no: optionalText(12),
  aircraft_type_id: recordId,
  registration: requiredText(12),
  truck_id: optionalRecordId,
  operator_ids: z.array(recordId).min(1).max(10),
  oat_c: celsius(-60, 30),
  precipitation: z.enum(precipitationTypes),
  intensity: z.enum(precipitationIntensities).nullable().optional(),
  metar: optionalText(500),
  procedure: z.enum(treatmentProcedures),
  surfaces: z.array(z.enum(treatedSurfaces)).max(treatedSurfaces.length).default([]),
  steps: z.array(treatmentStepSchema).min(1).max(2),
  /** The operator saw the warnings (two-step gap) and records the treatment anyway. */
  accept_warnings: z.boolean().optional(),
  remarks: optionalText(2000),
};

/** POST /api/de_icing_treatments. */
export const treatmentCreateSchema = z.object(treatmentFields).strict();
/** PUT /api/de_icing_treatments/:id: the whole treatment again, with the version read. */
export const treatmentUpdateSchema = z.object({ ...treatmentFields, version }).strict();
export type TreatmentBody = z.infer<typeof treatmentCreateSchema>;

/** POST /api/de_icing_treatments/:id/check: the post-de-icing/anti-icing check; the code follows. */
export const treatmentCheckSchema = z.object({ version, check_technician_id: recordId, checked_at: optionalInstant }).strict();
/** POST /api/de_icing_treatments/:id/cancel. */
export const treatmentCancelSchema = z.object({ version, reason: requiredText(500) }).strict();

/** GET /api/de_icing_treatments filters beyond the CRUD ones. */
export const treatmentStatusFilter = z.enum(treatmentStatuses);

/** POST /api/de_icing/deliveries: fluid received at a station (the delivery note). */
export const deliverySchema = z
  .object({
    station_id: recordId,
    material_id: recordId,
    litres: z.number().multipleOf(0.1).positive().max(1_000_000),
    delivered_at: instant,
    reference: requiredText(80),
    batch_no: optionalText(80),
  })
  .strict();

/** PUT /api/de_icing/stock/threshold: alert below this (null: the material's minimum). */
export const thresholdSchema = z
  .object({ station_id: recordId, material_id: recordId, minimum_quantity: z.number().min(0).max(1_000_000_000).nullable() })
  .strict();

export const stockQuerySchema = z.object({ station_id: queryId.optional() }).strict();
export const movementsQuerySchema = z
  .object({
    station_id: queryId.optional(),
    material_id: queryId.optional(),
    /** One fluid batch (stock lot): its delivery and the treatments that sprayed it. */
    lot: z.string().max(80).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export const padQuerySchema = z.object({ station_id: queryId.optional(), date: isoDate.optional() }).strict();

/** The set's description, shared by the CRUD resource and the import. */
const hotSetFields = {
  name: requiredText(160),
  authority: requiredText(80),
  season: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{4}$/),
  valid_from: isoDate,
  valid_to: isoDate,
  source: optionalText(500),
};
const validityInOrder = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (typeof value.valid_from === 'string' && typeof value.valid_to === 'string' && value.valid_to < value.valid_from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'end_before_start' });
  }
};

/** hot_table_sets on the CRUD engine: `active` changes only through /activate, `demo` only by the seed. */
export const hotTableSetSchemas = resourceSchemas(z.object(hotSetFields), [validityInOrder]);

/** POST /api/hot_table_sets/import?dry_run=: the set's description and its rows as a file's text. */
export const hotImportSchema = z
  .object({ ...hotSetFields, format: z.enum(hotImportFormats), content: z.string().min(1).max(2_000_000) })
  .strict()
  .superRefine(validityInOrder);
export const hotImportQuerySchema = z.object({ dry_run: z.enum(['true', 'false']).default('true') }).strict();

export const activateSchema = z.object({ version }).strict();

const lout = optionalCelsius(-80, 10);

/** de_icing_fluids on the CRUD engine. */
export const deIcingFluidSchemas = resourceSchemas(
  z.object({
    name: requiredText(120),
    manufacturer: optionalText(120),
    fluid_type: z.enum(fluidTypes),
    hot_brand: optionalText(120),
    material_id: optionalRecordId,
    lout_100_c: lout,
    lout_75_c: lout,
    lout_50_c: lout,
    /** Type I: its aerodynamic limit, one half of its LOUT (SAE AS6285). */
    aerodynamic_limit_c: lout,
    active: z.boolean().optional(),
  }),
);
