import type { FastifyInstance } from 'fastify';
import { partRequestCreateSchema, partRequestStatusSchema, partRequestUpdateSchema } from '../../../model/modules/parts/partRequestSchemas';
import { parseBody } from '../../crud/bodyValidation';
import { describeFields } from '../../crud/fields';
import { contentRange } from '../../crud/listQuery';
import { ListStatements } from '../../crud/listStatements';
import { resourceRouteSchemas } from '../../crud/routeSchemas';
import { recordIdParam } from '../../crud/router';
import type { Database } from '../../db/client';
import { documentedResponses } from '../../plugins/validation';
import { partsReaders, partsWriters } from './access';
import { flowRouteSchemas as schemas } from './flowRouteSchemas';
import { partRequestListDefinition } from './partRequestList';
import { createPartRequest, partRequestDetail, receivePartRequest, stepPartRequest, updatePartRequest } from './partRequestWrites';
import { readReceiptForm } from './receiptForm';

/** Part requests (contract-parts.md): the list, one, request, edit, order/ship/cancel, receive. Thin: parse, transaction, answer. */
export default async function partRequestsRoutes(app: FastifyInstance): Promise<void> {
  const route = (permission: string[], schema: object) => ({ config: { permission }, schema, serializerCompiler: documentedResponses });
  const inTransaction = <T>(work: (tx: Database) => Promise<T>) => app.db.transaction((tx) => work(tx as unknown as Database));
  const fields = describeFields(partRequestListDefinition);
  const lists = new ListStatements(app.db, partRequestListDefinition, fields);
  const listSchemas = resourceRouteSchemas(partRequestListDefinition, fields);

  app.get('/part_requests', route(partsReaders, listSchemas.list), async (request, reply) => {
    const list = lists.request(request.query as Record<string, unknown>, request.requireSession());
    const { records, total } = await lists.select(list);
    reply.header('content-range', contentRange('part_requests', list.page.offset, records.length, total));
    reply.header('access-control-expose-headers', 'Content-Range');
    return records;
  });

  app.get('/part_requests/:id', route(partsReaders, schemas.getPartRequest), async (request) =>
    partRequestDetail(app.db, request.requireSession(), recordIdParam(request)),
  );

  app.post('/part_requests', route(partsWriters, schemas.createPartRequest), async (request, reply) => {
    const body = parseBody(partRequestCreateSchema, request.body);
    const id = await inTransaction((tx) => createPartRequest(tx, request, body, new Date()));
    return reply.code(201).send(await partRequestDetail(app.db, request.requireSession(), id));
  });

  app.put('/part_requests/:id', route(partsWriters, schemas.updatePartRequest), async (request) => {
    const body = parseBody(partRequestUpdateSchema, request.body);
    const id = recordIdParam(request);
    await inTransaction((tx) => updatePartRequest(tx, request, id, body));
    return partRequestDetail(app.db, request.requireSession(), id);
  });

  app.post('/part_requests/:id/status', route(partsWriters, schemas.partRequestStatus), async (request) => {
    const body = parseBody(partRequestStatusSchema, request.body);
    const id = recordIdParam(request);
    await inTransaction((tx) => stepPartRequest(tx, request, id, body, new Date()));
    return partRequestDetail(app.db, request.requireSession(), id);
  });

  app.post('/part_requests/:id/receive', route(partsWriters, schemas.receivePartRequest), async (request) => {
    const id = recordIdParam(request);
    // Region first: a stranger's upload is refused before its bytes are read.
    await partRequestDetail(app.db, request.requireSession(), id);
    const { fields, certificate } = await readReceiptForm(request);
    await inTransaction((tx) => receivePartRequest(tx, request, id, fields, certificate, new Date()));
    return partRequestDetail(app.db, request.requireSession(), id);
  });
}
