import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { MaterialLine } from '../../../model/modules/on_call/requestSchemas';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { materials, onCallMaterials } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { assertFieldWork } from './fieldWork';
import { touchRequest, type RequestRow } from './requestQueries';

/** POST /on_call_requests/:id/materials: a part used on the job, with its traceability. */
export async function addMaterial(tx: Database, request: FastifyRequest, session: Session, current: RequestRow, body: MaterialLine): Promise<void> {
  await assertFieldWork(tx, request, session, current);
  const [material] = await tx.select({ id: materials.id }).from(materials).where(eq(materials.id, body.material_id));
  if (!material) throw invalid({ material_id: 'validation.reference_missing' });
  const [row] = await tx.insert(onCallMaterials).values({ ...body, request_id: current.id, recorded_by: session.user.id }).returning({ id: onCallMaterials.id });
  await touchRequest(tx, request, current.id, { action: 'material_add', changes: { id: row.id, ...body } });
}

/** DELETE /on_call_requests/:id/materials/:mid. */
export async function removeMaterial(tx: Database, request: FastifyRequest, session: Session, current: RequestRow, lineId: number): Promise<void> {
  await assertFieldWork(tx, request, session, current);
  const removed = await tx
    .delete(onCallMaterials)
    .where(and(eq(onCallMaterials.id, lineId), eq(onCallMaterials.request_id, current.id)))
    .returning({ id: onCallMaterials.id, material_id: onCallMaterials.material_id, quantity: onCallMaterials.quantity });
  if (!removed.length) throw notFound();
  await touchRequest(tx, request, current.id, { action: 'material_remove', changes: removed[0] });
}
