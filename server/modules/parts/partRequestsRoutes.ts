import { partRequestRecordSchema } from '../../../model/modules/parts/partsRecords';
import { inTransaction, route, sendList, type RouteApp } from '../../core/routeKit';
import { describeFields } from '../../crud/fields';
import { ListStatements } from '../../crud/listStatements';
import { partsReaders, partsWriters } from './access';
import { flowRouteSchemas as schemas } from './flowRouteSchemas';
import { listRouteSchema } from '../../crud/listRouteSchema';
import { partRequestListDefinition } from './partRequestList';
import { createPartRequest, partRequestDetail, receivePartRequest, stepPartRequest, updatePartRequest } from './partRequestWrites';
import { readReceiptForm } from './receiptForm';

/** Part requests (docs/modules/parts.md): the list, one, request, edit, order/ship/cancel, receive. Thin: parse, transaction, answer. */
export default async function partRequestsRoutes(app: RouteApp): Promise<void> {
  const fields = describeFields(partRequestListDefinition);
  const lists = new ListStatements(app.db, partRequestListDefinition, fields);
  const listSchema = listRouteSchema(partRequestListDefinition, fields, partRequestRecordSchema);

  app.get('/part_requests', route(partsReaders, listSchema), async (request, reply) => {
    const list = lists.request(request.query, request.requireSession());
    const { records, total } = await lists.select(list);
    return sendList(reply, 'part_requests', list.page.offset, records, total);
  });

  app.get('/part_requests/:id', route(partsReaders, schemas.getPartRequest), async (request) =>
    partRequestDetail(app.db, request.requireSession(), request.params.id),
  );

  app.post('/part_requests', route(partsWriters, schemas.createPartRequest), async (request, reply) => {
    const id = await inTransaction(app.db, (tx) => createPartRequest(tx, request, request.body, new Date()));
    return reply.code(201).send(await partRequestDetail(app.db, request.requireSession(), id));
  });

  app.put('/part_requests/:id', route(partsWriters, schemas.updatePartRequest), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => updatePartRequest(tx, request, id, body));
    return partRequestDetail(app.db, request.requireSession(), id);
  });

  app.post('/part_requests/:id/status', route(partsWriters, schemas.partRequestStatus), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => stepPartRequest(tx, request, id, body, new Date()));
    return partRequestDetail(app.db, request.requireSession(), id);
  });

  app.post('/part_requests/:id/receive', route(partsWriters, schemas.receivePartRequest), async (request) => {
    const { id } = request.params;
    // Region first: a stranger's upload is refused before its bytes are read.
    await partRequestDetail(app.db, request.requireSession(), id);
    const { fields, certificate } = await readReceiptForm(request);
    await inTransaction(app.db, (tx) => receivePartRequest(tx, request, id, fields, certificate, new Date()));
    return partRequestDetail(app.db, request.requireSession(), id);
  });
}
