import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluateAllocation } from '../../../model/modules/scheduled/allocationRules';
import { allocationOverridePolicy } from '../../../model/modules/scheduled/overrides';
import type { AllocationKind } from '../../../model/modules/scheduled/enums';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activityAllocations } from '../../db/schema';
import { activityPeriod, bookAllocation } from '../../core/workItem/activityBookings';
import { transitsOf } from '../../core/workItem/availability';
import { findResource, resourceTables } from '../../core/workItem/resourceCatalogue';
import { invalid, notFound } from '../../errors';
import { activityForWrite } from './activityAccess';
import { recordActivityWork } from './activityWork';
import { ruleOverride } from '../../core/ruleOverride';
import { assertOpenForAssignment } from './assignments';
import type { ActivityRow } from './queries';

/** The resource of the activity's region, locked for its booking, with what the rules look at; a 422 when there is none. */
async function resourceOf(tx: Database, activity: ActivityRow, kind: AllocationKind, resourceId: number) {
  const row = await findResource(tx, kind, resourceId, [activity.region_id], true);
  if (!row) throw invalid({ resource_id: 'validation.reference_missing' });
  return row;
}

/**
 * POST /activities/:id/allocations. The model's allocation rules (the Resources tab's availability
 * rules) refuse a tool past its calibration due date, at the laboratory or not in service, and
 * equipment or a truck not serviceable, past its service or insurance date or in transit, naming
 * every reason. The allocation is a booking over the activity's window: 409 when it is booked then.
 * Whoever may allocate (scheduled_write) may set a service or insurance date aside with a written
 * reason, like the non-licence assignment rules; a status, the calibration due date, the laboratory or a
 * transit nobody (EASA Part-145 145.A.40, allocationOverridePolicy). Audited.
 */
export async function allocateResource(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  activityId: number,
  body: { kind: AllocationKind; resource_id: number; override_reason?: string | null },
) {
  const activity = await activityForWrite(tx, session, activityId);
  assertOpenForAssignment(activity);
  const resource = await resourceOf(tx, activity, body.kind, body.resource_id);
  const column = resourceTables[body.kind].column;
  const period = await activityPeriod(tx, activity.id);
  const window = period ? { starts_at: period.start, ends_at: period.end } : undefined;
  const [already] = await tx
    .select({ id: activityAllocations.id })
    .from(activityAllocations)
    .where(and(eq(activityAllocations.activity_id, activity.id), eq(activityAllocations[column], resource.id)));
  if (already) throw invalid({ resource_id: 'scheduled.already_allocated' });
  const results = evaluateAllocation({
    now: new Date(),
    localDate: activity.local_date as string,
    kind: body.kind,
    resource,
    activity: { region_id: activity.region_id, station_id: activity.station_id as number },
    window,
    transits: window ? await transitsOf(tx, resource, window) : [],
  });
  const override = ruleOverride(request, session, results, 'resource_id', body.override_reason, allocationOverridePolicy);
  const [allocation] = await tx
    .insert(activityAllocations)
    .values({
      activity_id: activity.id,
      kind: body.kind,
      [column]: resource.id,
      override_reason: override.override_reason,
      allocated_by: session.user.id,
    })
    .returning();
  await bookAllocation(tx, request, activity.id, resource, allocation);
  await recordActivityWork(tx, request, activity.id, {
    action: 'allocate',
    changes: { allocation_id: allocation.id, kind: body.kind, resource_id: resource.id, label: resource.label, ...override },
  });
  return {
    id: allocation.id,
    kind: allocation.kind,
    resource_id: resource.id,
    label: resource.label,
    override_reason: override.override_reason,
  };
}

/** DELETE /activities/:id/allocations/:allocation_id: its booking goes with it (on delete cascade). */
export async function releaseResource(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  ids: { activityId: number; allocationId: number },
): Promise<void> {
  const activity = await activityForWrite(tx, session, ids.activityId);
  const [row] = await tx
    .delete(activityAllocations)
    .where(and(eq(activityAllocations.id, ids.allocationId), eq(activityAllocations.activity_id, activity.id)))
    .returning();
  if (!row) throw notFound();
  const resourceId = row.truck_id ?? row.equipment_id ?? row.calibrated_tool_id;
  await recordActivityWork(tx, request, activity.id, {
    action: 'release',
    changes: { allocation_id: row.id, kind: row.kind, resource_id: resourceId },
  });
}
