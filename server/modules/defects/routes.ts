import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { invalid, notFound } from '../../errors';
import { detectImageType } from '../../media/imageType';
import { defectJob, type DefectJobKind } from './access';
import { defectOfJob, defectsOfJob } from './queries';
import { defectRouteSchemas as schemas } from './routeSchemas';
import { attachPhoto, deferDefect, jobEvidence, photoOf, recordDefect, rectifyDefect } from './writes';

/** Who reads a job's defects, and who may record on it (the crew's work_record is checked per job: access.ts). */
const access: Record<DefectJobKind, { read: string[]; write: string[] }> = {
  activities: { read: ['scheduled_tab'], write: ['scheduled_write', 'work_record'] },
  on_call_requests: { read: ['on_call_tab'], write: ['on_call_write', 'work_record'] },
};

/** Reads the one image part `photo`, judged by its bytes; anything else is a 422 on the field. */
async function receivePhoto(request: FastifyRequest): Promise<{ type: string; content: Buffer }> {
  const refused = () => invalid({ photo: 'defects.photo_invalid' });
  if (!request.isMultipart()) throw refused();
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== 'photo') throw refused();
  const content = await file.toBuffer().catch(() => null);
  const type = content && !file.file.truncated ? detectImageType(content) : null;
  if (!content || !type) throw refused();
  return { type: type === 'jpg' ? 'image/jpeg' : `image/${type}`, content };
}

/**
 * The defects of a job (docs/modules/defects.md), the same routes under /activities/:id and
 * /on_call_requests/:id: list, record, rectify, defer, photo. Writes lock the job, then the defect;
 * each answers the defect as it now stands.
 */
export default async function defectRoutes(app: RouteApp): Promise<void> {
  const one = async (request: FastifyRequest, kind: DefectJobKind, jobId: number, defectId: number) => {
    const job = await defectJob(app.db, request.requireSession(), kind, jobId, false);
    const record = await defectOfJob(app.db, job, defectId, new Date());
    if (!record) throw notFound();
    return record;
  };

  for (const kind of ['activities', 'on_call_requests'] as const) {
    const { read, write } = access[kind];
    app.get(`/${kind}/:id/defects`, route(read, schemas.list), async (request) => {
      const job = await defectJob(app.db, request.requireSession(), kind, request.params.id, false);
      return defectsOfJob(app.db, job, new Date());
    });

    app.get(`/${kind}/:id/defects/evidence`, route(read, schemas.evidence), async (request) => {
      const job = await defectJob(app.db, request.requireSession(), kind, request.params.id, false);
      return jobEvidence(app.db, job);
    });

    app.post(`/${kind}/:id/defects`, route(write, schemas.create), async (request, reply) => {
      const now = new Date();
      const id = await inTransaction(app.db, async (tx) => {
        const job = await defectJob(tx, request.requireSession(), kind, request.params.id, true);
        return recordDefect(tx, request, job, request.body, now);
      });
      return reply.code(201).send(await one(request, kind, request.params.id, id));
    });

    app.post(`/${kind}/:id/defects/:defect_id/rectify`, route(write, schemas.rectify), async (request) => {
      const { id, defect_id } = request.params;
      await inTransaction(app.db, async (tx) => {
        const job = await defectJob(tx, request.requireSession(), kind, id, true);
        await rectifyDefect(tx, request, job, defect_id, request.body, new Date());
      });
      return one(request, kind, id, defect_id);
    });

    app.post(`/${kind}/:id/defects/:defect_id/defer`, route(write, schemas.defer), async (request) => {
      const { id, defect_id } = request.params;
      await inTransaction(app.db, async (tx) => {
        const job = await defectJob(tx, request.requireSession(), kind, id, true);
        await deferDefect(tx, request, job, defect_id, request.body, new Date());
      });
      return one(request, kind, id, defect_id);
    });

    app.put(`/${kind}/:id/defects/:defect_id/photo`, route(write, schemas.photo), async (request) => {
      const { id, defect_id } = request.params;
      const photo = await receivePhoto(request);
      await inTransaction(app.db, async (tx) => {
        const job = await defectJob(tx, request.requireSession(), kind, id, true);
        await attachPhoto(tx, request, job, defect_id, photo, new Date());
      });
      return one(request, kind, id, defect_id);
    });

    app.get(`/${kind}/:id/defects/:defect_id/photo`, route(read, schemas.photoFile), async (request, reply: FastifyReply) => {
      const job = await defectJob(app.db, request.requireSession(), kind, request.params.id, false);
      const photo = await photoOf(app.db, request, job, request.params.defect_id, new Date());
      return reply.header('content-type', photo.type).header('cache-control', 'private, max-age=300').send(photo.content);
    });
  }
}
