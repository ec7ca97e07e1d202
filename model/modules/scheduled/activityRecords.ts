import { z } from 'zod';
import { allocationKinds, activityStatuses, assignmentRoles, serviceStatuses } from './enums';

/**
 * What the activity endpoints answer (docs/modules/scheduled.md): the server declares these as its
 * response schemas (published in the OpenAPI document) and the browser reads its records typed
 * from them, so the two cannot drift apart.
 */
const instant = z.string().nullable();

export const activityRowSchema = z
  .object({
    id: z.int(),
    work_order: z.string(),
    region_id: z.int(),
    station_id: z.int(),
    customer_id: z.int(),
    aircraft_type_id: z.int(),
    flight_schedule_id: z.int().nullable(),
    local_date: z.string(),
    inbound_flight_no: z.string().nullable(),
    outbound_flight_no: z.string().nullable(),
    registration: z.string().nullable(),
    sta_at: instant,
    std_at: instant,
    eta_at: instant,
    etd_at: instant,
    ata_at: instant,
    atd_at: instant,
    status: z.enum(activityStatuses),
    cancel_reason: z.string().nullable(),
    needs_review: z.boolean(),
    edited: z.boolean(),
    technician_ids: z.array(z.int()),
    lead_technician_id: z.int().nullable(),
    service_count: z.int(),
    services_done: z.int(),
    conflict: z.boolean(),
    rules_broken: z.boolean(),
    version: z.int(),
    /** The services' standard minutes and the assignments' actual minutes in total (null: none recorded), for plausibleTimes. */
    standard_minutes: z.int().optional(),
    actual_minutes: z.int().nullable().optional(),
    /** Why implausible recorded times are right after all. */
    times_remark: z.string().nullable().optional(),
    // A technician may not read stations or customers (settings), so the row names them.
    station_code: z.string(),
    /** The station's airport IANA zone: the page shows times in it. */
    station_time_zone: z.string(),
    customer_name: z.string(),
    aircraft_type_code: z.string(),
  })
  .meta({ description: 'An activity as lists and the timeline show it.' });
export type ActivityRow = z.infer<typeof activityRowSchema>;

const activityServiceSchema = z.object({
  id: z.int(),
  service_id: z.int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(serviceStatuses),
  standard_minutes: z.int(),
  completed_at: instant,
  authorisation_category: z.string().nullable(),
  type_authorisation_required: z.boolean(),
});
export type ActivityService = z.infer<typeof activityServiceSchema>;

const activityAssignmentSchema = z.object({
  id: z.int(),
  technician_id: z.int(),
  name: z.string(),
  role: z.enum(assignmentRoles),
  planned_minutes: z.int().nullable(),
  actual_minutes: z.int().nullable(),
  override_reason: z.string().nullable(),
  overridden_rules: z.array(z.string()),
  broken_rules: z.array(z.string()),
});
export type ActivityAssignment = z.infer<typeof activityAssignmentSchema>;

const activityAllocationSchema = z.object({
  id: z.int(),
  kind: z.enum(allocationKinds),
  resource_id: z.int(),
  label: z.string().nullable(),
  override_reason: z.string().nullable(),
});
export type ActivityAllocation = z.infer<typeof activityAllocationSchema>;

export const activityConflictSchema = z.object({ technician_id: z.int(), activity_id: z.int(), work_order: z.string() });
export type ActivityConflict = z.infer<typeof activityConflictSchema>;

const signedRtsSchema = z.object({
  signed_at: z.string(),
  signed_by_name: z.string(),
  technician_name: z.string(),
  licence: z.string(),
  statement: z.string(),
  sha256: z.string(),
});
export type SignedRts = z.infer<typeof signedRtsSchema>;

export const activityRecordSchema = activityRowSchema
  .extend({
    remarks: z.string().nullable(),
    services: z.array(activityServiceSchema),
    assignments: z.array(activityAssignmentSchema),
    allocations: z.array(activityAllocationSchema),
    conflicts: z.array(activityConflictSchema),
    rts: signedRtsSchema.nullable(),
  })
  .meta({ description: 'An activity with its services, people, resources, conflicts and signed RTS.' });
/** GET /api/activities/:id. */
export type ActivityDetail = z.infer<typeof activityRecordSchema>;

/** GET /api/activities/timeline: one day of the active region in one request. */
export const timelineDaySchema = z.object({
  date: z.string(),
  activities: z.array(activityRowSchema),
  technicians: z.array(z.object({ id: z.int(), name: z.string(), home_station_id: z.int().nullable() })),
  stations: z.array(z.object({ id: z.int(), code: z.string(), name: z.string(), time_zone: z.string() })),
});
