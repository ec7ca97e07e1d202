import { z } from 'zod';
import { allocationKinds, assignmentRoles } from './enums';

/**
 * What the work on an activity answers (docs/modules/scheduled.md: eligible technicians, assignments,
 * allocations, the RTS preview, the history) and what auto-assign answers: the server declares these
 * as its response schemas and the browser reads its records typed from them.
 */

/** A rule's verdict (model/ruleCatalogue.ts): `reason` is an i18n key with its `params`. */
export const ruleVerdictSchema = z.object({
  rule: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One ranked candidate of GET /api/activities/:id/eligible_technicians. */
export const eligibleTechnicianSchema = z.object({
  technician_id: z.int(),
  name: z.string(),
  home_station_id: z.int().nullable(),
  ok: z.boolean(),
  rules: z.array(ruleVerdictSchema),
});
export type EligibleTechnician = z.infer<typeof eligibleTechnicianSchema>;

/** POST /api/activities/:id/assignments: the assignment made. */
export const assignmentMadeSchema = z.object({
  id: z.int(),
  activity_id: z.int(),
  technician_id: z.int(),
  role: z.enum(assignmentRoles),
  planned_minutes: z.int().nullable(),
  actual_minutes: z.int().nullable(),
  override_reason: z.string().nullable(),
  overridden_rules: z.array(z.string()),
  assigned_by: z.int().nullable(),
});
export type AssignmentMade = z.infer<typeof assignmentMadeSchema>;

/** POST /api/activities/:id/allocations: the resource allocated. */
export const allocationMadeSchema = z.object({
  id: z.int(),
  kind: z.enum(allocationKinds),
  resource_id: z.int(),
  label: z.string().nullable(),
  override_reason: z.string().nullable(),
});
export type AllocationMade = z.infer<typeof allocationMadeSchema>;

/** GET /api/activities/:id/rts: the statement to sign and whether the caller may. */
export const rtsPreviewSchema = z.object({
  template_id: z.int().nullable(),
  /** The filled statement; a placeholder not known yet (no signer linked) reads "[technician]", never blank. */
  statement: z.string(),
  /** The statement in pieces, for the page to show each placeholder not known yet by its name. */
  parts: z.array(
    z.object({ text: z.string(), placeholder: z.string().optional(), known: z.boolean().optional(), filled: z.boolean().optional() }),
  ),
  /** The placeholders not known yet. */
  unfilled: z.array(z.string()),
  rules: z.array(ruleVerdictSchema),
  can_sign: z.boolean(),
});
export type RtsPreview = z.infer<typeof rtsPreviewSchema>;

/** GET /api/activities/:id/history: one entry of the audit trail, newest first. */
export const historyEntrySchema = z.object({
  id: z.int(),
  action: z.string(),
  user_id: z.int().nullable(),
  user_name: z.string().nullable(),
  /** Set when a system made the change with an API key (docs/security.md, "API keys"): user_name is then the key's name. */
  api_key_id: z.int().nullable(),
  created_at: z.string(),
  changes: z.unknown(),
});
export type ActivityHistoryEntry = z.infer<typeof historyEntrySchema>;

/** A seat of the day as the auto-assign answer describes it. */
const seatOfDay = z.object({
  activity_id: z.int(),
  role: z.enum(assignmentRoles),
  work_order: z.string(),
  station_code: z.string(),
  station_time_zone: z.string(),
  registration: z.string().nullable(),
  inbound_flight_no: z.string().nullable(),
  outbound_flight_no: z.string().nullable(),
  aircraft_type_code: z.string(),
  start: z.string(),
  end: z.string(),
});
export type SeatOfDay = z.infer<typeof seatOfDay>;

const proposedAssignment = seatOfDay.extend({ technician_id: z.int(), technician_name: z.string(), reasons: z.array(z.string()) });
export type ProposedAssignment = z.infer<typeof proposedAssignment>;

const openSeat = seatOfDay.extend({
  reason: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  rules: z.array(z.object({ rule: z.string(), count: z.int() })),
});
export type OpenSeat = z.infer<typeof openSeat>;

/** POST /api/activities/auto_assign: the day's proposal (dry run) or its application. */
export const autoAssignAnswerSchema = z.object({
  date: z.string(),
  station_id: z.int().nullable(),
  proposals: z.array(proposedAssignment),
  unassigned: z.array(openSeat),
  figures: z.object({ seats: z.int(), filled: z.int(), upper_bound: z.int(), ms: z.number() }),
  applied: z.int().optional().meta({ description: 'Applied only: how many assignments were made.' }),
  skipped: z
    .array(z.object({ activity_id: z.int(), technician_id: z.int(), message: z.string() }))
    .optional()
    .meta({ description: 'Applied only: proposals the rules refused when re-judged (the day changed meanwhile).' }),
});
export type AutoAssignAnswer = z.infer<typeof autoAssignAnswerSchema>;
