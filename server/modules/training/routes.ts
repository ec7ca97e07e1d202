import type { FastifyRequest } from 'fastify';
import { certificateMaxBytes } from '../../../model/modules/training/sessionSchemas';
import { activeRegionId, isMemberOf } from '../../auth/session';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import type { Database } from '../../db/client';
import { forbidden } from '../../errors';
import { receiveCertificate } from '../../media/certificateUpload';
import { sendStoredDownload } from '../../media/mediaFiles';
import { trainingReaders, trainingWriters } from './access';
import { certificateOf, listAttendees } from './attendeeQueries';
import { enrolmentVerdicts, enrolTechnicians, recordResult, removeAttendee, storeCertificate } from './attendeeWrites';
import { expiringOnCourse, trainingMatrix } from './matrixQueries';
import { findSession, readableSessions, writableSessions } from './sessionQueries';
import { trainingRouteSchemas as schemas } from './routeSchemas';

/** The matrix's region: the active one, or another the caller belongs to; never someone else's. */
function matrixRegion(request: FastifyRequest, regionId: number | undefined): number | null {
  const session = request.requireSession();
  if (regionId === undefined) return activeRegionId(session);
  if (!isMemberOf(session, regionId)) throw forbidden('region.not_member');
  return regionId;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Training tab's endpoints beyond the sessions' CRUD (docs/modules/training.md): attendees under the rules,
 * results that write the course records, certificates, and the compliance matrix. Thin: open a
 * transaction, call the queries and rules, answer; path ids, bodies and queries arrive parsed
 * (trainingRouteSchemas).
 */
export default async function trainingRoutes(app: RouteApp): Promise<void> {
  /** A write locks the session it changes; another region's session is a 404. */
  const writeSession = (tx: Database, request: FastifyRequest, id: number) =>
    findSession(tx, id, writableSessions(request.requireSession()), true);
  const readSession = (request: FastifyRequest, id: number) => findSession(app.db, id, readableSessions(request.requireSession()));

  app.get('/training_activities/:id/attendees', route(trainingReaders, schemas.attendees), async (request) =>
    listAttendees(app.db, (await readSession(request, request.params.id)).id),
  );

  app.get('/training_activities/:id/candidates', route(trainingWriters, schemas.candidates), async (request) => {
    const session = await findSession(app.db, request.params.id, writableSessions(request.requireSession()));
    // Each judged as the one person added: the picker shows who would be accepted on their own.
    return enrolmentVerdicts(app.db, session, undefined, 1);
  });

  app.post('/training_activities/:id/attendees', route(trainingWriters, schemas.enrol), async (request, reply) => {
    const { params, body } = request;
    const id = await inTransaction(app.db, async (tx) => {
      const session = await writeSession(tx, request, params.id);
      await enrolTechnicians(tx, request, session, body.technician_ids);
      return session.id;
    });
    return reply.code(201).send(await listAttendees(app.db, id));
  });

  app.put('/training_activities/:id/attendees', route(trainingWriters, schemas.results), async (request) => {
    const { params, body } = request;
    const id = await inTransaction(app.db, async (tx) => {
      const session = await writeSession(tx, request, params.id);
      const now = new Date();
      for (const { attendee_id, ...result } of body.results) await recordResult(tx, request, session, attendee_id, result, now);
      return session.id;
    });
    return listAttendees(app.db, id);
  });

  app.put('/training_activities/:id/attendees/:attendee_id', route(trainingWriters, schemas.result), async (request) => {
    const { params, body } = request;
    const id = await inTransaction(app.db, async (tx) => {
      const session = await writeSession(tx, request, params.id);
      await recordResult(tx, request, session, params.attendee_id, body, new Date());
      return session.id;
    });
    return listAttendees(app.db, id);
  });

  app.delete('/training_activities/:id/attendees/:attendee_id', route(trainingWriters, schemas.remove), async (request) => {
    const { params } = request;
    const id = await inTransaction(app.db, async (tx) => {
      const session = await writeSession(tx, request, params.id);
      await removeAttendee(tx, request, session, params.attendee_id);
      return session.id;
    });
    return listAttendees(app.db, id);
  });

  app.post('/training_activities/:id/attendees/:attendee_id/certificate', route(trainingWriters, schemas.upload), async (request) => {
    const { params } = request;
    // Region and attendee first: a stranger's upload is refused before its bytes are read.
    await findSession(app.db, params.id, writableSessions(request.requireSession()));
    const file = await receiveCertificate(request, { maxBytes: certificateMaxBytes, invalidKey: 'training.certificate_invalid' });
    const id = await inTransaction(app.db, async (tx) => {
      const session = await writeSession(tx, request, params.id);
      await storeCertificate(tx, request, session, params.attendee_id, file);
      return session.id;
    });
    return listAttendees(app.db, id);
  });

  app.get(
    '/training_activities/:id/attendees/:attendee_id/certificate',
    route(trainingReaders, schemas.download),
    async (request, reply) => {
      const session = await readSession(request, request.params.id);
      const certificate = await certificateOf(app.db, session.id, request.params.attendee_id);
      return sendStoredDownload(app.db, request, reply, certificate?.path, certificate?.name ?? 'certificate');
    },
  );

  app.get('/training_matrix', route(trainingReaders, schemas.matrix), async (request) => {
    const { query } = request;
    const regionId = matrixRegion(request, query.region_id);
    if (regionId === null) return { today: today(), requirements: [], rows: [] };
    return trainingMatrix(
      app.db,
      { regionId, stationId: query.station_id, courseId: query.course_id, state: query.state, q: query.q || undefined },
      today(),
    );
  });

  app.get('/training_matrix/expiring', route(trainingReaders, schemas.expiring), async (request) => {
    const { query } = request;
    const regionId = matrixRegion(request, query.region_id);
    return regionId === null ? [] : expiringOnCourse(app.db, regionId, query.course_id, today());
  });
}
