import type { FastifyInstance } from 'fastify';
import { countCreateSchema, countLinesSchema, countStepSchema } from '../../../model/modules/parts/countSchemas';
import { inTransaction, route, sendList } from '../../core/routeKit';
import { parseBody } from '../../crud/bodyValidation';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import { resourceRouteSchemas } from '../../crud/routeSchemas';
import { recordIdParam } from '../../crud/router';
import type { Database } from '../../db/client';
import { stockAdjusters, partsReaders, partsWriters } from './access';
import { flowRouteSchemas as schemas } from './flowRouteSchemas';
import { countListDefinition } from './countList';
import { countDetail } from './countQueries';
import { countSheetXlsx } from './countSheet';
import { cancelCount, confirmCount, createCount, enterCountLines, submitCount } from './countWrites';

/** Stock counts (docs/modules/parts.md): the list, the sheet (JSON and XLSX), counted lines, submit, confirm, cancel. */
export default async function countsRoutes(app: FastifyInstance): Promise<void> {
  const fields = describeFields(countListDefinition);
  const lists = new ListStatements(app.db, countListDefinition, fields);
  const listSchemas = resourceRouteSchemas(countListDefinition, fields);

  app.get('/stock_counts', route(partsReaders, listSchemas.list), async (request, reply) => {
    const list = lists.request(request.query as Record<string, unknown>, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, 'stock_counts', list.page.offset, records, total);
  });

  app.get('/stock_counts/:id', route(partsReaders, schemas.getCount), async (request) =>
    countDetail(app.db, request.requireSession(), recordIdParam(request)),
  );

  app.get('/stock_counts/:id/sheet.xlsx', route(partsReaders, schemas.countSheet), async (request, reply) => {
    const count = await countDetail(app.db, request.requireSession(), recordIdParam(request));
    const date = count.created_at.toISOString().slice(0, 10);
    const file = await countSheetXlsx(request, { station: count.station_code, date, lines: count.lines });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="count-${count.station_code}-${date}-${count.id}.xlsx"`)
      .header('cache-control', 'private, no-store')
      .header('access-control-expose-headers', 'Content-Disposition')
      .send(file);
  });

  app.post('/stock_counts', route(partsWriters, schemas.createCount), async (request, reply) => {
    const body = parseBody(countCreateSchema, request.body);
    const id = await inTransaction(app.db, (tx) => createCount(tx, request, body));
    return reply.code(201).send(await countDetail(app.db, request.requireSession(), id));
  });

  /** A write on the count of `:id`; answers the count as it now stands. */
  const onCount = (
    permission: string[],
    schema: object,
    write: (tx: Database, request: Parameters<typeof recordIdParam>[0], id: number, version: number) => Promise<void>,
  ) =>
    [
      route(permission, schema),
      async (request: Parameters<typeof recordIdParam>[0]) => {
        const { version } = parseBody(countStepSchema, request.body);
        const id = recordIdParam(request);
        await inTransaction(app.db, (tx) => write(tx, request, id, version));
        return countDetail(app.db, request.requireSession(), id);
      },
    ] as const;

  app.put('/stock_counts/:id/lines', route(partsWriters, schemas.countLines), async (request) => {
    const body = parseBody(countLinesSchema, request.body);
    const id = recordIdParam(request);
    await inTransaction(app.db, (tx) => enterCountLines(tx, request, id, body));
    return countDetail(app.db, request.requireSession(), id);
  });
  app.post(
    '/stock_counts/:id/submit',
    ...onCount(partsWriters, schemas.submitCount, (tx, request, id, version) => submitCount(tx, request, id, version, new Date())),
  );
  app.post(
    '/stock_counts/:id/confirm',
    ...onCount(stockAdjusters, schemas.confirmCount, (tx, request, id, version) => confirmCount(tx, request, id, version, new Date())),
  );
  app.post(
    '/stock_counts/:id/cancel',
    ...onCount(partsWriters, schemas.cancelCount, (tx, request, id, version) => cancelCount(tx, request, id, version)),
  );
}
