import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActivityStatus, ServiceStatus } from '../../../model/modules/scheduled/enums';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activityServices, services } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../errors';
import { activityForWrite } from './activityAccess';
import { recordActivityWork } from './activityWork';
import { isAssignedTo } from '../../core/workItem/jobCrew';

/**
 * Only those planning the work (scheduled_write) may record it on any activity they reach; a
 * technician (work_record alone) only on an activity they are assigned to.
 */
export async function assertMayRecordWork(tx: Database, session: Session, activityId: number): Promise<void> {
  if (session.permissions.has('scheduled_write')) return;
  if (!(await isAssignedTo(tx, session.user.id, activityId))) throw forbidden('scheduled.not_assigned_work');
}

/**
 * PUT /activities/:id/services/:activity_service_id. Work is recorded on an activity under way.
 * Starting the first service of an assigned activity starts the activity (in progress) — the
 * technician on the ramp does one tap, not two; any other status (planned: nobody assigned yet,
 * completed, cancelled) refuses service changes with a 422 on `status`.
 */
export async function recordServiceStatus(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  ids: { activityId: number; activityServiceId: number },
  { status, version }: { status: ServiceStatus; version?: number },
): Promise<void> {
  const activity = await activityForWrite(tx, session, ids.activityId, version);
  await assertMayRecordWork(tx, session, activity.id);
  const [service] = await tx
    .select({ id: activityServices.id, status: activityServices.status, code: services.code })
    .from(activityServices)
    .innerJoin(services, eq(services.id, activityServices.service_id))
    .where(and(eq(activityServices.id, ids.activityServiceId), eq(activityServices.activity_id, activity.id)));
  if (!service) throw notFound();
  const from = activity.status as ActivityStatus;
  const starts = from === 'assigned' && status !== 'pending';
  if (from !== 'in_progress' && !starts) {
    throw new ApiError(
      422,
      'validation.invalid_input',
      { status: request.t(`scheduled.statuses.${from}`) },
      { status: ['scheduled.work_not_open'] },
    );
  }
  const done = status === 'done';
  await tx
    .update(activityServices)
    .set({
      status,
      completed_at: done ? new Date() : null,
      completed_by: done ? session.user.id : null,
      version: sql`${activityServices.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(activityServices.id, service.id));
  const changes: Record<string, unknown> = {
    activity_service_id: service.id,
    service: service.code,
    status: { from: service.status, to: status },
  };
  if (starts) changes.activity_status = { from, to: 'in_progress' };
  await recordActivityWork(tx, request, activity.id, { action: 'service', changes }, starts ? { status: 'in_progress' } : {});
}
