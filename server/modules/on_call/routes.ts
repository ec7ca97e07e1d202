import type { FastifyRequest } from 'fastify';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import type { Database } from '../../db/client';
import { sendStoredDownload } from '../../media/mediaFiles';
import { onCallReaders, onCallRecorders, onCallWriters } from './access';
import { onCallBoard } from './boardQueries';
import { requestCatalogue } from './catalogueQueries';
import { addCrewMember, removeCrewMember, updateCrewMember } from './crewWrites';
import { dispatchSuggestions } from './dispatchSuggestions';
import { dispatchRequest } from './dispatchWrite';
import { receiveExpense } from './expenseForm';
import { addExpense, receiptOf, removeExpense } from './expenseWrites';
import { takeCall } from './intake';
import { onCallKpis } from './kpiQueries';
import { onCallRouteSchemas as schemas } from './routeSchemas';
import { requestDetail } from './requestDetail';
import { signRequestRts, storedRequestCertificate } from './requestRts';
import { findRequest, lastKnownType, openDuplicates, requestRegion, type RequestRow } from './requestQueries';
import { takeStep } from './statusStep';

/**
 * The On-Call desk's endpoints beyond the requests' CRUD (docs/modules/on_call.md): intake,
 * dispatch, steps, crew, parts, expenses, the board and the KPIs. Thin: parse, open a transaction,
 * lock the request (another region's is a 404), call the queries and rules, answer the request page.
 */
export default async function onCallRoutes(app: RouteApp): Promise<void> {
  const detail = (request: FastifyRequest, id: number) => requestDetail(app.db, request.requireSession(), id);
  /** Locks request `id` and runs a write on it; answers the request page as it now stands. */
  const onRequest = async (
    request: FastifyRequest,
    id: number,
    write: (tx: Database, current: RequestRow, now: Date) => Promise<unknown>,
  ) => {
    const session = request.requireSession();
    await inTransaction(app.db, async (tx) => write(tx, await findRequest(tx, session, id, true), new Date()));
    return detail(request, id);
  };

  app.get('/on_call_requests/duplicates', route(onCallReaders, schemas.duplicates), async (request) => {
    const { registration } = request.query;
    return openDuplicates(app.db, requestRegion(request.requireSession()), registration);
  });

  app.get('/on_call_requests/aircraft', route(onCallReaders, schemas.aircraft), async (request) => ({
    aircraft_type_id: await lastKnownType(app.db, request.query.registration),
  }));

  app.get('/on_call_requests/:id', route(onCallReaders, schemas.getOne), async (request) => detail(request, request.params.id));

  app.post('/on_call_requests', route(onCallWriters, schemas.intake), async (request, reply) => {
    const { body } = request;
    const session = request.requireSession();
    const id = await inTransaction(app.db, (tx) => takeCall(tx, request, session, body, new Date()));
    const record = await detail(request, id);
    const duplicates = body.registration ? await openDuplicates(app.db, requestRegion(session), body.registration, id) : [];
    return reply.code(201).send({ ...record, duplicates });
  });

  app.get('/on_call_requests/:id/catalogue', route(onCallReaders, schemas.catalogue), async (request) => {
    const current = await findRequest(app.db, request.requireSession(), request.params.id);
    return requestCatalogue(app.db, current, request.query.q);
  });

  app.get('/on_call_requests/:id/dispatch_suggestions', route(onCallWriters, schemas.suggestions), async (request) => {
    const current = await findRequest(app.db, request.requireSession(), request.params.id);
    return dispatchSuggestions(app.db, current, new Date(), request.query.station_id);
  });

  app.post('/on_call_requests/:id/dispatch', route(onCallWriters, schemas.dispatch), async (request) => {
    const { params, body } = request;
    return onRequest(request, params.id, (tx, current, now) => dispatchRequest(tx, request, request.requireSession(), current, body, now));
  });

  app.post('/on_call_requests/:id/status', route(onCallRecorders, schemas.status), async (request) => {
    const { params, body } = request;
    return onRequest(request, params.id, (tx, current, now) => takeStep(tx, request, request.requireSession(), current, body, now));
  });

  app.post('/on_call_requests/:id/technicians', route(onCallWriters, schemas.addCrew), async (request) => {
    const { params, body } = request;
    return onRequest(request, params.id, (tx, current, now) => addCrewMember(tx, request, request.requireSession(), current, body, now));
  });

  app.put('/on_call_requests/:id/technicians/:tid', route(onCallRecorders, schemas.updateCrew), async (request) => {
    const { params, body } = request;
    return onRequest(request, params.id, (tx, current) =>
      updateCrewMember(tx, request, request.requireSession(), current, params.tid, body),
    );
  });

  app.delete('/on_call_requests/:id/technicians/:tid', route(onCallWriters, schemas.removeCrew), async (request) => {
    const { params } = request;
    return onRequest(request, params.id, (tx, current) => removeCrewMember(tx, request, current, params.tid));
  });

  app.post('/on_call_requests/:id/expenses', route(onCallRecorders, schemas.addExpense), async (request) => {
    // Region first: a stranger's upload is refused before its bytes are read.
    const { id } = request.params;
    await findRequest(app.db, request.requireSession(), id);
    const { fields, receipt } = await receiveExpense(request);
    return onRequest(request, id, (tx, current) => addExpense(tx, request, request.requireSession(), current, fields, receipt));
  });

  app.delete('/on_call_requests/:id/expenses/:eid', route(onCallRecorders, schemas.removeExpense), async (request) => {
    const { params } = request;
    return onRequest(request, params.id, (tx, current) => removeExpense(tx, request, request.requireSession(), current, params.eid));
  });

  app.get('/on_call_requests/:id/expenses/:eid/receipt', route(onCallReaders, schemas.receipt), async (request, reply) => {
    const current = await findRequest(app.db, request.requireSession(), request.params.id);
    const receipt = await receiptOf(app.db, current.id, request.params.eid);
    return sendStoredDownload(app.db, request, reply, receipt?.path, receipt?.name ?? 'receipt');
  });

  app.post('/on_call_requests/:id/rts', route(['rts_sign'], schemas.signRts), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await signRequestRts(app, request, request.requireSession(), id, body);
    return detail(request, id);
  });

  app.get('/on_call_requests/:id/rts.pdf', route(onCallReaders, schemas.rtsPdf), async (request, reply) => {
    const current = await findRequest(app.db, request.requireSession(), request.params.id);
    const pdf = await storedRequestCertificate(app.db, request, current.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="RTS-${current.request_no}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('access-control-expose-headers', 'Content-Disposition')
      .send(pdf);
  });

  app.get('/on_call/board', route(onCallReaders, schemas.board), async (request) =>
    onCallBoard(app.db, requestRegion(request.requireSession()), new Date()),
  );

  app.get('/on_call/kpis', route(onCallReaders, schemas.kpis), async (request) =>
    onCallKpis(app.db, requestRegion(request.requireSession()), request.query),
  );
}
