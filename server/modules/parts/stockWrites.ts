import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdjustmentBody, ScrapBody } from '../../../model/modules/parts/movementSchemas';
import { lotRules } from '../../../model/modules/parts/receiptRules';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { stockMovements } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { recordMovement } from '../stock';
import { refuseUnlessPassed, withStockRefusals } from './refusals';
import { lotColumns, lotOf, materialFacts, memberStation } from './stockFacts';

/**
 * Stock out for good (scrap, negative) or corrected (adjustment, signed, stock_count_confirm): the
 * lot named for a tracked material and a serial one unit at a time, then the movement with its reason.
 */
async function correctStock(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  kind: 'scrap' | 'adjustment',
  body: ScrapBody | AdjustmentBody,
  quantity: number,
  now: Date,
) {
  const station = await memberStation(tx, session, body.station_id);
  const material = await materialFacts(tx, body.material_id);
  refuseUnlessPassed(request, lotRules(material, body.lot ?? null, Math.abs(quantity)));
  const lot = lotOf(material, body.lot);
  const movement = await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: station.region_id,
      station_id: station.id,
      material_id: material.id,
      kind,
      quantity,
      moved_at: now,
      lot,
      ...lotColumns(material, lot),
      reason: body.reason,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, { action: kind, resource: 'stock_movements', recordId: movement.id, changes: body });
  return movement;
}

export const scrapStock = (tx: Database, request: FastifyRequest, session: Session, body: ScrapBody, now = new Date()) =>
  correctStock(tx, request, session, 'scrap', body, -body.quantity, now);

export const adjustStock = (tx: Database, request: FastifyRequest, session: Session, body: AdjustmentBody, now = new Date()) =>
  correctStock(tx, request, session, 'adjustment', body, body.quantity, now);

/**
 * Undoes a movement (POST /stock_movements/:id/reverse; a job's part given back): once, by a
 * 'reversal' of the opposite quantity on the same lot and job, carrying its certificate. The
 * original is locked first, so two reversals of it queue and the second finds the first (409); a
 * reversal is not itself reversed. One that would take stock below zero is the ledger's 422.
 * A movement outside the caller's regions is a 404.
 */
export async function reverseMovement(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  movementId: number,
  reason: string,
  now = new Date(),
) {
  const [original] = await tx
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.id, movementId),
        inArray(
          stockMovements.region_id,
          session.regions.map((r) => r.region_id),
        ),
      ),
    )
    .for('update');
  if (!original) throw notFound();
  if (original.kind === 'reversal') throw new ApiError(409, 'parts.not_reversible');
  const [reversed] = await tx.select({ id: stockMovements.id }).from(stockMovements).where(eq(stockMovements.reverses_id, original.id));
  if (reversed) throw new ApiError(409, 'parts.already_reversed', {}, undefined, { reversed_by_id: reversed.id });
  const material = await materialFacts(tx, original.material_id);
  const movement = await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: original.region_id,
      station_id: original.station_id,
      material_id: original.material_id,
      kind: 'reversal',
      quantity: -Number(original.quantity),
      moved_at: now,
      lot: original.lot,
      serialised: material.tracking === 'serial',
      serial_no: original.serial_no,
      batch_no: original.batch_no,
      part_cert_id: original.part_cert_id,
      cert_no: original.cert_no,
      certificate_id: original.certificate_id,
      expires_on: original.expires_on,
      reason,
      activity_id: original.activity_id,
      on_call_request_id: original.on_call_request_id,
      de_icing_treatment_id: original.de_icing_treatment_id,
      reverses_id: original.id,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, {
    action: 'reverse',
    resource: 'stock_movements',
    recordId: movement.id,
    changes: { reverses_id: original.id, reason },
  });
  return movement;
}
