import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { movementRowSchema, stockRowSchema } from '../../../model/modules/parts/partsRecords';
import type { Session } from '../../auth/session';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import type { ResourceDefinition } from '../../crud/definition';
import { ListStatements } from '../../crud/listStatements';
import type { Database } from '../../db/client';
import { sendStoredDownload } from '../../media/mediaFiles';
import { signedIn } from '../../plugins/routeAccess';
import { partsReaders, partsWriters, stockAdjusters } from './access';
import { certificateFile } from './certificates';
import { issueStock, returnStock } from './issue';
import { jobParts } from '../../core/workItem/jobParts';
import { jobForParts, jobIssue, type JobKind } from './jobParts';
import { movementListDefinition } from './movementList';
import { movementRow } from './movementRow';
import { receiveStock } from './receipt';
import { readReceiptForm } from './receiptForm';
import { listRouteSchema } from '../../crud/listRouteSchema';
import { partsRouteSchemas as schemas } from './routeSchemas';
import { stockListDefinition } from './stockList';
import { stockValuation, traceLot } from './stockReports';
import { exportQuery, stockWorkbook } from './stockExport';
import { listQueryAsSent } from '../../crud/listQuery';
import { withInStockDefault } from './stockQuery';
import { adjustStock, reverseMovement, scrapStock } from './stockWrites';
import { jobFacts } from './jobFacts';

type Moved = { id: number; quantity: number };

/** Who sees a job's parts from the job's own page: the Parts tab, or the job's tab. */
const jobReaders: Record<JobKind, string[]> = {
  activities: ['parts_tab', 'scheduled_tab'],
  on_call_requests: ['parts_tab', 'on_call_tab'],
};

/**
 * The Parts stock endpoints (docs/modules/parts.md): the stock and ledger lists,
 * and every movement a user records — receipt with its certificate, issue, return, scrap,
 * adjustment, reversal. Thin: parse, open a transaction, call the write (rules, ledger, audit),
 * answer the movement as the ledger lists it with the station's new quantity.
 */
export default async function partsRoutes(app: RouteApp): Promise<void> {
  /** A write that records one movement, answered 201 with it. */
  const move = async (request: FastifyRequest, reply: FastifyReply, write: (tx: Database, session: Session) => Promise<Moved>) => {
    const moved = await inTransaction(app.db, (tx) => write(tx, request.requireSession()));
    return reply.code(201).send({ ...(await movementRow(app.db, moved.id)), station_quantity: moved.quantity });
  };
  /** A list served by the CRUD engine's list statements (scope, filters, sort, paging, Content-Range). */
  const list = (
    path: string,
    definition: ResourceDefinition,
    row: z.ZodType,
    adjust: (query: Record<string, unknown>) => Record<string, unknown> = (query) => query,
  ) => {
    const fields = describeFields(definition);
    const statements = new ListStatements(app.db, definition, fields);
    app.get(path, route(partsReaders, listRouteSchema(definition, fields, row)), async (request, reply) => {
      const query = statements.request(adjust(listQueryAsSent(request.query)), request.requireSession());
      const { records, total } = await statements.select(query);
      return sendList(reply, definition.name, query.page.offset, records, total);
    });
  };

  list('/stock', stockListDefinition, stockRowSchema, withInStockDefault);

  const stockStatements = new ListStatements(app.db, stockListDefinition, describeFields(stockListDefinition));
  app.get('/stock/export.xlsx', route(partsReaders, schemas.exportXlsx), async (request, reply) => {
    const query = withInStockDefault(exportQuery(request.query));
    const { records } = await stockStatements.select(stockStatements.request(query, request.requireSession()));
    const workbook = await stockWorkbook(request, JSON.parse(query.filter as string), records);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="stock-${new Date().toISOString().slice(0, 10)}.xlsx"`)
      .header('access-control-expose-headers', 'Content-Disposition')
      .send(workbook);
  });

  app.get('/stock/trace', route(partsReaders, schemas.trace), async (request) => traceLot(app.db, request.requireSession(), request.query));

  app.get('/stock/valuation', route(partsReaders, schemas.valuation), async (request) =>
    stockValuation(app.db, request.requireSession(), request.query.station_id),
  );
  list('/stock_movements', movementListDefinition, movementRowSchema);

  app.post('/stock_movements/receipt', route(partsWriters, schemas.receipt), async (request, reply) => {
    const { fields, certificate } = await readReceiptForm(request);
    return move(request, reply, (tx, session) => receiveStock(tx, request, session, fields, certificate));
  });

  app.post('/stock_movements/issue', route(partsWriters, schemas.issue), async (request, reply) => {
    const { body } = request;
    return move(request, reply, (tx, session) => issueStock(tx, request, session, body));
  });

  app.post('/stock_movements/return', route(partsWriters, schemas.return), async (request, reply) => {
    const { body } = request;
    return move(request, reply, (tx, session) => returnStock(tx, request, session, body));
  });

  app.post('/stock_movements/scrap', route(partsWriters, schemas.scrap), async (request, reply) => {
    const { body } = request;
    return move(request, reply, (tx, session) => scrapStock(tx, request, session, body));
  });

  app.post('/stock_movements/adjustment', route(stockAdjusters, schemas.adjustment), async (request, reply) => {
    const { body } = request;
    return move(request, reply, (tx, session) => adjustStock(tx, request, session, body));
  });

  app.post('/stock_movements/:id/reverse', route(partsWriters, schemas.reverse), async (request, reply) => {
    const {
      params: { id },
      body: { reason },
    } = request;
    return move(request, reply, (tx, session) => reverseMovement(tx, request, session, id, reason));
  });

  // Parts used on a job, from its page: a technician assigned to it records them too (work_record).
  for (const kind of ['activities', 'on_call_requests'] as const) {
    app.get(`/${kind}/:id/parts`, route(jobReaders[kind], schemas.jobParts), async (request) =>
      jobParts(app.db, await jobForParts(app.db, request.requireSession(), kind, request.params.id, false)),
    );

    // A technician on the job picks from here without the Parts tab: the job's station only.
    app.get(`/${kind}/:id/parts/available`, route([...partsWriters, 'work_record'], schemas.jobLots), async (request) => {
      const session = request.requireSession();
      const link = await jobForParts(app.db, session, kind, request.params.id, true);
      const stationId = (await jobFacts(app.db, session, link))?.station_id;
      if (!stationId) return [];
      const lots = stockStatements.request(
        { filter: JSON.stringify({ station_id: stationId, in_stock: true }), range: '[0,499]' },
        session,
      );
      return (await stockStatements.select(lots)).records;
    });

    app.post(`/${kind}/:id/parts`, route([...partsWriters, 'work_record'], schemas.addJobPart), async (request, reply) => {
      const { body } = request;
      const session = request.requireSession();
      const job = await inTransaction(app.db, async (tx) => {
        const link = await jobForParts(tx, session, kind, request.params.id, true);
        await issueStock(tx, request, session, { ...body, ...link });
        return link;
      });
      return reply.code(201).send(await jobParts(app.db, job));
    });

    app.delete(`/${kind}/:id/parts/:movement_id`, route([...partsWriters, 'work_record'], schemas.removeJobPart), async (request) => {
      const session = request.requireSession();
      const job = await inTransaction(app.db, async (tx) => {
        const link = await jobForParts(tx, session, kind, request.params.id, true);
        await reverseMovement(tx, request, session, await jobIssue(tx, link, request.params.movement_id), request.t('parts.given_back'));
        return link;
      });
      return jobParts(app.db, job);
    });
  }

  app.get('/stock_certificates/:id', route([signedIn], schemas.certificate), async (request, reply) => {
    const file = await certificateFile(app.db, request.requireSession(), request.params.id);
    return sendStoredDownload(app.db, request, reply, file?.file_path, file?.file_name ?? 'certificate');
  });
}
