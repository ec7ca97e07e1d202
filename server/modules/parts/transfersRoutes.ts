import { and } from 'drizzle-orm';
import { transferRecordSchema } from '../../../model/modules/parts/partsRecords';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import { partsReaders, partsWriters } from './access';
import { flowRouteSchemas as schemas } from './flowRouteSchemas';
import { listRouteSchema } from '../../crud/listRouteSchema';
import { transferListDefinition, transferScope } from './transferList';
import { transferDetail } from './transferQueries';
import { cancelTransfer, createTransfer, receiveTransfer } from './transferWrites';

/** Stock transfers between stations (docs/modules/parts.md): the list, one, send, receive, cancel. Thin: parse, transaction, answer. */
export default async function transfersRoutes(app: RouteApp): Promise<void> {
  const fields = describeFields(transferListDefinition);
  const lists = new ListStatements(app.db, transferListDefinition, fields);
  const listSchema = listRouteSchema(transferListDefinition, fields, transferRecordSchema);

  app.get('/stock_transfers', route(partsReaders, listSchema), async (request, reply) => {
    const session = request.requireSession();
    const list = lists.request(request.query, session);
    const { records, total } = await lists.select({
      ...list,
      page: { ...list.page, where: list.page.where ? and(transferScope(session), list.page.where) : transferScope(session) },
    });
    return sendList(reply, 'stock_transfers', list.page.offset, records, total);
  });

  app.get('/stock_transfers/:id', route(partsReaders, schemas.getTransfer), async (request) =>
    transferDetail(app.db, request.requireSession(), request.params.id),
  );

  app.post('/stock_transfers', route(partsWriters, schemas.createTransfer), async (request, reply) => {
    const id = await inTransaction(app.db, (tx) => createTransfer(tx, request, request.body, new Date()));
    return reply.code(201).send(await transferDetail(app.db, request.requireSession(), id));
  });

  app.post('/stock_transfers/:id/receive', route(partsWriters, schemas.receiveTransfer), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => receiveTransfer(tx, request, id, body, new Date()));
    return transferDetail(app.db, request.requireSession(), id);
  });

  app.post('/stock_transfers/:id/cancel', route(partsWriters, schemas.cancelTransfer), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => cancelTransfer(tx, request, id, body, new Date()));
    return transferDetail(app.db, request.requireSession(), id);
  });
}
