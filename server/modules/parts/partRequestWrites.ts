import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  checkPartRequestEdit,
  checkPartRequestReceipt,
  checkPartRequestStep,
  latestPartRequestStepAt,
  partRequestStepColumns,
} from '../../../model/modules/parts/partRequestFlow';
import type { ReceiptFields } from '../../../model/modules/parts/movementSchemas';
import type { PartRequestCreate, PartRequestStatusStep, PartRequestUpdate } from '../../../model/modules/parts/partRequestSchemas';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities, onCallRequests, partRequests } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { memberRegions } from '../../crud/regionScope';
import { assertRules, computedSelection, staleVersion, stationOfCaller } from './flowStock';
import { materialFacts } from './stockFacts';
import { partRequestComputed } from './partRequestList';
import { receiveStock, type CertificateFile } from './receipt';

export type PartRequestRow = typeof partRequests.$inferSelect;

/** One part request as the list shows it, if it belongs to one of the caller's regions. */
export async function partRequestDetail(db: Database, session: Session, id: number) {
  const computed = computedSelection(partRequestComputed);
  const [row] = await db
    .select({ ...getTableColumns(partRequests), ...computed })
    .from(partRequests)
    .where(and(eq(partRequests.id, id), inArray(partRequests.region_id, memberRegions(session))));
  if (!row) throw notFound();
  return row;
}

/** The request, locked, with the version the caller read (another region's is a 404, a stale version a 409). */
export async function lockPartRequest(tx: Database, session: Session, id: number, version: number): Promise<PartRequestRow> {
  const [current] = await tx
    .select()
    .from(partRequests)
    .where(and(eq(partRequests.id, id), inArray(partRequests.region_id, memberRegions(session))))
    .for('update');
  if (!current) throw notFound();
  if (current.version !== version) throw staleVersion(current);
  return current;
}

/** The job the part is for must be of the station's region (a 422 on the field otherwise: it names nothing the caller may use). */
async function assertJobInRegion(tx: Database, regionId: number, body: Pick<PartRequestCreate, 'on_call_request_id' | 'activity_id'>) {
  if (body.on_call_request_id) {
    const [job] = await tx
      .select({ id: onCallRequests.id })
      .from(onCallRequests)
      .where(and(eq(onCallRequests.id, body.on_call_request_id), eq(onCallRequests.region_id, regionId)));
    if (!job) throw invalid({ on_call_request_id: 'validation.reference_missing' });
  }
  if (body.activity_id) {
    const [job] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(and(eq(activities.id, body.activity_id), eq(activities.region_id, regionId)));
    if (!job) throw invalid({ activity_id: 'validation.reference_missing' });
  }
}

/** POST /part_requests: a part needed at a station of the caller's regions. */
export async function createPartRequest(tx: Database, request: FastifyRequest, body: PartRequestCreate, now: Date): Promise<number> {
  const session = request.requireSession();
  const station = await stationOfCaller(tx, session, body.station_id, 'station_id');
  await materialFacts(tx, body.material_id);
  await assertJobInRegion(tx, station.region_id, body);
  const [row] = await tx
    .insert(partRequests)
    .values({
      region_id: station.region_id,
      station_id: station.id,
      material_id: body.material_id,
      quantity: body.quantity,
      on_call_request_id: body.on_call_request_id ?? null,
      activity_id: body.activity_id ?? null,
      needed_by: body.needed_by ?? null,
      supplier: body.supplier ?? null,
      remarks: body.remarks ?? null,
      requested_at: now,
      requested_by: session.user.id,
    })
    .returning({ id: partRequests.id });
  await recordAudit(tx, request, { action: 'create', resource: 'part_requests', recordId: row.id, changes: body });
  return row.id;
}

const bump = { version: sql`${partRequests.version} + 1`, updated_at: sql`now()` };

/** Only the fields the caller sent: an omitted one keeps its value. */
const given = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/** PUT /part_requests/:id: the order's details, while the request is open. */
export async function updatePartRequest(tx: Database, request: FastifyRequest, id: number, body: PartRequestUpdate): Promise<void> {
  const { version, ...fields } = body;
  const current = await lockPartRequest(tx, request.requireSession(), id, version);
  assertRules(request, 'part_request', 'status', checkPartRequestEdit(current.status));
  const changes = given(fields);
  await tx
    .update(partRequests)
    .set({ ...changes, ...bump })
    .where(eq(partRequests.id, id));
  await recordAudit(tx, request, { action: 'update', resource: 'part_requests', recordId: id, changes });
}

/** POST /part_requests/:id/status: ordered, shipped or cancelled, judged by the model's flow. */
export async function stepPartRequest(
  tx: Database,
  request: FastifyRequest,
  id: number,
  body: PartRequestStatusStep,
  now: Date,
): Promise<void> {
  const { version, to, at: givenAt, cancel_reason, ...order } = body;
  const current = await lockPartRequest(tx, request.requireSession(), id, version);
  const at = givenAt ?? now;
  const verdict = checkPartRequestStep({
    from: current.status,
    to,
    at,
    previousAt: latestPartRequestStepAt(current),
    cancelReason: cancel_reason,
    now,
  });
  assertRules(request, 'part_request', 'to', verdict.failures);
  const columns = { status: to, [partRequestStepColumns[to]]: at, ...given(order), ...(to === 'cancelled' ? { cancel_reason } : {}) };
  await tx
    .update(partRequests)
    .set({ ...columns, ...bump })
    .where(eq(partRequests.id, id));
  await recordAudit(tx, request, {
    action: `status_${to}`,
    resource: 'part_requests',
    recordId: id,
    changes: { status: { from: current.status, to }, at: at.toISOString(), ...given(order) },
  });
}

/**
 * POST /part_requests/:id/receive: the part arrives — the receipt movement under every receipt rule
 * (receipt.ts, with its certificate file), linked to the request, and the request received. The
 * request's flow is judged first (from ordered or shipped, the requested part at its station), and
 * its row lock makes a second receipt of the same request wait and then be refused.
 */
export async function receivePartRequest(
  tx: Database,
  request: FastifyRequest,
  id: number,
  fields: ReceiptFields,
  certificate: CertificateFile | null,
  now: Date,
): Promise<void> {
  const session = request.requireSession();
  const [current] = await tx
    .select()
    .from(partRequests)
    .where(and(eq(partRequests.id, id), inArray(partRequests.region_id, memberRegions(session))))
    .for('update');
  if (!current) throw notFound();
  const at = fields.moved_at ? new Date(fields.moved_at) : now;
  const verdict = checkPartRequestReceipt({
    step: { from: current.status, to: 'received', at, previousAt: latestPartRequestStepAt(current), now },
    request: current,
    receipt: fields,
  });
  assertRules(request, 'part_request', 'status', verdict.failures);
  const movement = await receiveStock(tx, request, session, fields, certificate, { part_request_id: id }, now);
  await tx
    .update(partRequests)
    .set({ status: 'received', received_at: at, ...bump })
    .where(eq(partRequests.id, id));
  await recordAudit(tx, request, {
    action: 'status_received',
    resource: 'part_requests',
    recordId: id,
    changes: { status: { from: current.status, to: 'received' }, at: at.toISOString(), movement_id: movement.id },
  });
}
