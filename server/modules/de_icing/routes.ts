import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeRegionId, type Session } from '../../auth/session';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import { resourceRouteSchemas } from '../../crud/routeSchemas';
import { memberRegions } from '../../crud/regionScope';
import type { Database } from '../../db/client';
import { hotTableSets, stations, stockMovements } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { deIcingReaders, deIcingWriters, hotTableManagers } from './access';
import { formOptions } from './formOptions';
import { activateSet, importSet, previewImport } from './hotTables';
import { padView } from './padQueries';
import { deIcingRouteSchemas as schemas } from './routeSchemas';
import { receiveDelivery, setThreshold } from './stockWrites';
import { fluidMovements, fluidStock } from './stockQueries';
import { treatmentListDefinition } from './treatmentList';
import { activeHotTable, findTreatment, hotTableRowsOf, readableRegions, treatmentDetail, writableTreatments } from './treatmentQueries';
import { cancelTreatment, recordCheck, saveTreatment } from './treatmentWrites';

/** A stale version is a 409 carrying the treatment as it is now. */
const staleVersion = (current: object) => new ApiError(409, 'errors.conflict', {}, undefined, { current });

/**
 * The De-Icing endpoints beyond the CRUD resources (docs/modules/de_icing.md): treatments under the rules with
 * their fluid taken from stock, the check and its code, the pad view, fluid stock and deliveries, and
 * the HOT tables' import and activation. Thin: parse, open a transaction, call the queries, answer.
 */
export default async function deIcingRoutes(app: RouteApp): Promise<void> {
  const listFields = describeFields(treatmentListDefinition);
  const lists = new ListStatements(app.db, treatmentListDefinition, listFields);
  const listSchemas = resourceRouteSchemas(treatmentListDefinition, listFields);
  const activeRegion = (request: FastifyRequest) => eq(stations.region_id, activeRegionId(request.requireSession()) ?? 0);
  /** A write locks the treatment it changes and checks the version read; another region's is a 404. */
  const lockTreatment = async (tx: Database, session: Session, id: number, version: number) => {
    const current = await findTreatment(tx, id, writableTreatments(session), true);
    if (current.version !== version) throw staleVersion(current);
    return current;
  };
  const detail = (request: FastifyRequest, id: number) => treatmentDetail(app.db, id, memberRegions(request.requireSession()));

  app.get('/de_icing_treatments', route(deIcingReaders, listSchemas.list), async (request, reply) => {
    // The list query is described only (the list engine reads it); ListStatements.request (server/crud) takes it as a record.
    const list = lists.request(request.query, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, 'de_icing_treatments', list.page.offset, records, total);
  });

  app.get('/de_icing_treatments/:id', route(deIcingReaders, schemas.getTreatment), async (request) =>
    treatmentDetail(app.db, request.params.id, readableRegions(request.requireSession())),
  );

  app.post('/de_icing_treatments', route(deIcingWriters, schemas.createTreatment), async (request, reply) => {
    const { body } = request;
    const id = await inTransaction(app.db, (tx) => saveTreatment(tx, request, body));
    return reply.code(201).send(await detail(request, id));
  });

  app.put('/de_icing_treatments/:id', route(deIcingWriters, schemas.updateTreatment), async (request) => {
    const { version, ...body } = request.body;
    const id = await inTransaction(app.db, async (tx) => {
      const current = await lockTreatment(tx, request.requireSession(), request.params.id, version);
      if (current.status === 'cancelled') throw new ApiError(409, 'de_icing.treatment_cancelled');
      return saveTreatment(tx, request, body, current);
    });
    return detail(request, id);
  });

  app.post('/de_icing_treatments/:id/check', route(deIcingWriters, schemas.checkTreatment), async (request) => {
    const { version, ...check } = request.body;
    const id = await inTransaction(app.db, async (tx) => {
      const current = await lockTreatment(tx, request.requireSession(), request.params.id, version);
      await recordCheck(tx, request, current, check);
      return current.id;
    });
    return detail(request, id);
  });

  app.post('/de_icing_treatments/:id/cancel', route(deIcingWriters, schemas.cancelTreatment), async (request) => {
    const { version, reason } = request.body;
    const id = await inTransaction(app.db, async (tx) => {
      const current = await lockTreatment(tx, request.requireSession(), request.params.id, version);
      await cancelTreatment(tx, request, current, reason);
      return current.id;
    });
    return detail(request, id);
  });

  app.get('/de_icing/options', route(deIcingReaders, schemas.options), async (request) =>
    formOptions(app.db, memberRegions(request.requireSession())),
  );

  app.get('/de_icing/pad', route(deIcingReaders, schemas.pad), async (request) => {
    const { query } = request;
    return padView(
      app.db,
      and(activeRegion(request), query.station_id ? eq(stations.id, query.station_id) : undefined)!,
      query.date,
      new Date(),
      request.requireSession().user.id,
    );
  });

  app.get('/de_icing/stock', route(deIcingReaders, schemas.stock), async (request) => {
    const { query } = request;
    return fluidStock(app.db, and(activeRegion(request), query.station_id ? eq(stations.id, query.station_id) : undefined)!, new Date());
  });

  app.get('/de_icing/stock/movements', route(deIcingReaders, schemas.movements), async (request) => {
    const { page, per_page, ...filter } = request.query;
    const scope = eq(stockMovements.region_id, activeRegionId(request.requireSession()) ?? 0);
    return fluidMovements(app.db, scope, filter, { offset: (page - 1) * per_page, limit: per_page });
  });

  app.post('/de_icing/deliveries', route(deIcingWriters, schemas.delivery), async (request, reply) => {
    const { body } = request;
    return reply.code(201).send(await inTransaction(app.db, (tx) => receiveDelivery(tx, request, body)));
  });

  app.put('/de_icing/stock/threshold', route(deIcingWriters, schemas.threshold), async (request) => {
    const { body } = request;
    await inTransaction(app.db, (tx) => setThreshold(tx, request, body));
    const rows = await fluidStock(app.db, eq(stations.id, body.station_id), new Date());
    return rows.find((row) => row.material_id === body.material_id);
  });

  app.post('/hot_table_sets/import', route(hotTableManagers, schemas.importSet), async (request, reply) => {
    const {
      query: { dry_run },
      body,
    } = request;
    if (dry_run === 'true') return previewImport(request, body);
    const id = await inTransaction(app.db, (tx) => importSet(tx, request, body));
    const [set] = await app.db.select().from(hotTableSets).where(eq(hotTableSets.id, id));
    return reply.code(201).send(set);
  });

  app.post('/hot_table_sets/:id/activate', route(hotTableManagers, schemas.activateSet), async (request) => {
    const {
      params: { id },
      body: { version },
    } = request;
    await inTransaction(app.db, (tx) => activateSet(tx, request, id, version));
    const [set] = await app.db.select().from(hotTableSets).where(eq(hotTableSets.id, id));
    return set;
  });

  app.get('/hot_table_sets/:id/rows', route(deIcingReaders, schemas.setRows), async (request) => {
    const { id } = request.params;
    const [set] = await app.db.select({ id: hotTableSets.id }).from(hotTableSets).where(eq(hotTableSets.id, id));
    if (!set) throw notFound();
    return hotTableRowsOf(app.db, id);
  });

  app.get('/hot_table_sets/active', route(deIcingReaders, schemas.activeSet), async () => {
    const table = await activeHotTable(app.db);
    if (!table) return null;
    const [set] = await app.db.select().from(hotTableSets).where(eq(hotTableSets.id, table.id));
    return { ...set, rows: table.rows };
  });
}
