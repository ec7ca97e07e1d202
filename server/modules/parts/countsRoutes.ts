import type { FastifyRequest } from 'fastify';
import { countRecordSchema } from '../../../model/modules/parts/partsRecords';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import type { Database } from '../../db/client';
import { stockAdjusters, partsReaders, partsWriters } from './access';
import { flowRouteSchemas as schemas } from './flowRouteSchemas';
import { countListDefinition } from './countList';
import { countDetail } from './countQueries';
import { countSheetXlsx } from './countSheet';
import { cancelCount, confirmCount, createCount, enterCountLines, submitCount } from './countWrites';
import { listRouteSchema } from '../../crud/listRouteSchema';

/** Stock counts (docs/modules/parts.md): the list, the sheet (JSON and XLSX), counted lines, submit, confirm, cancel. */
export default async function countsRoutes(app: RouteApp): Promise<void> {
  const fields = describeFields(countListDefinition);
  const lists = new ListStatements(app.db, countListDefinition, fields);

  app.get('/stock_counts', route(partsReaders, listRouteSchema(countListDefinition, fields, countRecordSchema)), async (request, reply) => {
    const list = lists.request(request.query, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, 'stock_counts', list.page.offset, records, total);
  });

  app.get('/stock_counts/:id', route(partsReaders, schemas.getCount), async (request) =>
    countDetail(app.db, request.requireSession(), request.params.id),
  );

  app.get('/stock_counts/:id/sheet.xlsx', route(partsReaders, schemas.countSheet), async (request, reply) => {
    const count = await countDetail(app.db, request.requireSession(), request.params.id);
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
    const id = await inTransaction(app.db, (tx) => createCount(tx, request, request.body));
    return reply.code(201).send(await countDetail(app.db, request.requireSession(), id));
  });

  /** A step of the count of `:id` (its version read); answers the count as it now stands. */
  const onCount = (
    path: string,
    permission: string[],
    schema: typeof schemas.submitCount,
    write: (tx: Database, request: FastifyRequest, id: number, version: number) => Promise<void>,
  ) =>
    app.post(path, route(permission, schema), async (request) => {
      const {
        params: { id },
        body: { version },
      } = request;
      await inTransaction(app.db, (tx) => write(tx, request, id, version));
      return countDetail(app.db, request.requireSession(), id);
    });

  app.put('/stock_counts/:id/lines', route(partsWriters, schemas.countLines), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => enterCountLines(tx, request, id, body));
    return countDetail(app.db, request.requireSession(), id);
  });
  onCount('/stock_counts/:id/submit', partsWriters, schemas.submitCount, (tx, request, id, version) =>
    submitCount(tx, request, id, version, new Date()),
  );
  onCount('/stock_counts/:id/confirm', stockAdjusters, schemas.confirmCount, (tx, request, id, version) =>
    confirmCount(tx, request, id, version, new Date()),
  );
  onCount('/stock_counts/:id/cancel', partsWriters, schemas.cancelCount, (tx, request, id, version) =>
    cancelCount(tx, request, id, version),
  );
}
