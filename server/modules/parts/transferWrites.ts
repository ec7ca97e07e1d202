import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TransferCancel, TransferCreate, TransferReceive } from '../../../model/modules/parts/transferSchemas';
import { checkTransferArrival, checkTransferCreate } from '../../../model/modules/parts/transferRules';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { stockLots, stockMovements, stockTransfers } from '../../db/schema';
import { notFound } from '../../errors';
import { memberRegions } from '../../crud/regionScope';
import { recordMovement } from '../stock';
import { assertRules, staleVersion, stationOfCaller } from './flowStock';
import { withStockRefusals } from './refusals';
import { materialFacts } from './stockFacts';

type TransferRow = typeof stockTransfers.$inferSelect;

/** The transfer, locked: `end` is the side the caller must belong to (destination to receive, origin to cancel). */
async function lockTransfer(tx: Database, session: Session, id: number, end: 'from' | 'to', version: number): Promise<TransferRow> {
  const region = end === 'from' ? stockTransfers.region_id : stockTransfers.to_region_id;
  const [current] = await tx
    .select()
    .from(stockTransfers)
    .where(and(eq(stockTransfers.id, id), inArray(region, memberRegions(session))))
    .for('update');
  if (!current) throw notFound();
  if (current.version !== version) throw staleVersion(current);
  return current;
}

/** The certificate and shelf life the lot left with: they travel with it and arrive with it. */
async function departure(tx: Database, transferId: number) {
  const [out] = await tx
    .select({
      part_cert_id: stockMovements.part_cert_id,
      cert_no: stockMovements.cert_no,
      certificate_id: stockMovements.certificate_id,
      expires_on: stockMovements.expires_on,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.transfer_id, transferId), eq(stockMovements.kind, 'transfer_out')));
  return out ?? {};
}

/**
 * POST /stock_transfers: the stock leaves the origin now (transfer_out, never below zero) and is in
 * transit — in neither station's stock — until received.
 */
export async function createTransfer(tx: Database, request: FastifyRequest, body: TransferCreate, now: Date): Promise<number> {
  const session = request.requireSession();
  assertRules(request, 'transfer', 'to_station_id', checkTransferCreate(body));
  const from = await stationOfCaller(tx, session, body.from_station_id, 'from_station_id');
  const to = await stationOfCaller(tx, session, body.to_station_id, 'to_station_id');
  const material = await materialFacts(tx, body.material_id);
  const lot = body.lot ?? '';
  const [transfer] = await tx
    .insert(stockTransfers)
    .values({
      region_id: from.region_id,
      to_region_id: to.region_id,
      from_station_id: from.id,
      to_station_id: to.id,
      material_id: material.id,
      lot,
      quantity: body.quantity,
      reference: body.reference ?? null,
      shipped_at: now,
      expected_at: body.expected_at ?? null,
      created_by: session.user.id,
    })
    .returning({ id: stockTransfers.id });
  const [origin] = await tx
    .select({
      part_cert_id: stockLots.part_cert_id,
      cert_no: stockLots.cert_no,
      certificate_id: stockLots.certificate_id,
      expires_on: stockLots.expires_on,
    })
    .from(stockLots)
    .where(and(eq(stockLots.station_id, from.id), eq(stockLots.material_id, material.id), eq(stockLots.lot, lot)));
  await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: from.region_id,
      station_id: from.id,
      material_id: material.id,
      kind: 'transfer_out',
      quantity: -body.quantity,
      moved_at: now,
      lot,
      serialised: material.tracking === 'serial',
      ...origin,
      reference: body.reference ?? null,
      transfer_id: transfer.id,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, { action: 'create', resource: 'stock_transfers', recordId: transfer.id, changes: { ...body, lot } });
  return transfer.id;
}

/** Stock arriving from a transfer at `station` (the destination, or the origin when cancelled), with the lot's papers. */
async function arrive(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: TransferRow,
  at: Date,
  station: { id: number; region_id: number },
  reason: string | null,
) {
  const material = await materialFacts(tx, current.material_id);
  await withStockRefusals(request, material.part_number, async () =>
    recordMovement(tx, {
      region_id: station.region_id,
      station_id: station.id,
      material_id: current.material_id,
      kind: 'transfer_in',
      quantity: current.quantity,
      moved_at: at,
      lot: current.lot,
      serialised: material.tracking === 'serial',
      ...(await departure(tx, current.id)),
      reference: current.reference,
      reason,
      transfer_id: current.id,
      created_by: session.user.id,
    }),
  );
}

const bump = { version: sql`${stockTransfers.version} + 1`, updated_at: sql`now()` } satisfies Record<string, SQL>;

/** POST /stock_transfers/:id/receive: by someone of the destination's region; the lot keeps its certificate and expiry. */
export async function receiveTransfer(tx: Database, request: FastifyRequest, id: number, body: TransferReceive, now: Date): Promise<void> {
  const session = request.requireSession();
  const current = await lockTransfer(tx, session, id, 'to', body.version);
  const at = body.received_at ?? now;
  assertRules(
    request,
    'transfer',
    'received_at',
    checkTransferArrival({ status: current.status, shipped_at: current.shipped_at, at, now }),
  );
  await arrive(tx, request, session, current, at, { id: current.to_station_id, region_id: current.to_region_id }, null);
  await tx
    .update(stockTransfers)
    .set({ status: 'received', received_at: at, received_by: session.user.id, ...bump })
    .where(eq(stockTransfers.id, id));
  await recordAudit(tx, request, {
    action: 'receive',
    resource: 'stock_transfers',
    recordId: id,
    changes: { status: { from: current.status, to: 'received' }, received_at: at.toISOString() },
  });
}

/** POST /stock_transfers/:id/cancel: by someone of the origin's region; the stock is back where it left. */
export async function cancelTransfer(tx: Database, request: FastifyRequest, id: number, body: TransferCancel, now: Date): Promise<void> {
  const session = request.requireSession();
  const current = await lockTransfer(tx, session, id, 'from', body.version);
  assertRules(
    request,
    'transfer',
    'status',
    checkTransferArrival({ status: current.status, shipped_at: current.shipped_at, at: now, now }),
  );
  await arrive(tx, request, session, current, now, { id: current.from_station_id, region_id: current.region_id }, body.reason);
  await tx
    .update(stockTransfers)
    .set({ status: 'cancelled', ...bump })
    .where(eq(stockTransfers.id, id));
  await recordAudit(tx, request, {
    action: 'cancel',
    resource: 'stock_transfers',
    recordId: id,
    changes: { status: { from: current.status, to: 'cancelled' }, reason: body.reason },
  });
}
