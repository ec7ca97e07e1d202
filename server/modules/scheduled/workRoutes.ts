import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { recordHistory } from '../../crud/history';
import { readableActivity, writableActivities } from './activityAccess';
import { allocateResource, releaseResource } from './allocations';
import { assignTechnician, unassignTechnician, updateAssignment } from './assignments';
import { eligibleTechnicians } from './eligibleTechnicians';
import { findActivity } from './queries';
import { rescheduleActivity } from './reschedule';
import { activityRecord } from './routes';
import { rtsDraft } from './rts/rtsDraft';
import { signRts } from './rts/signRts';
import { storedCertificate } from './rts/storedCertificate';
import { recordServiceStatus } from './serviceWork';
import { workRouteSchemas as schemas } from './workRouteSchemas';

const read = ['scheduled_tab'];
const plan = ['scheduled_write'];

/**
 * The work on an activity (docs/modules/scheduled.md): assignments under the rules, eligible
 * technicians, allocations, reschedule, service status, RTS and history. Thin: open a
 * transaction, call the work's own files, answer. Path ids and bodies arrive parsed (workRouteSchemas).
 */
export default async function workRoutes(app: RouteApp): Promise<void> {
  /** Writes answer the activity as it now is, like the activity routes. */
  const answer = async (request: FastifyRequest, id: number) =>
    activityRecord(app.db, (await findActivity(app.db, id, writableActivities(request.requireSession())))!);

  app.get('/activities/:id/eligible_technicians', route(read, schemas.eligible), async (request) => {
    const activity = await readableActivity(app.db, request.requireSession(), request.params.id);
    return eligibleTechnicians(app.db, activity, new Date());
  });

  app.post('/activities/:id/assignments', route(plan, schemas.assign), async (request, reply) => {
    const {
      params: { id },
      body,
    } = request;
    const assignment = await inTransaction(app.db, (tx) => assignTechnician(tx, request, request.requireSession(), id, body));
    return reply.code(201).send(assignment);
  });

  app.put('/activities/:id/assignments/:assignment_id', route([...plan, 'work_record'], schemas.updateAssignment), async (request) => {
    const ids = { activityId: request.params.id, assignmentId: request.params.assignment_id };
    const { body } = request;
    await inTransaction(app.db, (tx) => updateAssignment(tx, request, request.requireSession(), ids, body));
    return answer(request, ids.activityId);
  });

  app.delete('/activities/:id/assignments/:assignment_id', route(plan, schemas.unassign), async (request) => {
    const ids = { activityId: request.params.id, assignmentId: request.params.assignment_id };
    await inTransaction(app.db, (tx) => unassignTechnician(tx, request, request.requireSession(), ids));
    return answer(request, ids.activityId);
  });

  app.post('/activities/:id/allocations', route(plan, schemas.allocate), async (request, reply) => {
    const {
      params: { id },
      body,
    } = request;
    const allocation = await inTransaction(app.db, (tx) => allocateResource(tx, request, request.requireSession(), id, body));
    return reply.code(201).send(allocation);
  });

  app.delete('/activities/:id/allocations/:allocation_id', route(plan, schemas.release), async (request) => {
    const ids = { activityId: request.params.id, allocationId: request.params.allocation_id };
    await inTransaction(app.db, (tx) => releaseResource(tx, request, request.requireSession(), ids));
    return answer(request, ids.activityId);
  });

  app.post('/activities/:id/reschedule', route(plan, schemas.reschedule), async (request) => {
    const {
      params: { id },
      body,
    } = request;
    await inTransaction(app.db, (tx) => rescheduleActivity(tx, request, request.requireSession(), id, body));
    return answer(request, id);
  });

  app.put('/activities/:id/services/:activity_service_id', route(['work_record'], schemas.service), async (request) => {
    const ids = { activityId: request.params.id, activityServiceId: request.params.activity_service_id };
    const { status, version } = request.body;
    await inTransaction(app.db, (tx) => recordServiceStatus(tx, request, request.requireSession(), ids, { status, version }));
    return answer(request, ids.activityId);
  });

  app.get('/activities/:id/rts', route(read, schemas.rts), async (request) => {
    const session = request.requireSession();
    const activity = await readableActivity(app.db, session, request.params.id);
    const draft = await rtsDraft(app.db, activity, session.user.id, new Date());
    return {
      template_id: draft.template?.id ?? null,
      statement: draft.statement,
      parts: draft.parts,
      unfilled: draft.unfilled,
      rules: draft.rules,
      can_sign: draft.canSign && session.permissions.has('rts_sign'),
    };
  });

  app.post('/activities/:id/rts/sign', route(['rts_sign'], schemas.sign), async (request, reply) => {
    const {
      params: { id },
      body,
    } = request;
    await signRts(app.db, request, request.requireSession(), id, body);
    return reply.code(201).send(await answer(request, id));
  });

  app.get('/activities/:id/rts/certificate.pdf', route(read, schemas.certificate), async (request, reply: FastifyReply) => {
    const activity = await readableActivity(app.db, request.requireSession(), request.params.id);
    const certificate = await storedCertificate(app.db, request, activity.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificate.workOrder}.pdf"`)
      .header('x-content-sha256', certificate.sha256)
      .header('access-control-expose-headers', 'X-Content-SHA256, Content-Disposition')
      .send(certificate.pdf);
  });

  app.get('/activities/:id/history', route(read, schemas.history), async (request) => {
    const activity = await readableActivity(app.db, request.requireSession(), request.params.id);
    return recordHistory(app.db, 'activities', activity.id);
  });
}
