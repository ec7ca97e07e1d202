import { z } from 'zod';
import { assetStatuses, expenseUnits, truckTypes } from '../../resources/enums';
import { dispatchRoles, melStatuses, requestPriorities, requestStatuses } from './enums';

/**
 * What the On-Call endpoints answer (docs/modules/on_call.md): the server declares these as its
 * response schemas (published in the OpenAPI document) and the browser reads its records typed
 * from them, so the two cannot drift apart. Instants leave as ISO text (JSON.stringify of a Date).
 */
const instant = z.string();

const ruleResultSchema = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A request as the list (the CRUD engine) and the request page read it: every column and the names it shows. */
export const requestRowSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    region_id: z.int(),
    request_no: z.string(),
    customer_id: z.int(),
    airport_id: z.int(),
    station_id: z.int().nullable(),
    aircraft_type_id: z.int().nullable(),
    registration: z.string().nullable(),
    flight_no: z.string().nullable(),
    std_at: instant.nullable(),
    caller_name: z.string(),
    caller_phone: z.string(),
    priority: z.enum(requestPriorities),
    defect: z.string(),
    ata_chapter: z.string().nullable(),
    mel_status: z.enum(melStatuses),
    tech_log_ref: z.string().nullable(),
    part_numbers: z.array(z.string()),
    customer_po: z.string().nullable(),
    status: z.enum(requestStatuses),
    requested_at: instant,
    road_trip_id: z.int().nullable(),
    truck_id: z.int().nullable(),
    eta_at: instant.nullable(),
    travel_km: z.number().nullable(),
    dispatched_at: instant.nullable(),
    en_route_at: instant.nullable(),
    on_site_at: instant.nullable(),
    completed_at: instant.nullable(),
    closed_at: instant.nullable(),
    cancelled_at: instant.nullable(),
    cancel_reason: z.string().nullable(),
    first_time_fix: z.boolean().nullable(),
    resolution: z.string().nullable(),
    remarks: z.string().nullable(),
    created_by: z.int().nullable(),
    customer_name: z.string(),
    airport_iata: z.string(),
    /** The airport of the work's IANA zone: its times are read in it. */
    time_zone: z.string(),
    station_code: z.string().nullable(),
    aircraft_type_code: z.string().nullable(),
    /** The customer's target for the request's priority. */
    response_target_minutes: z.int(),
    /** The crew's names, lead first ("Ana Silva, Bo Chen"); null before dispatch. */
    technician_names: z.string().nullable(),
    /** Neither closed nor cancelled. */
    open: z.boolean(),
  })
  .meta({ description: 'An on-call request with the names the screens show.' });
export type RequestRow = z.infer<typeof requestRowSchema>;

const requestTechnicianSchema = z.object({
  id: z.int(),
  technician_id: z.int(),
  name: z.string(),
  role: z.enum(dispatchRoles),
  worked_minutes: z.int().nullable(),
  override_reason: z.string().nullable(),
  overridden_rules: z.array(z.string()),
});
export type RequestTechnician = z.infer<typeof requestTechnicianSchema>;

const requestEventSchema = z.object({
  id: z.int(),
  from_status: z.enum(requestStatuses).nullable(),
  to_status: z.enum(requestStatuses),
  at: instant,
  recorded_by_name: z.string().nullable(),
  note: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** A part used on the job: its issues less returns per lot (server/core/workItem/jobParts.ts). */
const requestPartSchema = z.object({
  material_id: z.int(),
  part_number: z.string(),
  description: z.string(),
  measure_code: z.string(),
  lot: z.string(),
  quantity: z.number(),
  part_cert_code: z.string().nullable(),
  cert_no: z.string().nullable(),
  certificate_id: z.int().nullable(),
  issue_ids: z.array(z.int()),
});

const requestExpenseSchema = z.object({
  id: z.int(),
  expense_id: z.int(),
  expense_code: z.string(),
  expense_name: z.string(),
  technician_id: z.int().nullable(),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
  currency: z.string(),
  incurred_at: instant,
  remarks: z.string().nullable(),
  receipt_name: z.string().nullable(),
  has_receipt: z.boolean(),
});
export type RequestExpense = z.infer<typeof requestExpenseSchema>;

/** GET /on_call_requests/:id and every write on it: the row with everything the request page shows. */
export const requestDetailSchema = requestRowSchema
  .extend({
    technicians: z.array(requestTechnicianSchema),
    events: z.array(requestEventSchema),
    parts: z.array(requestPartSchema),
    expenses: z.array(requestExpenseSchema),
    rts: z.object({ signed_at: instant, technician_name: z.string(), licence: z.string() }).nullable(),
    /** What the caller may do on it: the page shows the buttons the server would accept. */
    permissions: z.object({ write: z.boolean(), record: z.boolean(), sign: z.boolean() }),
  })
  .meta({ description: 'A request with its crew, steps, parts, expenses, RTS and what the caller may do.' });
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** An open request of the same registration: the intake warns of a duplicate. */
export const duplicateSchema = z.object({ id: z.int(), request_no: z.string(), status: z.enum(requestStatuses) });
export type Duplicate = z.infer<typeof duplicateSchema>;

/** POST /on_call_requests: the new request and the open ones of the same registration. */
export const intakeAnswerSchema = requestDetailSchema.extend({ duplicates: z.array(duplicateSchema) });
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

/** GET /on_call_requests/aircraft. */
export const knownAircraftSchema = z.object({ aircraft_type_id: z.int().nullable() });

const expenseTypeSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(expenseUnits),
  default_rate: z.number(),
  currency: z.string(),
  receipt_required: z.boolean(),
});
export type ExpenseType = z.infer<typeof expenseTypeSchema>;

/** GET /on_call_requests/:id/catalogue: what the request page picks from, readable by a dispatched technician too. */
export const requestCatalogueSchema = z.object({
  expenses: z.array(expenseTypeSchema),
  materials: z.array(z.object({ id: z.int(), part_number: z.string(), description: z.string() })),
  rts: z.array(z.object({ id: z.int(), name: z.string(), text: z.string() })),
});
export type RequestCatalogue = z.infer<typeof requestCatalogueSchema>;

const suggestedTechnicianSchema = z.object({
  technician_id: z.int(),
  name: z.string(),
  home_station_id: z.int().nullable(),
  ok: z.boolean(),
  rules: z.array(ruleResultSchema),
  rostered: z.boolean(),
  on_standby: z.boolean(),
});
export type SuggestedTechnician = z.infer<typeof suggestedTechnicianSchema>;

const stationSuggestionSchema = z.object({
  station_id: z.int(),
  code: z.string(),
  name: z.string(),
  /** Null when the road trip does not say and a position is missing. */
  distance_km: z.number().nullable(),
  travel_minutes: z.int(),
  source: z.enum(['road_trip', 'great_circle']),
  road_trip_id: z.int().nullable(),
  eta_at: instant,
  trucks: z.array(z.object({ id: z.int(), registration: z.string(), type: z.enum(truckTypes), status: z.enum(assetStatuses) })),
  technicians: z.array(suggestedTechnicianSchema),
});
export type StationSuggestion = z.infer<typeof stationSuggestionSchema>;

/** GET /on_call_requests/:id/dispatch_suggestions. */
export const dispatchSuggestionsSchema = z.object({ stations: z.array(stationSuggestionSchema) });
export type DispatchSuggestions = z.infer<typeof dispatchSuggestionsSchema>;

/** GET /on_call/board: an open request with its clock as the server read it, and its crew. */
export const boardRequestSchema = z
  .object({
    id: z.int(),
    version: z.int(),
    request_no: z.string(),
    priority: z.enum(requestPriorities),
    status: z.enum(requestStatuses),
    registration: z.string().nullable(),
    flight_no: z.string().nullable(),
    defect: z.string(),
    requested_at: instant,
    dispatched_at: instant.nullable(),
    eta_at: instant.nullable(),
    on_site_at: instant.nullable(),
    station_id: z.int().nullable(),
    airport_id: z.int(),
    customer_id: z.int(),
    customer_name: z.string(),
    airport_iata: z.string(),
    /** The airport of the work's IANA zone: its times are read in it. */
    time_zone: z.string(),
    station_code: z.string().nullable(),
    aircraft_type_code: z.string().nullable(),
    elapsed_minutes: z.int(),
    target_minutes: z.int(),
    late: z.boolean(),
    technicians: z.array(z.object({ technician_id: z.int(), name: z.string(), role: z.enum(dispatchRoles) })),
  })
  .meta({ description: 'An open request on the board, with its clock against the customer’s target.' });
export type BoardRequest = z.infer<typeof boardRequestSchema>;

const average = z.object({ avg: z.number().nullable(), p50: z.number().nullable() });
/** Amounts per currency, never added across currencies. */
const perCurrency = z.array(z.object({ currency: z.string(), amount: z.number() }));
/** A KPI row: per customer, or the total (customer null); model/modules/on_call/kpis.ts KpiRow. */
const kpiRowSchema = z.object({
  customer_id: z.int().nullable(),
  customer_name: z.string().nullable(),
  count: z.int(),
  time_to_dispatch: average,
  response: average,
  within_sla_pct: z.number().nullable(),
  on_site_avg: z.number().nullable(),
  aog_duration_avg: z.number().nullable(),
  first_time_fix_pct: z.number().nullable(),
  eta_accuracy_avg: z.number().nullable(),
  cost_per_event: perCurrency,
  parts_cost_per_event: perCurrency,
});

/** GET /on_call/kpis: the period asked, a row per customer and the total. */
export const kpisSchema = z.object({ from: z.string(), to: z.string(), customers: z.array(kpiRowSchema), total: kpiRowSchema });
export type Kpis = z.infer<typeof kpisSchema>;
