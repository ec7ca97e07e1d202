import { z } from 'zod';
import { assetStatuses, toolStatuses } from '../../resources/enums';
import { bookableKinds, bookingPurposes, calibrationResults, resourceTransferStatuses } from './enums';

/**
 * What the Resources endpoints answer (docs/modules/resource_allocation.md): the server declares
 * these as its response schemas (published in the OpenAPI document) and the browser reads its
 * records typed from them, so the two cannot drift apart. Instants leave as ISO text (JSON.stringify
 * of a Date), days as YYYY-MM-DD.
 */
const instant = z.string();
const day = z.string();

/** A resource's own status: assetStatuses for trucks and equipment, toolStatuses for calibrated tools. */
const resourceStatus = z.union([z.enum(assetStatuses), z.enum(toolStatuses)]);

const ruleResultSchema = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A bookable resource as the lists read it (server/modules/resource_allocation/resourceQueries.ts). */
const resourceRowSchema = z.object({
  /** `<kind>:<id>`, e.g. `truck:12`: one key across the three tables. */
  key: z.string(),
  kind: z.enum(bookableKinds),
  id: z.int(),
  label: z.string(),
  station_id: z.int(),
  station_code: z.string(),
  category_id: z.int().nullable(),
  category_name: z.string().nullable(),
  colour: z.string().nullable(),
  status: resourceStatus,
  next_due: day.nullable(),
  next_service_date: day.nullable(),
  insurance_expiry: day.nullable(),
});

/** GET /resources: a resource with whether it may be booked today, with every rule's verdict. */
export const resourceRecordSchema = resourceRowSchema
  .extend({ available: z.boolean(), reasons: z.array(ruleResultSchema) })
  .meta({ description: 'A resource: key, kind, id, label, station, category, status, due dates, available, reasons' });
export type ResourceRecord = z.infer<typeof resourceRecordSchema>;

/** A due-list row: the resource, with `status` how close its date is and `resource_status` its own (in_service, out_for_calibration …). */
const dueEntrySchema = resourceRowSchema.extend({ status: z.enum(['overdue', 'due_soon']), resource_status: resourceStatus });
export type DueEntry = z.infer<typeof dueEntrySchema>;

/** GET /resources/due: the three lists; the active region's today and the lead times when it has one. */
export const dueListsSchema = z
  .object({
    today: day.optional(),
    lead_days: z.object({ calibration: z.int(), service: z.int(), insurance: z.int() }).optional(),
    calibration: z.array(dueEntrySchema),
    service: z.array(dueEntrySchema),
    insurance: z.array(dueEntrySchema),
  })
  .meta({ description: '{today, lead_days, calibration, service, insurance}' });
export type DueLists = z.infer<typeof dueListsSchema>;

/** A live booking as the timeline draws it. */
const timelineBookingSchema = z.object({
  id: z.int(),
  key: z.string(),
  kind: z.enum(bookableKinds),
  resource_id: z.int(),
  starts_at: instant,
  ends_at: instant,
  purpose: z.enum(bookingPurposes),
  label: z.string(),
  activity_id: z.int().nullable(),
  on_call_request_id: z.int().nullable(),
  de_icing_treatment_id: z.int().nullable(),
  resource_transfer_id: z.int().nullable(),
  note: z.string().nullable(),
  override_reason: z.string().nullable(),
  /** Reservations, on-call and de-icing bookings are dragged; an activity's and a transfer's move with them. */
  movable: z.boolean(),
  version: z.int(),
});
export type TimelineBooking = z.infer<typeof timelineBookingSchema>;

/** A stretch a resource cannot be booked: `reason` is an i18n key of the availability rules. */
const unavailablePeriodSchema = z.object({ key: z.string(), from: instant, to: instant, reason: z.string() });
export type UnavailablePeriod = z.infer<typeof unavailablePeriodSchema>;

const resourceStationSchema = z.object({ id: z.int(), code: z.string(), name: z.string(), time_zone: z.string() });
export type ResourceStation = z.infer<typeof resourceStationSchema>;

/** GET /resource_bookings: the timeline's bars, shading and the region's stations with their zones. */
export const bookingsPeriodSchema = z
  .object({
    bookings: z.array(timelineBookingSchema),
    unavailable: z.array(unavailablePeriodSchema),
    stations: z.array(resourceStationSchema),
  })
  .meta({ description: '{bookings, unavailable, stations}' });
export type BookingsPeriod = z.infer<typeof bookingsPeriodSchema>;

/** A booking as stored (resource_bookings): what a booking's writes answer. */
export const bookingRowSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    region_id: z.int(),
    station_id: z.int(),
    kind: z.enum(bookableKinds),
    truck_id: z.int().nullable(),
    equipment_id: z.int().nullable(),
    calibrated_tool_id: z.int().nullable(),
    starts_at: instant,
    ends_at: instant,
    purpose: z.enum(bookingPurposes),
    activity_allocation_id: z.int().nullable(),
    activity_id: z.int().nullable(),
    on_call_request_id: z.int().nullable(),
    de_icing_treatment_id: z.int().nullable(),
    resource_transfer_id: z.int().nullable(),
    note: z.string().nullable(),
    override_reason: z.string().nullable(),
    released_at: instant.nullable(),
    booked_by: z.int().nullable(),
  })
  .meta({ description: 'The booking.' });
export type BookingRow = z.infer<typeof bookingRowSchema>;

/** A trip of a calibrated tool to the laboratory (tool_calibrations). */
export const toolCalibrationSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    region_id: z.int(),
    calibrated_tool_id: z.int(),
    sent_at: instant,
    provider: z.string().nullable(),
    returned_at: instant.nullable(),
    calibrated_on: day.nullable(),
    certificate: z.string().nullable(),
    result: z.enum(calibrationResults).nullable(),
    remarks: z.string().nullable(),
    sent_by: z.int().nullable(),
    returned_by: z.int().nullable(),
  })
  .meta({ description: 'A calibration.' });
export type ToolCalibration = z.infer<typeof toolCalibrationSchema>;

/** A live booking a write cannot honour any more. */
const bookingClashSchema = z.object({ booking_id: z.int(), starts_at: instant, ends_at: instant, label: z.string() });
export type BookingClash = z.infer<typeof bookingClashSchema>;

/** POST /calibrated_tools/:id/calibration/send: the trip, and the bookings from then on that can no longer be honoured. */
export const calibrationSentSchema = z
  .object({ calibration: toolCalibrationSchema, clashes: z.array(bookingClashSchema) })
  .meta({ description: '{calibration, clashes}' });
export type CalibrationSent = z.infer<typeof calibrationSentSchema>;

/** POST /calibrated_tools/:id/calibration/return: the trip and the tool's new status. */
export const calibrationReturnedSchema = z
  .object({ calibration: toolCalibrationSchema, status: z.enum(['in_service', 'quarantined']) })
  .meta({ description: '{calibration, status}' });
export type CalibrationReturned = z.infer<typeof calibrationReturnedSchema>;

/** One job a calibrated tool was used on: an activity (work order) or an on-call request. */
const toolUsageSchema = z.object({
  activity_id: z.int().nullable(),
  work_order: z.string().nullable(),
  on_call_request_id: z.int().nullable(),
  request_no: z.string().nullable(),
  local_date: day,
  station_code: z.string(),
  registration: z.string().nullable(),
  aircraft_type_code: z.string().nullable(),
  customer_name: z.string().nullable(),
  starts_at: instant,
  ends_at: instant,
});
export type ToolUsage = z.infer<typeof toolUsageSchema>;

/** GET /calibrated_tools/:id/usage: the tool's jobs within [from, to] (default: since its last good calibration). */
export const toolUsagePeriodSchema = z
  .object({
    tool: z.object({ id: z.int(), label: z.string(), status: resourceStatus }),
    /** A day asked, or the last good calibration's; null: from the start. */
    from: day.nullable(),
    /** A day asked, else the instant the tool was sent to the laboratory (or now). */
    to: z.string(),
    usage: z.array(toolUsageSchema),
  })
  .meta({ description: '{tool, from, to, usage}' });
export type ToolUsagePeriod = z.infer<typeof toolUsagePeriodSchema>;

/** GET /resource_transfers: a transfer from or to the active region, with the resource and stations named. */
export const resourceTransferSchema = z
  .object({
    id: z.int(),
    kind: z.enum(bookableKinds),
    resource_id: z.int(),
    key: z.string(),
    label: z.string(),
    from_station_id: z.int(),
    from_station_code: z.string(),
    to_station_id: z.int(),
    to_station_code: z.string(),
    departs_at: instant,
    arrives_at: instant,
    status: z.enum(resourceTransferStatuses),
    arrived_at: instant.nullable(),
    note: z.string().nullable(),
    version: z.int(),
  })
  .meta({ description: 'A transfer.' });
export type ResourceTransfer = z.infer<typeof resourceTransferSchema>;

/** A transfer as stored (resource_transfers): what a transfer's writes answer. */
export const transferRowSchema = z
  .object({
    id: z.int(),
    created_at: instant,
    updated_at: instant,
    version: z.int(),
    region_id: z.int(),
    to_region_id: z.int(),
    kind: z.enum(bookableKinds),
    truck_id: z.int().nullable(),
    equipment_id: z.int().nullable(),
    calibrated_tool_id: z.int().nullable(),
    from_station_id: z.int(),
    to_station_id: z.int(),
    departs_at: instant,
    arrives_at: instant,
    status: z.enum(resourceTransferStatuses),
    arrived_at: instant.nullable(),
    note: z.string().nullable(),
    created_by: z.int().nullable(),
  })
  .meta({ description: 'The transfer.' });
export type TransferRow = z.infer<typeof transferRowSchema>;
