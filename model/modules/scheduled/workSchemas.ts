import { z } from 'zod';
import { count, emptyToNull, version } from '../../resources/fieldRules';
import { instant, referenceId } from '../../core/fieldSchemas';
import { allocationKinds, assignmentRoles, serviceStatuses } from './enums';
import { timesRemark } from './activitySchemas';

/**
 * The bodies of the work on an activity (docs/modules/scheduled.md: assignments, allocations,
 * services, re-timing, the RTS signature), shared by the server and the browser's dialogs. Strict:
 * an unknown field is a 422.
 */

/** Why a rule is set aside: kept, audited and shown, so it must say something (10–500 characters). */
export const overrideReason = z.preprocess(emptyToNull, z.string().trim().min(10).max(500).nullable()).optional();

/** POST /activities/:id/assignments. */
export const assignmentCreateSchema = z
  .object({ technician_id: referenceId, role: z.enum(assignmentRoles), override_reason: overrideReason })
  .strict();

/** PUT /activities/:id/assignments/:assignment_id: the role, or the minutes actually worked (with a remark when implausible). */
export const assignmentUpdateSchema = z
  .object({
    role: z.enum(assignmentRoles).optional(),
    actual_minutes: count(24 * 60)
      .nullable()
      .optional(),
    times_remark: timesRemark,
  })
  .strict();

/** POST /activities/:id/allocations. */
export const allocationCreateSchema = z
  .object({ kind: z.enum(allocationKinds), resource_id: referenceId, override_reason: overrideReason })
  .strict();

/**
 * PUT /activities/:id/services/:activity_service_id. `version`, when sent, is the activity's as the sender last
 * read it: a stale one is a 409, as for the other writes (a tap replayed from a phone that was offline must not
 * land on a job someone changed meanwhile); a tap made online may leave it out.
 */
export const serviceStatusSchema = z.object({ status: z.enum(serviceStatuses), version: version.optional() }).strict();

/**
 * POST /activities/:id/reschedule: a bar dragged on the timeline, to new times and/or from one
 * technician to another; it has to move something.
 */
export const rescheduleSchema = z
  .object({
    sta_at: instant.optional(),
    std_at: instant.optional(),
    from_technician_id: referenceId.optional(),
    to_technician_id: referenceId.optional(),
    override_reason: overrideReason,
    version,
  })
  .strict()
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.sta_at && value.std_at && value.std_at < value.sta_at) issue('std_at', 'end_before_start');
    if ((value.from_technician_id === undefined) !== (value.to_technician_id === undefined)) {
      issue(value.from_technician_id === undefined ? 'from_technician_id' : 'to_technician_id', 'required');
    } else if (value.from_technician_id !== undefined && value.from_technician_id === value.to_technician_id) {
      issue('to_technician_id', 'same_technician');
    }
    if (!value.sta_at && !value.std_at && value.to_technician_id === undefined) issue('sta_at', 'nothing_to_change');
  });

/** POST /activities/:id/rts/sign: the password again (e-signature practice), and the template read. */
export const rtsSignSchema = z.object({ password: z.string().min(1).max(200), rts_template_id: referenceId.optional() }).strict();

export type AssignmentCreate = z.infer<typeof assignmentCreateSchema>;
export type AssignmentUpdate = z.infer<typeof assignmentUpdateSchema>;
export type AllocationCreate = z.infer<typeof allocationCreateSchema>;
export type ServiceStatusChange = z.infer<typeof serviceStatusSchema>;
export type Reschedule = z.infer<typeof rescheduleSchema>;
export type RtsSign = z.infer<typeof rtsSignSchema>;
