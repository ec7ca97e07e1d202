import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { evaluateAllocation } from '../../../model/modules/scheduled/allocationRules';
import { allocationOverridePolicy } from '../../../model/modules/scheduled/overrides';
import type { AllocationKind } from '../../../model/modules/scheduled/enums';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activityAllocations, calibratedTools, equipment, trucks } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { activityForWrite } from './activityAccess';
import { recordActivityWork } from './activityWork';
import { ruleOverride } from './ruleOverride';
import { assertOpenForAssignment } from './assignments';
import type { ActivityRow } from './queries';

/** Each kind of resource: its table and the allocation column that points at it. */
const resourceTables = {
  truck: { table: trucks, column: 'truck_id', dueDate: sql<string | null>`null`, label: sql<string>`${trucks.registration}` },
  equipment: { table: equipment, column: 'equipment_id', dueDate: sql<string | null>`null`, label: sql<string>`${equipment.asset_no} || ' ' || ${equipment.name}` },
  calibrated_tool: { table: calibratedTools, column: 'calibrated_tool_id', dueDate: sql<string | null>`${calibratedTools.next_due}`, label: sql<string>`${calibratedTools.tool_no} || ' ' || ${calibratedTools.description}` },
} as const;

/** The resource of the activity's region, with what the allocation rules look at; a 422 when there is none. */
async function resourceOf(tx: Database, activity: ActivityRow, kind: AllocationKind, resourceId: number) {
  const { table, dueDate, label } = resourceTables[kind];
  const nextService = kind === 'calibrated_tool' ? sql<string | null>`null` : sql<string | null>`${(table as typeof trucks).next_service_date}`;
  const [row] = await tx
    .select({ id: table.id, status: table.status, region_id: table.region_id, station_id: table.station_id, next_due: dueDate, next_service_date: nextService, label })
    .from(table)
    .where(and(eq(table.id, resourceId), eq(table.region_id, activity.region_id)));
  if (!row) throw invalid({ resource_id: 'validation.reference_missing' });
  return row;
}

/**
 * POST /activities/:id/allocations. The model's allocation rules refuse a tool past its calibration
 * due date or not in service, and equipment or a truck that is not serviceable, naming every reason.
 * Whoever may allocate (scheduled_write) may set a status aside with a written reason, like the
 * non-licence assignment rules; the calibration due date nobody (allocationOverridePolicy). Audited.
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
  const [already] = await tx
    .select({ id: activityAllocations.id })
    .from(activityAllocations)
    .where(and(eq(activityAllocations.activity_id, activity.id), eq(activityAllocations[column], resource.id)));
  if (already) throw invalid({ resource_id: 'scheduled.already_allocated' });
  const results = evaluateAllocation({
    now: new Date(),
    localDate: activity.local_date as string,
    kind: body.kind,
    resource: { status: resource.status, next_due: resource.next_due, next_service_date: resource.next_service_date, region_id: resource.region_id, station_id: resource.station_id },
    activity: { region_id: activity.region_id, station_id: activity.station_id as number },
  });
  const override = ruleOverride(request, session, results, 'resource_id', body.override_reason, allocationOverridePolicy);
  const [allocation] = await tx
    .insert(activityAllocations)
    .values({ activity_id: activity.id, kind: body.kind, [column]: resource.id, override_reason: override.override_reason, allocated_by: session.user.id })
    .returning();
  await recordActivityWork(tx, request, activity.id, {
    action: 'allocate',
    changes: { allocation_id: allocation.id, kind: body.kind, resource_id: resource.id, label: resource.label, ...override },
  });
  return { id: allocation.id, kind: allocation.kind, resource_id: resource.id, label: resource.label, override_reason: override.override_reason };
}

/** DELETE /activities/:id/allocations/:allocation_id. */
export async function releaseResource(tx: Database, request: FastifyRequest, session: Session, ids: { activityId: number; allocationId: number }): Promise<void> {
  const activity = await activityForWrite(tx, session, ids.activityId);
  const [row] = await tx
    .delete(activityAllocations)
    .where(and(eq(activityAllocations.id, ids.allocationId), eq(activityAllocations.activity_id, activity.id)))
    .returning();
  if (!row) throw notFound();
  const resourceId = row.truck_id ?? row.equipment_id ?? row.calibrated_tool_id;
  await recordActivityWork(tx, request, activity.id, { action: 'release', changes: { allocation_id: row.id, kind: row.kind, resource_id: resourceId } });
}
