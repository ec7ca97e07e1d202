import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import { isMemberOf } from '../../auth/session';
import { route, type RouteApp } from '../../core/routeKit';
import type { Database } from '../../db/client';
import { reportViews } from '../../db/schema';
import { forbidden, invalid } from '../../errors';
import { assertParamReferences } from './paramReferences';
import { reportParams } from './routes';
import { savedRouteSchemas as schemas } from './routeSchemas';
import { assertVersion, auditedWrite, findSaved, listSaved, versionedUpdate } from './savedRecords';

const resource = 'report_views';
const readers = ['reporting_tab'];
type ViewRow = typeof reportViews.$inferSelect;

/** A view as the API answers it (its owner is the caller, so not repeated). */
const viewRecord = ({ user_id: _owner, ...view }: ViewRow) => view;

/** The parameters of a view, checked as the report checks its query, in one of the caller's regions. */
function viewParams(request: FastifyRequest, report: ReportName, params: Record<string, unknown>) {
  const checked = reportParams(report, params);
  if (!isMemberOf(request.requireSession(), checked.region_id)) throw forbidden('region.not_member');
  return checked;
}

/** A name is the owner's handle on a view: two of the same report may not share it. */
async function assertNameFree(db: Database, userId: number, report: ReportName, name: string, exceptId = 0) {
  const [taken] = await db
    .select({ id: reportViews.id })
    .from(reportViews)
    .where(and(eq(reportViews.user_id, userId), eq(reportViews.report, report), eq(reportViews.name, name), ne(reportViews.id, exceptId)));
  if (taken) throw invalid({ name: 'reporting.views.name_taken' });
}

/**
 * Saved views (docs/modules/reporting.md): a report's filters under a name that a user saves, private to
 * the user who saved them — another user's view answers 404, as if it did not exist.
 */
export default async function reportViewRoutes(app: RouteApp): Promise<void> {
  const mine = (request: FastifyRequest) => eq(reportViews.user_id, request.requireSession().user.id);

  app.get(`/${resource}`, route(readers, schemas.views.list), async (request, reply) =>
    (
      await listSaved(app.db, reportViews, resource, mine(request), request.query, reply, ['name', 'report', 'created_at', 'updated_at'])
    ).map((row) => viewRecord(row as ViewRow)),
  );

  app.get(`/${resource}/:id`, route(readers, schemas.views.one), async (request) =>
    viewRecord(await findSaved(app.db, reportViews, mine(request), request.params.id)),
  );

  app.post(`/${resource}`, route(readers, schemas.views.create), async (request, reply) => {
    const { body } = request;
    const params = viewParams(request, body.report, body.params);
    await assertParamReferences(app.db, params.region_id, params);
    const userId = request.requireSession().user.id;
    await assertNameFree(app.db, userId, body.report, body.name);
    const row = await auditedWrite(
      app.db,
      request,
      resource,
      'create',
      async (tx) => (await tx.insert(reportViews).values({ user_id: userId, report: body.report, name: body.name, params }).returning())[0],
    );
    return reply.code(201).send(viewRecord(row));
  });

  app.put(`/${resource}/:id`, route(readers, schemas.views.update), async (request) => {
    const current = await findSaved(app.db, reportViews, mine(request), request.params.id);
    const { body } = request;
    assertVersion(current, body.version);
    const params = viewParams(request, current.report, body.params);
    await assertParamReferences(app.db, params.region_id, params);
    await assertNameFree(app.db, current.user_id, current.report, body.name, current.id);
    const changes = { name: body.name, params };
    const row = await versionedUpdate(app.db, request, resource, reportViews, current, changes, viewRecord);
    return viewRecord(row);
  });

  app.delete(`/${resource}/:id`, route(readers, schemas.views.remove), async (request) => {
    const current = await findSaved(app.db, reportViews, mine(request), request.params.id);
    await auditedWrite(
      app.db,
      request,
      resource,
      'delete',
      async (tx) => (await tx.delete(reportViews).where(eq(reportViews.id, current.id)).returning())[0],
    );
    return viewRecord(current);
  });
}
