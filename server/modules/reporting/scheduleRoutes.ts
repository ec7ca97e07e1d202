import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type ReportName } from '../../../model/modules/reporting/catalogue';
import { nextScheduledRun } from '../../../model/modules/reporting/saved';
import { isMemberOf } from '../../auth/session';
import { route, type RouteApp } from '../../core/routeKit';
import type { Database } from '../../db/client';
import { reportSchedules } from '../../db/schema';
import { forbidden, invalid } from '../../errors';
import { assertParamReferences } from './paramReferences';
import { reportParams } from './routes';
import { savedRouteSchemas as schemas } from './routeSchemas';
import { assertVersion, auditedWrite, findSaved, listSaved, versionedUpdate } from './savedRecords';
import { possibleRecipients } from './scheduleQueries';

const resource = 'report_schedules';
const readers = ['reporting_tab'];
/** Administrators (they manage users) see and edit every schedule of their regions, not only their own. */
const adminPermission = 'users_manage';

/**
 * A schedule's filters: checked as the report checks its query, on a placeholder period (each run
 * has its own, scheduledPeriod), and kept without the dates and the region (a column of its own).
 */
function scheduleParams(report: ReportName, regionId: number, params: Record<string, unknown>): Record<string, unknown> {
  const {
    from: _from,
    to: _to,
    region_id: _region,
    ...filters
  } = reportParams(report, { ...params, from: '2000-01-01', to: '2000-01-01', region_id: regionId });
  if (['from', 'to', 'region_id'].some((key) => key in params))
    throw invalid(
      Object.fromEntries(
        ['from', 'to', 'region_id'].filter((key) => key in params).map((key) => [`params.${key}`, 'validation.unknown_field']),
      ),
    );
  return filters;
}

/** The region must be one of the owner's, and every recipient one who may read it there. */
async function assertRegionAndRecipients(db: Database, request: FastifyRequest, regionId: number, recipientIds: readonly number[]) {
  if (!isMemberOf(request.requireSession(), regionId)) throw forbidden('region.not_member');
  const allowed = new Set((await possibleRecipients(db, regionId, recipientIds)).map((user) => user.id));
  if (recipientIds.some((id) => !allowed.has(id))) throw invalid({ recipient_ids: 'reporting.schedules.recipient_not_allowed' });
}

/**
 * Scheduled reports (a report e-mailed on a schedule to chosen users, docs/modules/reporting.md): the owner's
 * schedules (an administrator's: every one of their regions), CRUD with versions and audit, and who
 * may receive them. The job (scheduleJob.ts) sends them.
 */
export default async function reportScheduleRoutes(app: RouteApp): Promise<void> {
  const visible = (request: FastifyRequest): SQL => {
    const session = request.requireSession();
    const own = eq(reportSchedules.owner_id, session.user.id);
    if (!session.permissions.has(adminPermission)) return own;
    return or(
      own,
      inArray(
        reportSchedules.region_id,
        session.regions.map((region) => region.region_id),
      ),
    )!;
  };

  app.get(`/${resource}`, route(readers, schemas.schedules.list), async (request, reply) =>
    listSaved(app.db, reportSchedules, resource, visible(request), request.query, reply, [
      'name',
      'report',
      'frequency',
      'next_run_at',
      'last_sent_at',
      'created_at',
      'updated_at',
    ]),
  );

  app.get(`/${resource}/recipients`, route(readers, schemas.schedules.recipients), async (request) => {
    const { region_id } = request.query;
    if (!isMemberOf(request.requireSession(), region_id)) throw forbidden('region.not_member');
    return possibleRecipients(app.db, region_id);
  });

  app.get(`/${resource}/:id`, route(readers, schemas.schedules.one), async (request) =>
    findSaved(app.db, reportSchedules, visible(request), request.params.id),
  );

  app.post(`/${resource}`, route(readers, schemas.schedules.create), async (request, reply) => {
    const { body } = request;
    const params = scheduleParams(body.report, body.region_id, body.params);
    await assertRegionAndRecipients(app.db, request, body.region_id, body.recipient_ids);
    await assertParamReferences(app.db, body.region_id, params);
    const values = {
      ...body,
      params,
      recipient_ids: [...new Set(body.recipient_ids)],
      owner_id: request.requireSession().user.id,
      next_run_at: nextScheduledRun(body.frequency, body.hour, new Date()),
    };
    const row = await auditedWrite(
      app.db,
      request,
      resource,
      'create',
      async (tx) => (await tx.insert(reportSchedules).values(values).returning())[0],
    );
    return reply.code(201).send(row);
  });

  app.put(`/${resource}/:id`, route(readers, schemas.schedules.update), async (request) => {
    const current = await findSaved(app.db, reportSchedules, visible(request), request.params.id);
    const { version, ...body } = request.body;
    assertVersion(current, version);
    const params = scheduleParams(current.report, body.region_id, body.params);
    await assertRegionAndRecipients(app.db, request, body.region_id, body.recipient_ids);
    await assertParamReferences(app.db, body.region_id, params);
    const timingChanged = body.frequency !== current.frequency || body.hour !== current.hour || (body.active && !current.active);
    const changes = {
      ...body,
      params,
      recipient_ids: [...new Set(body.recipient_ids)],
      ...(timingChanged ? { next_run_at: nextScheduledRun(body.frequency, body.hour, new Date()) } : {}),
    };
    return versionedUpdate(app.db, request, resource, reportSchedules, current, changes);
  });

  app.delete(`/${resource}/:id`, route(readers, schemas.schedules.remove), async (request) => {
    const current = await findSaved(app.db, reportSchedules, visible(request), request.params.id);
    await auditedWrite(
      app.db,
      request,
      resource,
      'delete',
      async (tx) => (await tx.delete(reportSchedules).where(eq(reportSchedules.id, current.id)).returning())[0],
    );
    return current;
  });
}
